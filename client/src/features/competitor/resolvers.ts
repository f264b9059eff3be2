import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  SHIRT_SIZES,
  ZCompetitorApplicationSchema,
  ZCompetitorInstitutionSchema,
  ZCompetitorPersonStepSchema,
} from '@ctf/shared/schemas/competitor';
import type { InstitutionFormValues, InstitutionStepOutput, Person, PersonDraft } from './wizard-values';

/** Step 1: the shared person schema with the guardian's consent rule, as the server checks it. */
export const personResolver: Resolver<PersonDraft, unknown, Person> = zodResolver<PersonDraft, unknown, Person>(
  ZCompetitorPersonStepSchema,
);

export const INSTITUTION_FIELDS = ['institution_id', 'institution_name', 'shirt_size'] as const;
type InstitutionField = (typeof INSTITUTION_FIELDS)[number];
const isInstitutionField = (key: unknown): key is InstitutionField => INSTITUTION_FIELDS.some((field) => field === key);

/**
 * Step 2: the shared step schema, plus the whole application's rule that an institution is chosen
 * or typed (it lives on the application schema because it spans two fields). zod runs that rule
 * only once every field is valid, so an unchosen shirt size stands in as a valid one there: both
 * messages then show at once instead of one after the other.
 */
export function institutionResolver(person: Person): Resolver<InstitutionFormValues, unknown, InstitutionStepOutput> {
  return (values) => {
    const step = ZCompetitorInstitutionSchema.safeParse(values);
    const shirtSize = SHIRT_SIZES.find((size) => size === values.shirt_size) ?? SHIRT_SIZES[0];
    const whole = ZCompetitorApplicationSchema.safeParse({
      ...person,
      institution_id: values.institution_id,
      institution_name: values.institution_name,
      shirt_size: shirtSize,
    });
    const errors: FieldErrors<InstitutionFormValues> = {};
    for (const issue of [...(step.error?.issues ?? []), ...(whole.error?.issues ?? [])]) {
      const field = issue.path[0];
      if (isInstitutionField(field) && !errors[field]) errors[field] = { type: issue.code, message: issue.message };
    }
    if (step.success && Object.keys(errors).length === 0) return { values: step.data, errors: {} };
    return { values: {}, errors };
  };
}
