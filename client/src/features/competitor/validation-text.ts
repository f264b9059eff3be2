import { INSTITUTION_NAME_MIN_LENGTH, MINIMUM_AGE, NAME_MIN_LENGTH } from '@ctf/shared/schemas/competitor';
import { keysOf, validationTexts } from '../../components/form/use-field-error-text';
import { accountEn } from '../../locales/account/en';

export type CompetitorValidationKey = keyof typeof accountEn.account.validation;

/** The limits the messages mention, from the constants the schemas use. */
export const VALIDATION_PARAMS = {
  nameMin: NAME_MIN_LENGTH,
  minimumAge: MINIMUM_AGE,
  institutionNameMin: INSTITUTION_NAME_MIN_LENGTH,
};

/** The application's texts (`account.validation.*`). */
export const COMPETITOR_TEXTS = validationTexts({
  keys: keysOf(accountEn.account.validation),
  prefix: 'account.validation',
  params: VALIDATION_PARAMS,
});

export function isCompetitorValidationKey(key: unknown): key is CompetitorValidationKey {
  return typeof key === 'string' && Object.hasOwn(accountEn.account.validation, key);
}
