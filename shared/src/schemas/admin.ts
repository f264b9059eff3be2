import { z } from 'zod';
import { zId, zIdCoerced, zName, zText } from './primitives';
import { ROLES } from '../constants';
import { GENDERS, INSTITUTION_TYPES, REGIONS } from './competitor';
import { ZEmailSchema } from './auth';
import { ZVersionSchema } from './common';
import { categoryListFilters } from './person-categories';

export const USER_PAGE_SIZES = [1, 10, 25, 50, 100] as const;
export const LIST_PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;

// Up to the last page of ten million rows at one per page.
const page = z.coerce.number().int().min(1).max(10_000_000).default(1);
const perPage = (sizes: readonly number[]) =>
  z.coerce
    .number()
    .int()
    .refine((n) => sizes.includes(n), 'pageSizeInvalid')
    .default(DEFAULT_PAGE_SIZE);
const sortDirection = z.enum(['asc', 'desc']).default('asc');
const search = zText().trim().max(100).default('');

export const USER_SORTS = ['id', 'username', 'email', 'created_at'] as const;
export const USER_VERIFIED_FILTERS = ['yes', 'no'] as const;
/** Suspended accounts only ("yes") or active ones only ("no"). */
export const USER_SUSPENDED_FILTERS = ['yes', 'no'] as const;
export const ZUserListSchema = z
  .object({
    page,
    per_page: perPage(USER_PAGE_SIZES),
    search,
    role: z.enum(ROLES).optional(),
    verified: z.enum(USER_VERIFIED_FILTERS).optional(),
    suspended: z.enum(USER_SUSPENDED_FILTERS).optional(),
    ...categoryListFilters,
    sort: z.enum(USER_SORTS).default('id'),
    direction: sortDirection,
  })
  .strict();
export type TUserListInput = z.input<typeof ZUserListSchema>;
export type TUserListQuery = z.output<typeof ZUserListSchema>;

export const ZIdSchema = z.object({ id: zIdCoerced() }).strict();

/** An edit changes exactly the fields it names: the e-mail, the roles, or both. */
export const ZUserUpdateSchema = z
  .object({
    id: zId(),
    email: ZEmailSchema.optional(),
    roles: z.array(z.enum(ROLES)).max(ROLES.length).optional(),
    /** The version the form loaded; when sent, a save over a newer one is refused (EDIT_CONFLICT). */
    version: ZVersionSchema.optional(),
  })
  .strict();
export type TUserUpdateInput = z.input<typeof ZUserUpdateSchema>;

export const INSTITUTION_SORTS = ['id', 'name', 'type', 'city'] as const;
export const ZInstitutionListSchema = z
  .object({
    page,
    per_page: perPage(LIST_PAGE_SIZES),
    search,
    sort: z.enum(INSTITUTION_SORTS).default('name'),
    direction: sortDirection,
  })
  .strict();
export type TInstitutionListInput = z.input<typeof ZInstitutionListSchema>;
export type TInstitutionListQuery = z.output<typeof ZInstitutionListSchema>;

const institutionFields = {
  name: zName().trim().min(2, 'institutionNameMinLength').max(200, 'institutionNameMaxLength'),
  city: zName().trim().min(1, 'cityRequired').max(100, 'cityMaxLength'),
  region: z.enum(REGIONS, 'regionRequired'),
  type: z.enum(INSTITUTION_TYPES, 'typeRequired'),
  /** Optional (decisions: the 85 seeded institutions came without one): empty is stored as null. */
  contact_email: zText()
    .trim()
    .refine((value) => value === '' || ZEmailSchema.safeParse(value).success, 'emailInvalid')
    .transform((value) => value || null)
    .nullable(),
  notes: zText().trim().max(2000, 'notesMaxLength'),
};

/** The institution form (create and edit). */
export const ZInstitutionFormSchema = z
  .object({ ...institutionFields, notes: institutionFields.notes.default('') })
  .strict();
export type TInstitutionFormInput = z.input<typeof ZInstitutionFormSchema>;
export type TInstitutionFormValues = z.output<typeof ZInstitutionFormSchema>;

export const ZInstitutionCreateSchema = ZInstitutionFormSchema;
/** Only the fields sent change (no defaults here: zod 4 applies them inside `.partial()`). */
export const ZInstitutionUpdateSchema = z
  .object(institutionFields)
  .partial()
  .extend({ id: zId(), version: ZVersionSchema.optional() })
  .strict();

