import { z } from 'zod';
import { zId, zName, zText } from './primitives';

export const REGIONS = [
  'beograd',
  'juzno_istocna_srbija',
  'kosovo_i_metohija',
  'sumadija_i_zapadna_srbija',
  'vojvodina',
  'other',
] as const;
export type Region = (typeof REGIONS)[number];
export const INSTITUTION_TYPES = [
  'high_school',
  'higher_education',
  'university',
  'elementary_school',
  'company',
  'other',
] as const;
export type InstitutionType = (typeof INSTITUTION_TYPES)[number];
export const SHIRT_SIZES = ['S', 'M', 'L', 'XL', 'XXL', 'XXXL', 'XXXXL'] as const;
export type ShirtSize = (typeof SHIRT_SIZES)[number];
export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];
export const COMPETITOR_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type CompetitorStatus = (typeof COMPETITOR_STATUSES)[number];

export const MINIMUM_AGE = 13;
/** Below this age a parent or guardian must agree to the application (Serbian data protection law). */
export const GUARDIAN_CONSENT_AGE = 15;
export const NAME_MIN_LENGTH = 2;
export const INSTITUTION_NAME_MIN_LENGTH = 2;

/** Whole years between a YYYY-MM-DD birth date and `today` (a birthday counts on its day). */
export function ageOn(dateOfBirth: string, today: Date): number {
  const [year, month, day] = dateOfBirth.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - year;
  const beforeBirthday =
    today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Whether an applicant born on this (valid, YYYY-MM-DD) day needs a guardian's consent on `today`. */
export function needsGuardianConsent(dateOfBirth: string, today: Date): boolean {
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(dateOfBirth) &&
    isRealDate(dateOfBirth) &&
    ageOn(dateOfBirth, today) < GUARDIAN_CONSENT_AGE
  );
}

/** An applicant under 15 on the day of applying must have a parent's or guardian's consent. */
function guardianRule(value: { date_of_birth: string; guardian_consent: boolean }, ctx: z.RefinementCtx) {
  if (!value.guardian_consent && needsGuardianConsent(value.date_of_birth, new Date())) {
    ctx.addIssue({ code: 'custom', path: ['guardian_consent'], message: 'guardianConsentRequired' });
  }
}

const trimmedName = zName().trim().min(NAME_MIN_LENGTH, 'nameMinLength').max(100, 'nameMaxLength');

/** Step 1 of the wizard: who the competitor is. */
export const ZCompetitorPersonSchema = z.object({
  first_name: trimmedName,
  last_name: trimmedName,
  gender: z.enum(GENDERS, 'genderRequired'),
  date_of_birth: zText()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'dateOfBirthInvalid')
    .refine(isRealDate, 'dateOfBirthInvalid')
    .refine((value) => value >= '1900-01-01' && new Date(`${value}T00:00:00Z`) <= new Date(), 'dateOfBirthInvalid')
    .refine((value) => ageOn(value, new Date()) >= MINIMUM_AGE, 'ageMinimum'),
  permanent_residence: zName().trim().min(1, 'residenceRequired').max(200, 'residenceMaxLength'),
  /** A parent or guardian agreed (required, and recorded, only for applicants under 15). */
  guardian_consent: z.boolean().default(false),
  /** The school's mentors may see the competitor's progress (under 15: answered by the guardian). */
  mentor_consent: z.boolean().default(false),
});

/** Step 1 as the wizard checks it: the person, with the guardian's consent rule. */
export const ZCompetitorPersonStepSchema = ZCompetitorPersonSchema.superRefine(guardianRule);

/**
 * Step 2: where they study or work, and their shirt size. One of institution_id or institution_name
 * (spec section 3): the other may be null or left out.
 */
export const ZCompetitorInstitutionSchema = z.object({
  institution_id: zId().nullable().default(null),
  institution_name: zName().trim().max(200, 'institutionNameMaxLength').nullable().default(null),
  shirt_size: z.enum(SHIRT_SIZES, 'shirtSizeRequired'),
});

export const ZCompetitorApplicationSchema = ZCompetitorPersonSchema.extend(ZCompetitorInstitutionSchema.shape)
  .strict()
  .superRefine((value, ctx) => {
    if (value.institution_id === null) {
      if (!value.institution_name || value.institution_name.length < INSTITUTION_NAME_MIN_LENGTH) {
        ctx.addIssue({
          code: 'custom',
          path: ['institution_name'],
          message: value.institution_name ? 'institutionNameMinLength' : 'institutionRequired',
        });
      }
    } else if (value.institution_name) {
      ctx.addIssue({ code: 'custom', path: ['institution_name'], message: 'institutionEitherOr' });
    }
    guardianRule(value, ctx);
  });
export type TCompetitorApplicationInput = z.input<typeof ZCompetitorApplicationSchema>;
export type TCompetitorApplication = z.output<typeof ZCompetitorApplicationSchema>;

export const ZCompetitorUpdateSchema = z.object({ ctf_team: z.boolean() }).strict();

export const ZInstitutionSearchSchema = z
  .object({ query: zText().trim().max(100), limit: z.number().int().min(1).max(50).default(20) })
  .strict();
