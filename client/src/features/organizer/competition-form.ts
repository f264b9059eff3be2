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
}

export const FORM_FIELDS = [
  'name',
  'slug',
  'visibility',
  'stage',
  'required_role',
  ...DATE_FIELDS,
  'ctfd_url',
] as const satisfies readonly (keyof CompetitionFormValues)[];

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
  };
}

/**
 * Spec section 5: empty dates go as null, dates as ISO timestamps; the server's schema then trims
 * the required role (blank becomes null) and checks everything else, in the browser as on the server.
 */
export function toCompetitionInput(values: CompetitionFormValues): TCompetitionCreateInput {
  return {
    ...values,
    slug: values.slug.trim(),
    ctfd_url: values.ctfd_url.trim(),
    starts_at: fromDateTimeInput(values.starts_at),
    ends_at: fromDateTimeInput(values.ends_at),
    registration_starts_at: fromDateTimeInput(values.registration_starts_at),
    registration_ends_at: fromDateTimeInput(values.registration_ends_at),
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
  })
  .transform(toCompetitionInput)
  .pipe(ZCompetitionCreateSchema);

export type CompetitionInput = z.output<typeof ZCompetitionFormSchema>;

/** The form's validation: the server's create schema (the update schema has the same fields). */
export const competitionResolver = zodResolver(ZCompetitionFormSchema);
