import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_SPECIAL_CHARACTERS,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from '@ctf/shared/constants';
import { validationTexts } from '../../components/form/use-field-error-text';
import { AUTH_VALIDATION_KEYS, type AuthValidationKey } from '../../locales/auth/validation-keys';

export type ValidationKey = AuthValidationKey;

/** The limits the validation texts mention, from the same constants the schemas use. */
export const VALIDATION_PARAMS = {
  usernameMin: USERNAME_MIN_LENGTH,
  usernameMax: USERNAME_MAX_LENGTH,
  passwordMin: PASSWORD_MIN_LENGTH,
  passwordMax: PASSWORD_MAX_LENGTH,
  specials: PASSWORD_SPECIAL_CHARACTERS,
};

/** For hints: the special characters kept on one line (word joiners between them; a narrow screen would break the list). */
export const HINT_PARAMS = { ...VALIDATION_PARAMS, specials: Array.from(PASSWORD_SPECIAL_CHARACTERS).join('\u2060') };

/** The auth and security forms' texts (`validation.*`). */
export const AUTH_TEXTS = validationTexts({
  keys: AUTH_VALIDATION_KEYS,
  prefix: 'validation',
  params: VALIDATION_PARAMS,
});

export function isValidationKey(key: unknown): key is ValidationKey {
  return typeof key === 'string' && (AUTH_VALIDATION_KEYS as readonly string[]).includes(key);
}

/**
 * Schemas (client and server alike) give message keys; a key this client does not know yet
 * (a newer server) falls back to a general text instead of showing the key.
 */
export function validationKeyOf(message: unknown): ValidationKey {
  return isValidationKey(message) ? message : 'invalid';
}
