import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { organizerEn } from '../../locales/organizer/en';

export type OrganizerValidationKey = keyof typeof organizerEn.organizerArea.validation;

const PARAMS = { scheme: 'https://', lines: '' };

export function isOrganizerValidationKey(key: unknown): key is OrganizerValidationKey {
  return typeof key === 'string' && Object.hasOwn(organizerEn.organizerArea.validation, key);
}

/**
 * The schemas (the server's, shared) give message keys; this turns a field's error into text in the
 * interface language. A key this client does not know (a newer server) shows a general text.
 */
export function useFieldErrorText() {
  const { t } = useTranslation();
  return (error: Pick<FieldError, 'message'> | undefined): string | undefined => {
    if (!error) return undefined;
    const key = isOrganizerValidationKey(error.message) ? error.message : 'invalid';
    return t(`organizerArea.validation.${key}`, PARAMS);
  };
}
