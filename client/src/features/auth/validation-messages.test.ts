import { describe, expect, it } from 'vitest';
import { authEn } from '../../locales/auth/en';
import { authSr } from '../../locales/auth/sr';
import { GENERIC_VALIDATION_KEYS } from '@ctf/shared/validation-keys';
import { ascending } from '@ctf/shared/sort';
import { AUTH_VALIDATION_KEYS } from '../../locales/auth/validation-keys';
import { VALIDATION_PARAMS, type ValidationKey, isValidationKey, validationKeyOf } from './validation-messages';

// Every key the shared schemas and the server's field errors use (spec section 5 and the server contract).
const SCHEMA_KEYS_BY_FIELD = {
  username: ['usernameRequired', 'usernameMinLength', 'usernameMaxLength', 'usernameInvalidCharacters'],
  email: ['emailRequired', 'emailInvalid', 'invalidEmail'],
  password: ['passwordRequired', 'passwordMinLength', 'passwordMaxLength', 'passwordMismatch'],
  passwordRules: ['passwordUppercaseLetter', 'passwordLowercaseLetter', 'passwordNumber', 'passwordSpecialCharacter'],
  passwordScreening: ['passwordCommon', 'passwordBreached'],
  taken: ['usernameTaken', 'emailTaken'],
  other: ['consentRequired', 'tokenInvalid'],
};
const SCHEMA_KEYS = Object.values(SCHEMA_KEYS_BY_FIELD).flat();

describe('validation messages are keys the interface translates', () => {
  it('knows exactly the keys each language words', () => {
    const sorted = (keys: readonly string[]) => [...keys].sort(ascending);
    expect(sorted(AUTH_VALIDATION_KEYS)).toEqual(sorted(Object.keys(authEn.validation)));
    expect(sorted(AUTH_VALIDATION_KEYS)).toEqual(sorted(Object.keys(authSr.validation)));
  });

  it('has a text in both languages for every key the schemas and the server use', () => {
    for (const key of SCHEMA_KEYS) {
      expect(isValidationKey(key), key).toBe(true);
      expect(authEn.validation[validationKeyOf(key)]).toBeTruthy();
      expect(authSr.validation[validationKeyOf(key)]).toBeTruthy();
    }
  });

  it('has its own text in both languages for every generic key the server gives for zod checks', () => {
    for (const key of GENERIC_VALIDATION_KEYS) {
      expect(isValidationKey(key), key).toBe(true);
      expect(authEn.validation[key as ValidationKey], key).toBeTruthy();
      expect(authSr.validation[key as ValidationKey], key).toBeTruthy();
    }
  });

  it('shows a general text for a key it does not know, never the key itself', () => {
    expect(validationKeyOf('somethingNew')).toBe('invalid');
    expect(validationKeyOf(undefined)).toBe('invalid');
    expect(validationKeyOf('toString')).toBe('invalid');
  });

  it('fills in the limits the schemas use', () => {
    expect(VALIDATION_PARAMS).toEqual({
      usernameMin: 3,
      usernameMax: 32,
      passwordMin: 8,
      passwordMax: 255,
      specials: '@$!%*?&#^-_.,',
    });
  });
});
