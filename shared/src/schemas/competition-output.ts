import { z } from 'zod';
import { ZInstantSchema, ZUserRefSchema, textEnum } from './common-output';
import { INVITATION_STATUSES, REGISTRATION_STATUSES, STAGES, VISIBILITIES } from './competition';
import { GENDERS } from './competitor';
import { ZInstitutionRefSchema } from './competitor-output';
import { ZSeasonCategorySchema, ZSeasonRefSchema } from './person-categories';
import { ELIGIBILITY_REASONS } from './programme';

/** Spec section 3, Competition. */
export const ZCompetitionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  visibility: z.enum(VISIBILITIES),
  stage: z.enum(STAGES),
  required_role: z.string().nullable(),
  starts_at: ZInstantSchema.nullable(),
  ends_at: ZInstantSchema.nullable(),
  registration_starts_at: ZInstantSchema.nullable(),
  registration_ends_at: ZInstantSchema.nullable(),
  /** Where its players play (CTFd); null until set up. */
  ctfd_url: z.string().nullable(),
  results_published: z.boolean(),
  created_at: ZInstantSchema,
  /** What an edit sends back as `version`: a save over a newer one is refused (EDIT_CONFLICT). */
  version: z.number().int(),
  /** Archived instead of deleted (it had registrations, invitations, results or a CTFd client): hidden from players. */
  archived: z.boolean(),
  season_id: z.number().int(),
  /** The season's name ("2026"). */
  season: z.string(),
  age_min: z.number().int().nullable(),
  age_max: z.number().int().nullable(),
  /** `YYYY-MM-DD`; null: the competition's start day. */
  age_reference_date: z.iso.date().nullable(),
  /** Category codes of its season; empty: any. */
  allowed_categories: z.array(z.string()),
  requires_accepted_competitor: z.boolean(),
});

/**
 * A competition as players see it: without its CTFd address, which only `competitions.ctfd` gives,
 * after checking that the user may enter (issue 18 item 3), and without the organizers' edit version.
 */
export const ZPlayerCompetitionSchema = ZCompetitionSchema.omit({ ctfd_url: true, version: true, archived: true });

/** What an organizer's delete did: deleted for good, or archived because others' data hangs on it. */
export const ZCompetitionDeleteResultSchema = z.object({ ok: z.literal(true), archived: z.boolean() });

/** A competition in the user's list, with whether the Register button shows now. */
export const ACCESS_REFUSALS = [
  'DISCORD_REQUIRED',
  'REGISTRATION_REQUIRED',
  'REGISTRATION_PENDING',
  'REGISTRATION_REJECTED',
  'FINALS_INVITATION_REQUIRED',
  // A warm-up lets in whoever the eligibility rule lets in (its closed registration aside).
  'NOT_A_COMPETITOR',
  'ROLE_REQUIRED',
  'AGE_BELOW_MIN',
  'AGE_ABOVE_MAX',
  'CATEGORY_NOT_ALLOWED',
] as const;
export type AccessRefusal = (typeof ACCESS_REFUSALS)[number];
/**
 * A competition in the user's list, with whether the Register button shows now, the user's own
 * registration status (null: not registered) and why Access would be refused (null: it is not).
 */
export const ZListedCompetitionSchema = ZPlayerCompetitionSchema.extend({
  registration_open: z.boolean(),
  registration_status: z.enum(REGISTRATION_STATUSES).nullable(),
  /** Why registering would be refused now, in the eligibility rule's order (empty: it would not). */
  eligibility_reasons: z.array(z.enum(ELIGIBILITY_REASONS)),
  access_refusal: z.enum(ACCESS_REFUSALS).nullable(),
});

/** Spec section 3, Competition registration: the competitor profile as it was when registering. */
export const ZRegistrationSchema = z.object({
  id: z.number().int(),
  status: z.enum(REGISTRATION_STATUSES),
  first_name: z.string(),
  last_name: z.string(),
  gender: textEnum(GENDERS),
  date_of_birth: z.iso.date(),
  institution: ZInstitutionRefSchema.nullable(),
  institution_name: z.string().nullable(),
  user: ZUserRefSchema,
  created_at: ZInstantSchema,
  decided_at: ZInstantSchema.nullable(),
});
export const ZOwnRegistrationSchema = z.object({ registration: ZRegistrationSchema.nullable() });

/** POST /competitions/{slug}/ctfd: the link an eligible user opens in a new tab. */
export const ZCtfdLinkSchema = z.object({ url: z.string() });

const attendanceFields = {
  status: z.enum(INVITATION_STATUSES),
  hotel_day1: z.boolean(),
  hotel_day2: z.boolean(),
  travel_compensation: z.boolean(),
  excuse_note: z.boolean(),
  invitation_expires_at: ZInstantSchema,
  responded_at: ZInstantSchema.nullable(),
};

