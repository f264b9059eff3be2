import { z } from 'zod';
import { ZInstantSchema, textEnum } from './common-output';
import { COMPETITOR_STATUSES, GENDERS, INSTITUTION_TYPES, REGIONS, SHIRT_SIZES } from './competitor';

/** An institution as an application or a registration names it. */
export const ZInstitutionRefSchema = z.object({ id: z.number().int(), name: z.string(), city: z.string() });

/** A competitor application as its applicant sees it (spec section 3, Competitor). */
export const ZCompetitorApplicationViewSchema = z.object({
  id: z.number().int(),
  status: z.enum(COMPETITOR_STATUSES),
  first_name: z.string(),
  last_name: z.string(),
  gender: z.enum(GENDERS),
  date_of_birth: z.iso.date(),
  permanent_residence: z.string(),
  shirt_size: textEnum(SHIRT_SIZES),
  institution: ZInstitutionRefSchema.nullable(),
  /** The hand-typed name when no institution from the list was chosen. */
  institution_name: z.string().nullable(),
  ctf_team: z.boolean(),
  rejection_reason: z.string().nullable(),
  created_at: ZInstantSchema,
  decided_at: ZInstantSchema.nullable(),
  joined_team_at: ZInstantSchema.nullable(),
  /** When a parent or guardian agreed (applicants under 15 only). */
  guardian_consent_at: ZInstantSchema.nullable(),
  /** The school's mentors may see the competitor's progress (counts under 15 only with the guardian's consent). */
  mentor_consent: z.boolean(),
});

/** The answer to a change of the user's own application: its status and the application. */
export const ZCompetitorChangeSchema = z.object({
  status: z.enum(COMPETITOR_STATUSES),
  application: ZCompetitorApplicationViewSchema,
});

/** The signed-in user's competitor state: none, or the current application and its status. */
export const ZOwnCompetitorSchema = z.object({
  status: z.enum(['none', ...COMPETITOR_STATUSES]),
  application: ZCompetitorApplicationViewSchema.nullable(),
});

/** An institution found by the application's search. */
export const ZInstitutionSearchResultSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.string(),
  region: textEnum(REGIONS),
  type: textEnum(INSTITUTION_TYPES),
});
