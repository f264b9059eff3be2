import { z } from 'zod';
import { zId, zName, zText } from './primitives';
import { ZEmailSchema } from './auth';

export const VISIBILITIES = ['public', 'unlisted', 'private'] as const;
export type Visibility = (typeof VISIBILITIES)[number];
export const STAGES = ['warmup', 'quals', 'finals'] as const;
export type Stage = (typeof STAGES)[number];
export const REGISTRATION_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];
export const INVITATION_STATUSES = ['pending', 'accepted', 'declined'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

export const SLUG_PATTERN = /^[a-z0-9-]+$/;
export const ZSlugSchema = zText()
  .trim()
  .min(1, 'slugRequired')
  .max(64, 'slugMaxLength')
  .regex(SLUG_PATTERN, 'slugInvalid');

/** An ISO timestamp, or null for an empty date field. */
const optionalInstant = z.iso.datetime({ offset: true, message: 'dateInvalid' }).nullable().default(null);

const competitionFields = {
  name: zName().trim().min(2, 'competitionNameMinLength').max(200, 'competitionNameMaxLength'),
  visibility: z.enum(VISIBILITIES, 'visibilityRequired').default('private'),
  stage: z.enum(STAGES, 'stageRequired').default('warmup'),
  /** Free text, trimmed; blank means no restriction. */
  required_role: zName()
    .max(50, 'requiredRoleMaxLength')
    .nullable()
    .default(null)
    .transform((value) => value?.trim() || null),
  starts_at: optionalInstant,
  ends_at: optionalInstant,
  registration_starts_at: optionalInstant,
  registration_ends_at: optionalInstant,
  ctfd_url: z
    .url({ protocol: /^https?$/, message: 'urlInvalid' })
    .nullable()
    .default(null)
    .or(z.literal('').transform(() => null)),
};

function datesInOrder(
  value: {
    starts_at: string | null;
    ends_at: string | null;
    registration_starts_at: string | null;
    registration_ends_at: string | null;
  },
  ctx: z.RefinementCtx,
) {
  const before = (a: string | null, b: string | null) => a === null || b === null || new Date(a) <= new Date(b);
  if (!before(value.starts_at, value.ends_at))
    ctx.addIssue({ code: 'custom', path: ['ends_at'], message: 'endBeforeStart' });
  if (!before(value.registration_starts_at, value.registration_ends_at)) {
    ctx.addIssue({ code: 'custom', path: ['registration_ends_at'], message: 'endBeforeStart' });
  }
}

export const ZCompetitionCreateSchema = z
  .object({ ...competitionFields, slug: ZSlugSchema })
  .strict()
  .superRefine(datesInOrder);
export type TCompetitionCreateInput = z.input<typeof ZCompetitionCreateSchema>;

/** Editing: every field but the slug, which names the competition for good. */
export const ZCompetitionUpdateSchema = z
  .object({ ...competitionFields, slug: ZSlugSchema })
  .strict()
  .superRefine(datesInOrder);
export type TCompetitionUpdateInput = z.input<typeof ZCompetitionUpdateSchema>;

export const ZSlugInputSchema = z.object({ slug: ZSlugSchema }).strict();

/** Spec section 4: the Register button shows only while registration is open. */
export function isRegistrationOpen(
  competition: { registration_starts_at: string | Date | null; registration_ends_at: string | Date | null },
  now: Date = new Date(),
): boolean {
  const start = competition.registration_starts_at ? new Date(competition.registration_starts_at) : null;
  const end = competition.registration_ends_at ? new Date(competition.registration_ends_at) : null;
  if (!start && !end) return false;
  return (!start || now >= start) && (!end || now <= end);
}

export const ZRegistrationDecisionSchema = z.object({ slug: ZSlugSchema, id: zId() }).strict();

/** The organizer's invite dialog: one e-mail per line, blank lines dropped. */
export function parseEmailLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

export const ZFinalistInviteSchema = z
  .object({
    slug: ZSlugSchema,
    emails: z.array(ZEmailSchema).min(1, 'emailsRequired').max(1000, 'emailsTooMany'),
    invitation_expires_at: z.iso.datetime({ offset: true, message: 'expiryRequired' }),
  })
  .strict();

export const ZFinalistRemoveSchema = z.object({ slug: ZSlugSchema, user_id: zId() }).strict();

export const ZAttendanceSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('declined') }).strict(),
  z
    .object({
      status: z.literal('accepted'),
      hotel_day1: z.boolean(),
      hotel_day2: z.boolean(),
      travel_compensation: z.boolean(),
      excuse_note: z.boolean(),
    })
    .strict(),
]);
export type TAttendanceInput = z.input<typeof ZAttendanceSchema>;

export const RESULTS_CSV_MAX_LENGTH = 2_000_000;
export const ZResultsUploadSchema = z
  .object({ slug: ZSlugSchema, csv: zText().min(1, 'csvRequired').max(RESULTS_CSV_MAX_LENGTH, 'csvTooLarge') })
  .strict();

export interface ResultRow {
  place: number;
  username: string;
  score: number;
}
