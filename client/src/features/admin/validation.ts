import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { adminEn } from '../../locales/admin/en';

type AdminValidationKey = keyof typeof adminEn.admin.validation;

function isAdminValidationKey(key: unknown): key is AdminValidationKey {
  return typeof key === 'string' && Object.hasOwn(adminEn.admin.validation, key);
}

/**
 * The text of a field's error: the shared schemas and the server give message keys; a key this
 * client does not know (a newer server) reads as a general "not valid".
 */
export function useValidationText() {
  const { t } = useTranslation();
  return (error: FieldError | undefined): string | undefined => {
    if (!error) return undefined;
    return t(`admin.validation.${isAdminValidationKey(error.message) ? error.message : 'invalid'}`);
  };
}
