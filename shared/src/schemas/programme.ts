import { z } from 'zod';
import { ROLES } from '../constants';
import { SCHOOL_LEVELS } from '../programme/categories';
import { ZVersionSchema } from './common';
import { zId, zName, zText } from './primitives';

/** Same as a competition's slug: lowercase letters, digits and hyphens. */
const CODE_PATTERN = /^[a-z0-9-]+$/;

export { SCHOOL_LEVELS, type SchoolLevel } from '../programme/categories';

/** Why a person may not register for (or enter) a competition, as stable codes, in this order. */
export const ELIGIBILITY_REASONS = [
  'NOT_A_COMPETITOR',
  'DISCORD_REQUIRED',
  'ROLE_REQUIRED',
  'AGE_BELOW_MIN',
  'AGE_ABOVE_MAX',
  'CATEGORY_NOT_ALLOWED',
  'REGISTRATION_CLOSED',
] as const;
export type EligibilityReason = (typeof ELIGIBILITY_REASONS)[number];

/** `GET /api/competitions/{slug}/eligibility/@me`. */
export const ZEligibilitySchema = z.object({
  eligible: z.boolean(),
  categories: z.array(z.string()),
  reasons: z.array(z.enum(ELIGIBILITY_REASONS)),
});
export type Eligibility = z.infer<typeof ZEligibilitySchema>;

/** A whole number of years, or null for an open bound. */
export const zAge = () =>
  z.number('ageInvalid').int('ageInvalid').min(0, 'ageInvalid').max(150, 'ageInvalid').nullable();
/** A calendar date, `YYYY-MM-DD`. */
export const zCalendarDate = () => z.iso.date('dateInvalid');

/** The season's name: a year ("2026") or any short label ("2026/27"). */
export const ZSeasonNameSchema = zName().trim().min(1, 'seasonNameRequired').max(50, 'seasonNameMaxLength');

export const ZSeasonCreateSchema = z.object({ name: ZSeasonNameSchema }).strict();
export const ZSeasonUpdateSchema = z
  .object({ id: zId(), name: ZSeasonNameSchema, version: ZVersionSchema.optional() })
  .strict();

export const ZCategoryCodeSchema = zText()
  .trim()
  .min(1, 'categoryCodeRequired')
  .max(40, 'categoryCodeMaxLength')
  .regex(CODE_PATTERN, 'slugInvalid');

const ageWindowInOrder = (value: { age_min?: number | null; age_max?: number | null }, ctx: z.RefinementCtx) => {
  if (value.age_min != null && value.age_max != null && value.age_min > value.age_max)
    ctx.addIssue({ code: 'custom', path: ['age_max'], message: 'ageMaxBelowMin' });
};

const categoryFields = {
  code: ZCategoryCodeSchema,
  name: zName().trim().min(1, 'categoryNameRequired').max(100, 'categoryNameMaxLength'),
  age_min: zAge(),
  age_max: zAge(),
  reference_date: zCalendarDate(),
  school_levels: z.array(z.enum(SCHOOL_LEVELS)).max(SCHOOL_LEVELS.length).default([]),
  required_role: z.enum(ROLES).nullable().default(null),
};

export const ZCategoryCreateSchema = z
  .object({ season_id: zId(), ...categoryFields })
  .strict()
  .superRefine(ageWindowInOrder);
export type TCategoryCreateInput = z.input<typeof ZCategoryCreateSchema>;
export type TCategoryCreateOutput = z.output<typeof ZCategoryCreateSchema>;

/** Editing a category: only the fields sent change; the code stays (quotas and filters name it). */
export const ZCategoryUpdateSchema = z
  .object({
    id: zId(),
    version: ZVersionSchema.optional(),
    name: categoryFields.name.optional(),
    age_min: zAge().optional(),
    age_max: zAge().optional(),
    reference_date: zCalendarDate().optional(),
    school_levels: z.array(z.enum(SCHOOL_LEVELS)).max(SCHOOL_LEVELS.length).optional(),
    required_role: z.enum(ROLES).nullable().optional(),
  })
  .strict()
  .superRefine(ageWindowInOrder);
export type TCategoryUpdateInput = z.input<typeof ZCategoryUpdateSchema>;
export type TCategoryUpdateOutput = z.output<typeof ZCategoryUpdateSchema>;

/** A season or a category named by its id (deleting it). */
export const ZProgrammeIdSchema = z.object({ id: zId() }).strict();

/** One place up or down in the season's order of categories. */
export const CATEGORY_MOVES = ['up', 'down'] as const;
export const ZCategoryMoveSchema = z.object({ id: zId(), direction: z.enum(CATEGORY_MOVES) }).strict();

/** A season's category as everyone reads it. */
export const ZCategorySchema = z.object({
  id: z.number().int(),
  season_id: z.number().int(),
  code: z.string(),
  name: z.string(),
  position: z.number().int(),
  age_min: z.number().int().nullable(),
  age_max: z.number().int().nullable(),
  reference_date: z.iso.date(),
  school_levels: z.array(z.enum(SCHOOL_LEVELS)),
  required_role: z.string().nullable(),
  version: z.number().int(),
});
export type Category = z.infer<typeof ZCategorySchema>;

export const ZSeasonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  version: z.number().int(),
  competitions: z.number().int(),
  categories: z.array(ZCategorySchema),
});
export type Season = z.infer<typeof ZSeasonSchema>;

/**
 * A competition's eligibility, as the organizer sets it: the age window in whole years on the
 * reference date (null: the competition's start day), the allowed categories of its season (empty:
 * any), and whether an accepted competitor application is needed (else a pending one is enough).
 */
export const competitionEligibilityFields = {
  season_id: zId(),
  age_min: zAge(),
  age_max: zAge(),
  age_reference_date: zCalendarDate().nullable(),
  allowed_categories: z.array(ZCategoryCodeSchema).max(50),
  requires_accepted_competitor: z.boolean(),
};
/** A competition's eligibility columns: the organizer's form fields and the columns an answer reads. */
export const COMPETITION_ELIGIBILITY_FIELDS = [
  'season_id',
  'age_min',
  'age_max',
  'age_reference_date',
  'allowed_categories',
  'requires_accepted_competitor',
] as const satisfies readonly (keyof typeof competitionEligibilityFields)[];
export { ageWindowInOrder };