/** Spec section 3, Finalist. */
export const ZFinalistSchema = z.object({
  user: ZUserRefSchema,
  /** From the current competitor profile (null without one): what hotel and travel planning needs. */
  full_name: z.string().nullable(),
  institution: z.string().nullable(),
  city: z.string().nullable(),
  shirt_size: z.string().nullable(),
  ...attendanceFields,
});

export const ZFinalistInviteResultSchema = z.object({
  added_count: z.number().int().min(0),
  /** Addresses that belong to no user. */
  not_found: z.array(z.string()),
  /** Addresses of users who already had an invitation. */
  already_invited: z.array(z.string()),
  /**
   * Addresses not invited: an unverified address (always), or a user who is neither an accepted
   * competitor nor an accepted registrant (unless the organizer overrode it).
   */
  not_eligible: z.array(z.string()),
});

/** The invitee's view: an unanswered invitation past its expiry is `expired`. */
export const ZInvitationSchema = z.object({ ...attendanceFields, expired: z.boolean() });
export const ZOwnInvitationSchema = z.object({
  competition: z.object({ name: z.string(), slug: z.string() }),
  invitation: ZInvitationSchema.nullable(),
});

export const ZResultRowSchema = z.object({ place: z.number().int(), username: z.string(), score: z.number() });
/**
 * Why a CTFd scoreboard row is not in the imported results: the account was made in CTFd itself (no
 * oauth_id), its platform account no longer exists, or a team lists no players.
 */
export const ZCtfdLeftOutReasonSchema = z.enum(['notFromPlatform', 'accountGone', 'noMembers']);
export type TCtfdLeftOutReason = z.output<typeof ZCtfdLeftOutReasonSchema>;
export const ZOrganizerResultsSchema = z.object({
  published: z.boolean(),
  /** Whether the public page /rezultati/{slug} may show them (the competition is not private). */
  public: z.boolean(),
  /** The competition's CTFd client has an API token: its scoreboard can be imported. */
  ctfd_import: z.boolean(),
  /** The categories of the competition's season (the table's filter). */
  categories: z.array(ZSeasonCategorySchema),
  /** Each row with its person's category codes now (none: no account or no accepted application). */
  rows: z.array(ZResultRowSchema.extend({ categories: z.array(z.string()) })),
});
const ZResultChangeSchema = z.object({
  username: z.string(),
  before: z.object({ place: z.number().int(), score: z.number().int() }),
  after: z.object({ place: z.number().int(), score: z.number().int() }),
});
export const ZResultsPreviewSchema = z.object({
  rows: z.array(ZResultRowSchema),
  errors: z.array(
    z.object({
      line: z.number().int(),
      problem: z.enum(['placeInvalid', 'usernameMissing', 'scoreInvalid', 'positionInvalid']),
    }),
  ),
  /** The separator the file was read with. */
  separator: z.enum([',', ';', '\t']),
  /** Names in the file that are no platform account: published as written, listed before publishing. */
  unknown: z.array(z.string()),
  /** What publishing would change in the stored results; null when nothing is stored. */
  diff: z
    .object({
      added: z.array(ZResultRowSchema),
      removed: z.array(ZResultRowSchema),
      changed: z.array(ZResultChangeSchema),
      unchanged: z.number().int(),
    })
    .nullable(),
  /** Identifies the stored results this preview compared with: sent back to publish over them. */
  current_digest: z.string().nullable(),
  /**
   * From a CTFd import: the file the platform built (publish it like an upload; places by standard
   * competition ranking over the rows kept) and the CTFd rows left out.
   */
  ctfd: z
    .object({
      csv: z.string(),
      /** Left out, in CTFd's order: `place` is CTFd's; `team` the team of a member left out (teams mode). */
      unmatched: z.array(
        z.object({
          place: z.number().int(),
          name: z.string(),
          team: z.string().nullable(),
          score: z.number(),
          reason: ZCtfdLeftOutReasonSchema,
        }),
      ),
    })
    .optional(),
});
export const ZResultsPublishedCountSchema = z.object({ published: z.number().int() });
/** The public results page; `published_at` null (and no rows) when nothing is published. */
export const ZPublishedResultsSchema = z.object({
  name: z.string(),
  /** Null while the competition's results are not published (rows then empty). */
  published_at: ZInstantSchema.nullable(),
  /** The competition's season: the results pages group by it, and its categories filter them. */
  season: ZSeasonRefSchema,
  categories: z.array(ZSeasonCategorySchema),
  /** The category asked for (its rows only, each with its place within it); null: everyone. */
  category: z.string().nullable(),
  rows: z.array(ZResultRowSchema.extend({ category_place: z.number().int().optional() })),
});
/**
 * The public results index (/rezultati): seasons newest first, each with its public competitions
 * whose results are published (the latest start first) and the season's categories.
 */
export const ZResultsBySeasonSchema = z.array(
  ZSeasonRefSchema.extend({
    categories: z.array(ZSeasonCategorySchema),
    competitions: z.array(
      z.object({ slug: z.string(), name: z.string(), published_at: ZInstantSchema, entries: z.number().int() }),
    ),
  }),
);