export const COMPETITOR_TABS = ['all', 'ctf-team', 'pending', 'rejected'] as const;
export type CompetitorTab = (typeof COMPETITOR_TABS)[number];
export const COMPETITOR_SORTS = [
  'id',
  'name',
  'username',
  'email',
  'ctf_team',
  'created_at',
  'joined_team_at',
] as const;
/** Filters of the competitor lists (and their CSV): the applicant's institution, its region, the applicant's gender. */
export const competitorFilters = {
  institution_id: zIdCoerced().optional(),
  region: z.enum(REGIONS).optional(),
  gender: z.enum(GENDERS).optional(),
};
export const ZCompetitorListSchema = z
  .object({
    tab: z.enum(COMPETITOR_TABS).default('all'),
    page,
    per_page: perPage(LIST_PAGE_SIZES),
    search,
    sort: z.enum(COMPETITOR_SORTS).default('created_at'),
    direction: sortDirection,
    ...competitorFilters,
    ...categoryListFilters,
  })
  .strict();
export type TCompetitorListInput = z.input<typeof ZCompetitorListSchema>;
export type TCompetitorListQuery = z.output<typeof ZCompetitorListSchema>;

export const ZCompetitorRejectSchema = z
  .object({ id: zId(), message: zText().trim().max(1000, 'reasonMaxLength').default('') })
  .strict();
export const ZCompetitorInstitutionUpdateSchema = z
  .object({
    id: zId(),
    institution_id: zId(),
    version: ZVersionSchema.optional(),
  })
  .strict();

/** Links the school a competitor typed in to a listed institution, for everyone who typed that name. */
export const ZLinkTypedSchoolSchema = z
  .object({
    id: zId(),
    institution_id: zId(),
    /**
     * The admin confirms moving players between CTFd teams while a competition of that CTFd is
     * running (CTFd deletes a moved player's solves); without it such a link is refused.
     */
    confirm_running: z.boolean().optional(),
  })
  .strict();

/** Every paged list answers `{ data, meta }`. */
export interface PagedResult<T> {
  data: T[];
  meta: { total: number; page: number; per_page: number; page_count: number; estimated?: boolean };
}

export const ZDiscordReleaseSchema = z.object({ id: zId(), discord_id: zText().trim().min(1).max(64) }).strict();

/** Takes an accepted competitor's acceptance back (the application becomes rejected; they may apply again). */
export const ZCompetitorRevokeSchema = z
  .object({
    id: zId(),
    message: zText().trim().max(1000, 'reasonMaxLength').default(''),
    version: ZVersionSchema.optional(),
  })
  .strict();
/** An accepted competitor leaves or joins the CTF team. */
export const ZCompetitorTeamSchema = z
  .object({ id: zId(), ctf_team: z.boolean(), version: ZVersionSchema.optional() })
  .strict();
/** Accept or reject many pending applications at once (sent in small batches, so progress can be shown). */
export const BULK_DECISION_MAX = 50;
export const ZCompetitorBulkDecisionSchema = z
  .object({
    ids: z.array(zId()).min(1).max(BULK_DECISION_MAX),
    outcome: z.enum(['accepted', 'rejected']),
    message: zText().trim().max(1000, 'reasonMaxLength').default(''),
  })
  .strict();
export type TCompetitorBulkDecisionInput = z.input<typeof ZCompetitorBulkDecisionSchema>;

export const AUDIT_TARGET_TYPES = [
  'user',
  'competitor',
  'institution',
  'competition',
  'season',
  'season_category',
  'roster',
  'data',
] as const;
const day = z.iso.date();
/** The audit page: newest first, filtered by actor (username), target, action and Belgrade dates, searched. */
export const ZAuditListSchema = z
  .object({
    page,
    per_page: perPage(LIST_PAGE_SIZES),
    search,
    actor: zText().trim().max(100).optional(),
    target_type: z.enum(AUDIT_TARGET_TYPES).optional(),
    target_id: zIdCoerced().optional(),
    action: zText().trim().max(60).optional(),
    from: day.optional(),
    to: day.optional(),
  })
  .strict();
export type TAuditListInput = z.input<typeof ZAuditListSchema>;
export type TAuditListQuery = z.output<typeof ZAuditListSchema>;

/** Merge two duplicate institutions: everything naming `remove_id` moves to `keep_id`, then it is deleted. */
export const ZInstitutionMergeSchema = z.object({ keep_id: zId(), remove_id: zId() }).strict();
