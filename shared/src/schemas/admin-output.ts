import { z } from 'zod';
import { ROLES } from '../constants';
import { ZAuditEntrySchema, ZInstantSchema, ZUserRefSchema, pagedSchema } from './common-output';
import { ZCompetitorApplicationViewSchema, ZInstitutionSearchResultSchema } from './competitor-output';
import { listedCategories } from './person-categories';

/** A user in the admin area (spec section 3, User). */
export const ZAdminUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  email_verified_at: ZInstantSchema.nullable(),
  roles: z.array(z.enum(ROLES)),
  created_at: ZInstantSchema,
  /** Since when the user may not sign in (null: not suspended). */
  suspended_at: ZInstantSchema.nullable(),
  /** Sent back with an edit: a save over a newer version is refused (EDIT_CONFLICT). */
  version: z.number().int(),
  /**
   * After an e-mail change: the CTFd instances this user plays on that have no API token, so the
   * new address must be changed there by hand (README, Connecting CTFd).
   */
  ctfd_manual: z.array(z.string()).optional(),
});
export const ZAdminUserPageSchema = pagedSchema(ZAdminUserSchema.extend(listedCategories));
const ZLinkedAccountSchema = z.object({ username: z.string(), linked_at: ZInstantSchema }).nullable();
export const ZAdminUserDetailsSchema = z.object({
  user: ZAdminUserSchema,
  /** When the account was brought over from the previous platform (null: registered here). */
  imported_at: ZInstantSchema.nullable(),
  audit: z.array(ZAuditEntrySchema),
  /** Devices signed in (sessions that have not expired). */
  signed_in: z.object({ count: z.number().int(), last_at: ZInstantSchema.nullable() }),
  linked: z.object({ discord: ZLinkedAccountSchema, github: ZLinkedAccountSchema }),
  /** The current competitor application, if any. */
  competitor: z
    .object({ id: z.number().int(), status: z.enum(['pending', 'accepted', 'rejected']), ctf_team: z.boolean() })
    .nullable(),
});
/** What erasing a user removes with them (the delete confirmation lists it). */
export const ZUserErasurePreviewSchema = z.object({
  applications: z.number().int(),
  registrations: z.number().int(),
  invitations: z.number().int(),
  results: z.number().int(),
});

/** An institution with every field (spec section 3, Institution): admins only. */
export const ZInstitutionSchema = ZInstitutionSearchResultSchema.extend({
  contact_email: z.string().nullable(),
  notes: z.string().nullable(),
  created_at: ZInstantSchema,
  version: z.number().int(),
});
export const ZInstitutionPageSchema = pagedSchema(ZInstitutionSchema);

/** The institution list for any signed-in user: contact_email, notes and created_at only for admins. */
export const ZInstitutionListItemSchema = ZInstitutionSchema.partial({
  contact_email: true,
  notes: true,
  created_at: true,
  version: true,
});
export const ZInstitutionListPageSchema = pagedSchema(ZInstitutionListItemSchema);

/** An application as the admin sees it: the applicant's view, plus who applied. */
export const ZAdminCompetitorSchema = ZCompetitorApplicationViewSchema.extend({
  full_name: z.string(),
  user: ZUserRefSchema,
  version: z.number().int(),
});
export const ZAdminCompetitorPageSchema = pagedSchema(ZAdminCompetitorSchema.extend(listedCategories));
/** A Discord account the competitor linked: bound to them until an admin releases it. */
export const ZDiscordBindingSchema = z.object({
  discord_id: z.string(),
  username: z.string(),
  first_linked_at: ZInstantSchema,
  last_linked_at: ZInstantSchema,
  released_at: ZInstantSchema.nullable(),
  is_current: z.boolean(),
});
export type TDiscordBinding = z.infer<typeof ZDiscordBindingSchema>;

export const ZAdminCompetitorDetailsSchema = z.object({
  competitor: ZAdminCompetitorSchema,
  audit: z.array(ZAuditEntrySchema),
  discord_history: z.array(ZDiscordBindingSchema),
});

/**
 * What linking a typed-in school would do: how many current applications take the institution, and
 * each CTFd (with an API token) where some of those players are moved to the school's team, with its
 * competition and whether it is running now.
 */
export const ZTypedSchoolMovesSchema = z.object({
  players: z.number().int(),
  ctfds: z.array(
    z.object({
      name: z.string(),
      players: z.number().int(),
      competition: z.string().nullable(),
      running: z.boolean(),
    }),
  ),
});
export type TTypedSchoolMoves = z.infer<typeof ZTypedSchoolMovesSchema>;

export const ZAdminStatsSchema = z.object({
  users: z.number().int(),
  verified_users: z.number().int(),
  pending_applications: z.number().int(),
  team_size: z.number().int(),
  institutions: z.number().int(),
  /** The mail queue: messages waiting to be sent, and how long the oldest has waited. */
  mail_queue: z.object({ depth: z.number().int(), oldest_age_seconds: z.number().nullable() }),
});

/** A registered CTFd instance, never with its secret; `competition_slug` null is the playground. */
export const ZCtfdClientSchema = z.object({
  client_id: z.string(),
  name: z.string(),
  redirect_uri: z.string(),
  competition_slug: z.string().nullable(),
  created_at: ZInstantSchema,
  /** CTFd's address for its REST API, and when its admin token was stored (the token is never shown). */
  api_url: z.string().nullable(),
  api_connected_at: ZInstantSchema.nullable(),
});

/** One application's outcome in a bulk decision: decided, or why not (code and translated message). */
export const ZBulkDecisionResultSchema = z.object({
  results: z.array(
    z.object({
      id: z.number().int(),
      ok: z.boolean(),
      code: z.string().optional(),
      message: z.string().optional(),
      full_name: z.string().optional(),
    }),
  ),
});
export type TBulkDecisionResult = z.infer<typeof ZBulkDecisionResultSchema>;

/** One audit entry on the audit page: who, what, which record (named even after it is erased). */
export const ZAuditPageEntrySchema = ZAuditEntrySchema.extend({
  actor_id: z.number().int().nullable(),
  target_type: z.string(),
  target_id: z.number().int(),
  target_label: z.string().nullable(),
});
export const ZAuditPageSchema = pagedSchema(ZAuditPageEntrySchema);
export const ZInstitutionMergeResultSchema = z.object({
  kept_id: z.number().int(),
  moved_applications: z.number().int(),
  moved_registrations: z.number().int(),
});
