import type { z } from 'zod';
import {
  SHIRT_SIZES,
  type ZCompetitorInstitutionSchema,
  type ZCompetitorPersonSchema,
} from '@ctf/shared/schemas/competitor';
import type { CompetitorApplication } from '../account/types';

export type PersonValues = z.input<typeof ZCompetitorPersonSchema>;
export type Person = z.output<typeof ZCompetitorPersonSchema>;
export type InstitutionValues = z.input<typeof ZCompetitorInstitutionSchema>;
export type InstitutionStepOutput = z.output<typeof ZCompetitorInstitutionSchema>;

/** An institution as the picker shows it. */
export interface InstitutionChoice {
  id: number;
  name: string;
  city: string;
}

/** The forms' values: the choices (gender, shirt size) start unselected. */
export interface PersonDraft extends Omit<PersonValues, 'gender'> {
  gender?: PersonValues['gender'];
}
export interface InstitutionFormValues extends Omit<InstitutionValues, 'shirt_size'> {
  shirt_size?: InstitutionValues['shirt_size'];
}
export interface InstitutionDraft extends InstitutionFormValues {
  /** The chosen institution's name and city, for the picker. */
  institution: InstitutionChoice | null;
  isManual: boolean;
  /** The name typed by hand, kept while the list is in use. */
  typed_name?: string;
}

/** What the form starts with: empty, or a rejected application's details to correct and resend. */
export function draftsFrom(previous: CompetitorApplication | null): {
  person: PersonDraft;
  institution: InstitutionDraft;
} {
  if (!previous) {
    return {
      person: {
        first_name: '',
        last_name: '',
        date_of_birth: '',
        permanent_residence: '',
        guardian_consent: false,
        mentor_consent: false,
      },
      institution: { institution_id: null, institution_name: null, institution: null, isManual: false },
    };
  }
  return {
    person: {
      first_name: previous.first_name,
      last_name: previous.last_name,
      gender: previous.gender,
      date_of_birth: previous.date_of_birth,
      permanent_residence: previous.permanent_residence,
      guardian_consent: false,
      mentor_consent: previous.mentor_consent,
    },
    institution: {
      institution_id: previous.institution?.id ?? null,
      institution_name: previous.institution ? null : previous.institution_name,
      institution: previous.institution,
      isManual: !previous.institution && previous.institution_name !== null,
      shirt_size: SHIRT_SIZES.find((size) => size === previous.shirt_size),
    },
  };
}
