import { z } from 'zod';
import { ZMailedTokenSchema } from './auth';
import { ZInstantSchema, pagedSchema } from './common-output';
import { needsGuardianConsent } from './competitor';
import { ZInstitutionRefSchema } from './competitor-output';
import { zId, zIdCoerced, zText } from './primitives';
import { FUNNEL_STAGES } from './statistics';

// Schools and mentors (issue 33 point 2): a teacher bound to institutions sees, for those schools
// only, the competitors who agreed to it.

/**
 * Whether a competitor's consent to be seen by their school's mentors holds on `today`: their own
 * answer, and under 15 only together with a parent's or guardian's consent (who answered for them).
 */
export function mentorConsentHolds(
  application: { mentor_consent: boolean; guardian_consent: boolean; date_of_birth: string },
  today: Date,
): boolean {
  if (!application.mentor_consent) return false;
  return application.guardian_consent || !needsGuardianConsent(application.date_of_birth, today);
}

export const MENTOR_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type MentorRequestStatus = (typeof MENTOR_REQUEST_STATUSES)[number];
/** Who confirms a request: the institution's contact (a mailed link) or, without one, an admin. */
export const MENTOR_REQUEST_CONFIRMATIONS = ['email', 'admin'] as const;

export const MENTOR_STUDENTS_PAGE_SIZE = 25;
/** A join code: URL-safe, long enough that it cannot be guessed. */
export const JOIN_CODE_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

// Inputs

export const ZMentorConsentSchema = z.object({ mentor_consent: z.boolean() }).strict();
export type TMentorConsentInput = z.input<typeof ZMentorConsentSchema>;

export const ZMentorRequestAccessSchema = z.object({ institution_id: zId() }).strict();
export type TMentorRequestAccessInput = z.input<typeof ZMentorRequestAccessSchema>;

/** The token from the `/mentor-confirm?token=…` link the institution's contact received. */
export const ZMentorConfirmSchema = z.object({ token: ZMailedTokenSchema }).strict();

export const ZJoinCodeLookupSchema = z
  .object({ code: zText().trim().max(64).regex(JOIN_CODE_PATTERN, 'invalid') })
  .strict();

export const ZMentorInstitutionIdSchema = z.object({ institution_id: zIdCoerced() }).strict();

const page = z.coerce.number().int().min(1).max(1_000_000).default(1);

export const ZMentorRequestListSchema = z.object({ status: z.enum(MENTOR_REQUEST_STATUSES).optional(), page }).strict();
export type TMentorRequestListInput = z.input<typeof ZMentorRequestListSchema>;
export type TMentorRequestListQuery = z.output<typeof ZMentorRequestListSchema>;

export const ZMentorDecideSchema = z.object({ id: zId(), approve: z.boolean() }).strict();

export const ZMentorBindingListSchema = z
  .object({ user_id: zIdCoerced().optional(), institution_id: zIdCoerced().optional() })
  .strict();

export const ZMentorBindingSchema = z.object({ user_id: zId(), institution_id: zId() }).strict();
export type TMentorBindingInput = z.input<typeof ZMentorBindingSchema>;

export const ZMentorStudentsSchema = z
  .object({
    /** One of the mentor's schools; absent: all of them. */
    institution_id: zIdCoerced().optional(),
    /** A season's name ("2026"); absent: the current season. */
    season: zText().trim().min(1).max(40).optional(),
    search: zText().trim().max(100).optional(),
    page,
  })
  .strict();
export type TMentorStudentsInput = z.input<typeof ZMentorStudentsSchema>;
export type TMentorStudentsQuery = z.output<typeof ZMentorStudentsSchema>;

export const ZMentorDigestSchema = z.object({ enabled: z.boolean() }).strict();

// Outputs

export type MentorInstitution = z.infer<typeof ZInstitutionRefSchema>;

/** What a school link (`/join/<code>`) pre-fills in the application. */
export const ZJoinInstitutionSchema = ZInstitutionRefSchema;

/** A request for access as its teacher sees it. */
export const ZMentorOwnRequestSchema = z.object({
  id: z.number().int(),
  institution: ZInstitutionRefSchema,
  status: z.enum(MENTOR_REQUEST_STATUSES),
  confirmation: z.enum(MENTOR_REQUEST_CONFIRMATIONS),
  created_at: ZInstantSchema,
  decided_at: ZInstantSchema.nullable(),
});
export type MentorOwnRequest = z.infer<typeof ZMentorOwnRequestSchema>;

/** The answer to a confirmation link: the school the teacher now mentors. */
export const ZMentorConfirmOutputSchema = z.object({ institution: ZInstitutionRefSchema });

/** The teacher's account, as the admins' lists of requests and bindings name it. */
const mentorAccount = { user_id: z.number().int(), username: z.string(), email: z.string() };

/** A request for access in the admins' list. */
export const ZMentorAdminRequestSchema = ZMentorOwnRequestSchema.extend({
  ...mentorAccount,
  /** Who decided it: an admin's username, or null (confirmed by the contact's link, or still open). */
  decided_by: z.string().nullable(),
});
export type MentorAdminRequest = z.infer<typeof ZMentorAdminRequestSchema>;
export const ZMentorAdminRequestPageSchema = pagedSchema(ZMentorAdminRequestSchema);

export const ZMentorBindingRowSchema = z.object({
  ...mentorAccount,
  institution: ZInstitutionRefSchema,
  created_at: ZInstantSchema,
});
export type MentorBindingRow = z.infer<typeof ZMentorBindingRowSchema>;

export const ZJoinCodeSchema = z.object({ institution_id: z.number().int(), code: z.string() });

/** The mentor's schools and their digest setting. */
export const ZMentorOverviewSchema = z.object({
  institutions: z.array(ZInstitutionRefSchema),
  digest_enabled: z.boolean(),
});
export type MentorOverview = z.infer<typeof ZMentorOverviewSchema>;

/** One consenting student: nothing else about them leaves the server (no address, birth date or e-mail). */
export const ZMentorStudentSchema = z.object({
  user_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  institution_id: z.number().int(),
  categories: z.array(z.string()),
  /** The furthest stage of the programme's funnel reached in the season. */
  stage: z.enum(FUNNEL_STAGES),
  results: z.array(
    z.object({ competition: z.string(), slug: z.string(), place: z.number().int().nullable(), score: z.number() }),
  ),
  /** Solved playground challenges; null while the playground's progress is not recorded. */
  playground: z.object({ total: z.number().int(), by_category: z.record(z.string(), z.number().int()) }).nullable(),
});
export type MentorStudent = z.infer<typeof ZMentorStudentSchema>;
export const ZMentorStudentPageSchema = pagedSchema(ZMentorStudentSchema).extend({
  /** The season the rows describe. */
  season: z.string().nullable(),
});
export type MentorStudentPage = z.infer<typeof ZMentorStudentPageSchema>;
