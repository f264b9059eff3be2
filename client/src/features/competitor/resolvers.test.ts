import { describe, expect, it } from 'vitest';
import { institutionResolver, personResolver } from './resolvers';
import type { InstitutionFormValues, Person, PersonDraft } from './wizard-values';

const person: Person = {
  first_name: 'Ana',
  last_name: 'Petrović',
  gender: 'female',
  date_of_birth: '2007-05-14',
  permanent_residence: 'Niš',
  guardian_consent: false,
  mentor_consent: false,
};
const options = { fields: {}, shouldUseNativeValidation: false };

const messagesOf = (errors: Record<string, { message?: string } | undefined>) =>
  Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.message]));

function yearsAgo(years: number) {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return date.toISOString().slice(0, 10);
}

describe('step 1 checks the person with the shared schema', () => {
  it('gives the message keys the interface translates', async () => {
    const draft: PersonDraft = {
      first_name: ' A ',
      last_name: 'B',
      date_of_birth: yearsAgo(12),
      permanent_residence: '  ',
    };
    const result = await personResolver(draft, undefined, options);
    expect(messagesOf(result.errors)).toEqual({
      first_name: 'nameMinLength',
      last_name: 'nameMinLength',
      gender: 'genderRequired',
      date_of_birth: 'ageMinimum',
      permanent_residence: 'residenceRequired',
    });
  });

  it('passes trimmed values on', async () => {
    const result = await personResolver({ ...person, first_name: '  Ana ' }, undefined, options);
    expect(result.values).toEqual(person);
  });
});

describe('step 2 checks the institution and the shirt size', () => {
  const check = (values: InstitutionFormValues) => institutionResolver(person)(values, undefined, options);

  it('asks for an institution and a shirt size at once', async () => {
    const result = await check({ institution_id: null, institution_name: null });
    expect(messagesOf(result.errors)).toEqual({
      institution_name: 'institutionRequired',
      shirt_size: 'shirtSizeRequired',
    });
  });

  it('wants a typed name of at least two characters', async () => {
    const result = await check({ institution_id: null, institution_name: ' x ', shirt_size: 'M' });
    expect(messagesOf(result.errors)).toEqual({ institution_name: 'institutionNameMinLength' });
  });

  it('accepts a chosen institution or a typed one', async () => {
    expect((await check({ institution_id: 7, institution_name: null, shirt_size: 'XXXXL' })).values).toEqual({
      institution_id: 7,
      institution_name: null,
      shirt_size: 'XXXXL',
    });
    expect((await check({ institution_id: null, institution_name: ' Gimnazija ', shirt_size: 'S' })).errors).toEqual(
      {},
    );
  });
});
