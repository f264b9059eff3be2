import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { INSTITUTION_NAME_MIN_LENGTH, MINIMUM_AGE, NAME_MIN_LENGTH } from '@ctf/shared/schemas/competitor';
import { accountEn } from '../../locales/account/en';

export type CompetitorValidationKey = keyof typeof accountEn.account.validation;

/** The limits the messages mention, from the constants the schemas use. */
export const VALIDATION_PARAMS = {
  nameMin: NAME_MIN_LENGTH,
  minimumAge: MINIMUM_AGE,
  institutionNameMin: INSTITUTION_NAME_MIN_LENGTH,
};

export function isCompetitorValidationKey(key: unknown): key is CompetitorValidationKey {
  return typeof key === 'string' && Object.hasOwn(accountEn.account.validation, key);
}

/** The schemas' and the server's message keys in the interface language; an unknown key reads as "not valid". */
export function useValidationText() {
  const { t } = useTranslation();
  return (error: Pick<FieldError, 'message'> | undefined): string | undefined => {
    if (!error) return undefined;
    const key = isCompetitorValidationKey(error.message) ? error.message : 'invalid';
    return t(`account.validation.${key}`, VALIDATION_PARAMS);
  };
}
