import { GENERIC_VALIDATION_KEYS } from '@ctf/shared/validation-keys';

/**
 * The auth and security forms' validation keys: the message keys the shared schemas and the server
 * give, each worded by every language's `validation` texts. A list of its own so the code that
 * checks a key carries no language's texts (the texts come with the language shown).
 */
export const AUTH_VALIDATION_KEYS = [
  ...GENERIC_VALIDATION_KEYS,
  'usernameRequired',
  'usernameMinLength',
  'usernameMaxLength',
  'usernameInvalidCharacters',
  'usernameTaken',
  'emailRequired',
  'emailInvalid',
  'invalidEmail',
  'emailTaken',
  'passwordRequired',
  'passwordMinLength',
  'passwordMaxLength',
  'passwordUppercaseLetter',
  'passwordLowercaseLetter',
  'passwordNumber',
  'passwordSpecialCharacter',
  'passwordMismatch',
  'consentRequired',
  'passwordCommon',
  'passwordBreached',
  'secondFactorRequired',
  'secondFactorInvalid',
  'passkeyNameRequired',
  'passwordIncorrect',
  'tokenInvalid',
] as const;

export type AuthValidationKey = (typeof AUTH_VALIDATION_KEYS)[number];
