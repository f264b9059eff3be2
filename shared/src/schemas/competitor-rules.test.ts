import { describe, expect, it } from 'vitest';
import {
  COMPETITOR_STATUSES,
  GENDERS,
  INSTITUTION_TYPES,
  MINIMUM_AGE,
  REGIONS,
  SHIRT_SIZES,
  ZCompetitorApplicationSchema,
  ZCompetitorInstitutionSchema,
  ZCompetitorPersonSchema,
  ZCompetitorUpdateSchema,
  ZInstitutionSearchSchema,
  ageOn,
  needsGuardianConsent,
} from './competitor';
import { issues } from '../../test/schema-issues';
import { applicantApplication, applicantPerson, bornYearsAgo } from '../test-support/applicant';

// Spec section 5, the competitor wizard (step 1: the person, step 2: the institution and shirt).

const person = applicantPerson(bornYearsAgo(20));
const application = applicantApplication(bornYearsAgo(20));

describe('age on a day', () => {
  const day = new Date('2026-06-15T12:00:00Z');
  it('counts whole years, a birthday counting on its day', () => {
    expect(ageOn('2010-06-15', day)).toBe(16);
    expect(ageOn('2010-06-16', day)).toBe(15);
    expect(ageOn('2010-06-14', day)).toBe(16);
    expect(ageOn('2010-07-01', day)).toBe(15);
    expect(ageOn('2010-05-31', day)).toBe(16);
  });

  it('asks a guardian for applicants under 15 on that day only', () => {
    expect(needsGuardianConsent('2011-06-16', day)).toBe(true);
    expect(needsGuardianConsent('2011-06-15', day)).toBe(false);
    expect(needsGuardianConsent('2011-02-30', day)).toBe(false);
    expect(needsGuardianConsent('2011-6-16', day)).toBe(false);
  });
});

describe('step 1: the person', () => {
  it("trims the names and the residence, and takes no guardian's nor mentor's consent by default", () => {
    expect(
      ZCompetitorPersonSchema.parse({
        ...person,
        first_name: ' Ana ',
        last_name: ' Petrović',
        permanent_residence: ' Niš ',
      }),
    ).toEqual({ ...person, guardian_consent: false, mentor_consent: false });
  });

  it.each(GENDERS)('takes the gender %s', (gender) => {
    expect(ZCompetitorPersonSchema.parse({ ...person, gender }).gender).toBe(gender);
  });

  it.each([
    [{ first_name: ' A ' }, 'first_name: nameMinLength'],
    [{ last_name: 'P'.repeat(101) }, 'last_name: nameMaxLength'],
    [{ first_name: 'A\tna' }, 'first_name: invalid'],
    [{ gender: 'other' }, 'gender: genderRequired'],
    [{ permanent_residence: '  ' }, 'permanent_residence: residenceRequired'],
    [{ permanent_residence: 'N'.repeat(201) }, 'permanent_residence: residenceMaxLength'],
    [{ date_of_birth: '15.06.2010' }, 'date_of_birth: dateOfBirthInvalid'],
    [{ date_of_birth: 'x2010-06-15' }, 'date_of_birth: dateOfBirthInvalid'],
    [{ date_of_birth: '2010-06-15x' }, 'date_of_birth: dateOfBirthInvalid'],
    [{ date_of_birth: '2010-02-30' }, 'date_of_birth: dateOfBirthInvalid'],
    [{ date_of_birth: '1899-12-31' }, 'date_of_birth: dateOfBirthInvalid'],
  ])('refuses %j', (change, issue) => {
    // A malformed date also fails the checks after the pattern; the first message is the one shown.
    const found = issues(ZCompetitorPersonSchema, { ...person, ...change });
    expect(found[0]).toBe(issue);
    expect(found.every((other) => other.split(':')[0] === issue.split(':')[0])).toBe(true);
  });

  it('takes names of 2 to 100 characters and a residence of up to 200', () => {
    expect(ZCompetitorPersonSchema.parse({ ...person, first_name: 'Al', last_name: 'P'.repeat(100) })).toBeTruthy();
    expect(ZCompetitorPersonSchema.parse({ ...person, permanent_residence: 'N'.repeat(200) })).toBeTruthy();
    expect(ZCompetitorPersonSchema.parse({ ...person, date_of_birth: '1900-01-01' }).date_of_birth).toBe('1900-01-01');
  });

  it('takes applicants from 13 years of age, and no birth date after today', () => {
    expect(MINIMUM_AGE).toBe(13);
    expect(issues(ZCompetitorPersonSchema, { ...person, date_of_birth: bornYearsAgo(13) })).toEqual([]);
    expect(issues(ZCompetitorPersonSchema, { ...person, date_of_birth: bornYearsAgo(13, 1) })).toEqual([
      'date_of_birth: ageMinimum',
    ]);
    expect(issues(ZCompetitorPersonSchema, { ...person, date_of_birth: bornYearsAgo(0, 1) })).toEqual([
      'date_of_birth: dateOfBirthInvalid',
      'date_of_birth: ageMinimum',
    ]);
  });
});

