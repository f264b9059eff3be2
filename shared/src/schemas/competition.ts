import { z } from 'zod';
import { zId, zName, zText } from './primitives';
import { ZEmailSchema } from './auth';
import { ZVersionSchema } from './common';
import { ZCategoryCodeSchema, ageWindowInOrder, competitionEligibilityFields } from './programme';

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
const instant = z.iso.datetime({ offset: true, message: 'dateInvalid' }).nullable();

/**
 * The fields as sent, without defaults: an edit changes exactly the fields it names (zod 4 would
 * apply a default inside `.partial()`, resetting every field an edit leaves out).
 */
const competitionFields = {
  name: zName().trim().min(2, 'competitionNameMinLength').max(200, 'competitionNameMaxLength'),
  visibility: z.enum(VISIBILITIES, 'visibilityRequired'),
  stage: z.enum(STAGES, 'stageRequired'),
  /** Free text, trimmed; blank means no restriction. */
  required_role: zName()
    .max(50, 'requiredRoleMaxLength')
    .nullable()
    .transform((value) => value?.trim() || null),
  starts_at: instant,
  ends_at: instant,
  registration_starts_at: instant,
  registration_ends_at: instant,
  ctfd_url: z
    .url({ protocol: /^https?$/, message: 'urlInvalid' })
    .nullable()
    .or(z.literal('').transform(() => null)),
  ...competitionEligibilityFields,
};

/** A new competition: what is left out takes the spec's default (a private warm-up, no dates). */
const creationFields = {
  ...competitionFields,
  visibility: competitionFields.visibility.default('private'),
  stage: competitionFields.stage.default('warmup'),
  required_role: competitionFields.required_role.default(null),
  starts_at: instant.default(null),
  ends_at: instant.default(null),
  registration_starts_at: instant.default(null),
  registration_ends_at: instant.default(null),
  ctfd_url: competitionFields.ctfd_url.default(null),
  /** Left out: the season named after the Belgrade year of the start (or of today), made if missing. */
  season_id: competitionFields.season_id.optional(),
  age_min: competitionFields.age_min.default(null),
  age_max: competitionFields.age_max.default(null),
  age_reference_date: competitionFields.age_reference_date.default(null),
  allowed_categories: competitionFields.allowed_categories.default([]),
  /** Left out: needed everywhere but in a warm-up, which stays open to every signed-in user. */
  requires_accepted_competitor: competitionFields.requires_accepted_competitor.optional(),
};

type Instant = string | Date | null | undefined;
interface CompetitionDates {
  starts_at?: Instant;
  ends_at?: Instant;
  registration_starts_at?: Instant;
  registration_ends_at?: Instant;
}

/** The fields whose end comes before their start, by message key (`endBeforeStart`). */
export function datesOutOfOrder(value: CompetitionDates): Record<string, string[]> {
  const before = (a: Instant, b: Instant) => !a || !b || new Date(a) <= new Date(b);
  const errors: Record<string, string[]> = {};
  if (!before(value.starts_at, value.ends_at)) errors.ends_at = ['endBeforeStart'];
  if (!before(value.registration_starts_at, value.registration_ends_at))
    errors.registration_ends_at = ['endBeforeStart'];
  return errors;
}

function datesInOrder(
  value: CompetitionDates & { age_min?: number | null; age_max?: number | null },
  ctx: z.RefinementCtx,
) {
  for (const [path, [message]] of Object.entries(datesOutOfOrder(value)))
    ctx.addIssue({ code: 'custom', path: [path], message: message! });
  ageWindowInOrder(value, ctx);
}

export const ZCompetitionCreateSchema = z
  .object({ ...creationFields, slug: ZSlugSchema })
  .strict()
  .superRefine(datesInOrder);
export type TCompetitionCreateInput = z.input<typeof ZCompetitionCreateSchema>;

/**
 * Editing: the slug names the competition (and stays); only the fields sent change. The order of
 * the dates is checked here for what is sent, and by the service against the stored values.
 */
export const ZCompetitionUpdateSchema = z
  .object({ ...competitionFields, slug: ZSlugSchema, version: ZVersionSchema })
  .partial()
  .required({ slug: true })
  .strict()
  .superRefine(datesInOrder);
export type TCompetitionUpdateInput = z.input<typeof ZCompetitionUpdateSchema>;

export const ZSlugInputSchema = z.object({ slug: ZSlugSchema }).strict();
/** A public results page: everyone, or only a category of the competition's season (`?category=`). */
export const ZPublishedResultsInputSchema = z
  .object({ slug: ZSlugSchema, category: ZCategoryCodeSchema.optional() })
  .strict();

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
    /**
     * The organizer's explicit override: also invite verified users who are neither accepted
     * competitors nor accepted registrants (listed back as `not_eligible` without it).
     */
    include_not_eligible: z.boolean().default(false),
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
  .object({
    slug: ZSlugSchema,
    csv: zText().min(1, 'csvRequired').max(RESULTS_CSV_MAX_LENGTH, 'csvTooLarge'),
    /**
     * Publishing over stored results: the `current_digest` of the preview the organizer confirmed.
     * A different (or missing) one while results are stored is refused (RESULTS_REPLACE_UNCONFIRMED).
     */
    replaces: z.string().max(100).optional(),
  })
  .strict();

export interface ResultRow {
  place: number;
  username: string;
  score: number;
  /**
   * CTFd's own scoreboard position (ties broken by who reached the score first), kept with results
   * imported from CTFd for a stage gate's tie-break; absent or null otherwise.
   */
  ctfd_position?: number | null;
}
