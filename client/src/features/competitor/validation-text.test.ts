import { describe, expect, it } from 'vitest';
import { accountEn } from '../../locales/account/en';
import { accountSr } from '../../locales/account/sr';
import { isCompetitorValidationKey } from './validation-text';
import { ascending } from '@ctf/shared/sort';

// Every key the competitor schemas and the server's field errors use (shared/src/schemas/competitor.ts).
const SCHEMA_KEYS = [
  'nameMinLength',
  'nameMaxLength',
  'genderRequired',
  'dateOfBirthInvalid',
  'ageMinimum',
  'residenceRequired',
  'residenceMaxLength',
  'shirtSizeRequired',
  'institutionRequired',
  'institutionNameMinLength',
  'institutionNameMaxLength',
  'institutionEitherOr',
  'institutionNotFound',
  'guardianConsentRequired',
];

describe('competitor validation messages', () => {
  it('has a text in both languages for every key the schemas and the server use', () => {
    for (const key of SCHEMA_KEYS) {
      expect(isCompetitorValidationKey(key), key).toBe(true);
      expect(accountSr.account.validation[key as keyof typeof accountSr.account.validation]).toBeTruthy();
    }
    expect(Object.keys(accountEn.account.validation).sort(ascending)).toEqual(
      [...SCHEMA_KEYS, 'invalid'].sort(ascending),
    );
  });

  it('does not take an unknown key for one of its own', () => {
    expect(isCompetitorValidationKey('toString')).toBe(false);
    expect(isCompetitorValidationKey(undefined)).toBe(false);
  });
});