describe('step 2: the institution and the shirt', () => {
  it('is the listed institution or a typed name, never neither or both', () => {
    expect(ZCompetitorInstitutionSchema.parse({ shirt_size: 'L' })).toEqual({
      institution_id: null,
      institution_name: null,
      shirt_size: 'L',
    });
    expect(
      ZCompetitorApplicationSchema.parse({ ...application, institution_id: 7, institution_name: null }),
    ).toMatchObject({ institution_id: 7, institution_name: null });
    expect(ZCompetitorApplicationSchema.parse({ ...application, institution_name: ' Gimnazija ' })).toMatchObject({
      institution_id: null,
      institution_name: 'Gimnazija',
    });
    expect(issues(ZCompetitorApplicationSchema, { ...application, institution_name: null })).toEqual([
      'institution_name: institutionRequired',
    ]);
    expect(issues(ZCompetitorApplicationSchema, { ...application, institution_name: '' })).toEqual([
      'institution_name: institutionRequired',
    ]);
    expect(issues(ZCompetitorApplicationSchema, { ...application, institution_name: ' G ' })).toEqual([
      'institution_name: institutionNameMinLength',
    ]);
    expect(issues(ZCompetitorApplicationSchema, { ...application, institution_id: 7 })).toEqual([
      'institution_name: institutionEitherOr',
    ]);
    expect(issues(ZCompetitorApplicationSchema, { ...application, institution_name: 'G'.repeat(201) })).toEqual([
      'institution_name: institutionNameMaxLength',
    ]);
    expect(ZCompetitorApplicationSchema.parse({ ...application, institution_name: 'Gi' }).institution_name).toBe('Gi');
  });

  it.each(SHIRT_SIZES)('takes the shirt size %s', (shirt_size) => {
    expect(ZCompetitorApplicationSchema.parse({ ...application, shirt_size }).shirt_size).toBe(shirt_size);
  });

  it('refuses another shirt size, and fields it does not know', () => {
    expect(issues(ZCompetitorApplicationSchema, { ...application, shirt_size: 'XS' })).toEqual([
      'shirt_size: shirtSizeRequired',
    ]);
    expect(ZCompetitorApplicationSchema.safeParse({ ...application, status: 'accepted' }).success).toBe(false);
  });

  it('the spec lists the sizes S to XXXXL', () => {
    expect(SHIRT_SIZES).toEqual(['S', 'M', 'L', 'XL', 'XXL', 'XXXL', 'XXXXL']);
    expect(GENDERS).toEqual(['male', 'female']);
    expect(COMPETITOR_STATUSES).toEqual(['pending', 'accepted', 'rejected']);
    expect(REGIONS).toEqual([
      'beograd',
      'juzno_istocna_srbija',
      'kosovo_i_metohija',
      'sumadija_i_zapadna_srbija',
      'vojvodina',
      'other',
    ]);
    expect(INSTITUTION_TYPES).toEqual([
      'high_school',
      'higher_education',
      'university',
      'elementary_school',
      'company',
      'other',
    ]);
  });
});

describe('the CTF team switch and the institution search', () => {
  it('takes exactly a boolean', () => {
    expect(ZCompetitorUpdateSchema.parse({ ctf_team: true })).toEqual({ ctf_team: true });
    expect(ZCompetitorUpdateSchema.safeParse({ ctf_team: 'yes' }).success).toBe(false);
  });

  it('searches a trimmed text of up to 100 characters, 20 results unless 1 to 50 are asked for', () => {
    expect(ZInstitutionSearchSchema.parse({ query: ' gimn ' })).toEqual({ query: 'gimn', limit: 20 });
    expect(ZInstitutionSearchSchema.parse({ query: 'g'.repeat(100), limit: 50 }).limit).toBe(50);
    expect(ZInstitutionSearchSchema.parse({ query: 'g', limit: 1 }).limit).toBe(1);
    for (const limit of [0, 51, 2.5])
      expect(ZInstitutionSearchSchema.safeParse({ query: 'g', limit }).success).toBe(false);
    expect(ZInstitutionSearchSchema.safeParse({ query: 'g'.repeat(101) }).success).toBe(false);
  });
});
