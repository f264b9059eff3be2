import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  STAGES,
  VISIBILITIES,
  ZCompetitionCreateSchema,
  type Stage,
  type TCompetitionCreateInput,
  type Visibility,
} from '@ctf/shared/schemas/competition';
import { COMPETITION_ELIGIBILITY_FIELDS } from '@ctf/shared/schemas/programme';
import type { Competition } from '../competitions/types';
import { fromDateTimeInput, toDateTimeInput } from './belgrade-time';

export const DATE_FIELDS = ['starts_at', 'ends_at', 'registration_starts_at', 'registration_ends_at'] as const;
export type DateField = (typeof DATE_FIELDS)[number];

/** What the form's inputs hold: text everywhere, dates as datetime-local values in Belgrade time. */
export interface CompetitionFormValues extends Record<DateField, string> {
  name: string;
  slug: string;
  visibility: Visibility;
  stage: Stage;
  required_role: string;
  ctfd_url: string;
  /** A season's id; '' (new competitions only): the season of the start year, which the server picks. */
  season_id: string;
  /** Whole years as typed; '' for no limit. */
  age_min: string;
  age_max: string;
  /** YYYY-MM-DD (or what was typed); '' for the competition's start day. */
  age_reference_date: string;
  /** Category codes of the season; none: any. */
  allowed_categories: string[];
  requires_accepted_competitor: boolean;
}

export const ELIGIBILITY_FIELDS = COMPETITION_ELIGIBILITY_FIELDS satisfies readonly (keyof CompetitionFormValues)[];

export const FORM_FIELDS = [
  'name',
  'slug',
  'visibility',
  'stage',
  'required_role',
  ...DATE_FIELDS,
  'ctfd_url',
  ...ELIGIBILITY_FIELDS,
] as const satisfies readonly (keyof CompetitionFormValues)[];

/** Issue 31: an accepted competitor application is needed everywhere but in a warm-up (its default). */
export const requiresAcceptedCompetitorIn = (stage: Stage) => stage !== 'warmup';

/** Spec section 4: a new competition starts as a private warm-up. */
export const NEW_COMPETITION: CompetitionFormValues = {
  name: '',
  slug: '',
  visibility: 'private',
  stage: 'warmup',
  required_role: '',
  starts_at: '',
  ends_at: '',
  registration_starts_at: '',
  registration_ends_at: '',
  ctfd_url: '',
  season_id: '',
  age_min: '',
  age_max: '',
  age_reference_date: '',
  allowed_categories: [],
  requires_accepted_competitor: requiresAcceptedCompetitorIn('warmup'),
};

export function formValuesOf(competition: Competition): CompetitionFormValues {
  return {
    name: competition.name,
    slug: competition.slug,
    visibility: competition.visibility,
    stage: competition.stage,
    required_role: competition.required_role ?? '',
    starts_at: toDateTimeInput(competition.starts_at),
    ends_at: toDateTimeInput(competition.ends_at),
    registration_starts_at: toDateTimeInput(competition.registration_starts_at),
    registration_ends_at: toDateTimeInput(competition.registration_ends_at),
    ctfd_url: competition.ctfd_url ?? '',
    season_id: String(competition.season_id),
    age_min: competition.age_min?.toString() ?? '',
    age_max: competition.age_max?.toString() ?? '',
    age_reference_date: competition.age_reference_date ?? '',
    allowed_categories: [...competition.allowed_categories],
    requires_accepted_competitor: competition.requires_accepted_competitor,
  };
}

/** An age as typed: '' is no limit; anything else goes as a number for the schema to judge (NaN too). */
const ageOf = (text: string) => (text.trim() === '' ? null : Number(text.trim()));

/**
 * Spec section 5: empty dates go as null, dates as ISO timestamps; the server's schema then trims
 * the required role (blank becomes null) and checks everything else, in the browser as on the server.
 * Issue 31: no season chosen is left out (the server takes the start year's), empty ages and an empty
 * reference date go as null.
 */
export function toCompetitionInput({ season_id, ...values }: CompetitionFormValues): TCompetitionCreateInput {
  return {
    ...values,
    slug: values.slug.trim(),
    ctfd_url: values.ctfd_url.trim(),
    starts_at: fromDateTimeInput(values.starts_at),
    ends_at: fromDateTimeInput(values.ends_at),
    registration_starts_at: fromDateTimeInput(values.registration_starts_at),
    registration_ends_at: fromDateTimeInput(values.registration_ends_at),
    ...(season_id !== '' && { season_id: Number(season_id) }),
    age_min: ageOf(values.age_min),
    age_max: ageOf(values.age_max),
    age_reference_date: values.age_reference_date.trim() || null,
  };
}

const ZCompetitionFormSchema = z
  .object({
    name: z.string(),
    slug: z.string(),
    visibility: z.enum(VISIBILITIES),
    stage: z.enum(STAGES),
    required_role: z.string(),
    starts_at: z.string(),
    ends_at: z.string(),
    registration_starts_at: z.string(),
    registration_ends_at: z.string(),
    ctfd_url: z.string(),
    season_id: z.string(),
    age_min: z.string(),
    age_max: z.string(),
    age_reference_date: z.string(),
    allowed_categories: z.array(z.string()),
    requires_accepted_competitor: z.boolean(),
  })
  .transform(toCompetitionInput)
  .pipe(ZCompetitionCreateSchema);

export type CompetitionInput = z.output<typeof ZCompetitionFormSchema>;

/** The form's validation: the server's create schema (the update schema has the same fields). */
export const competitionResolver = zodResolver(ZCompetitionFormSchema);
