import { keysOf, useFieldErrorText, validationTexts } from '../../components/form/use-field-error-text';
import { adminEn } from '../../locales/admin/en';

const ADMIN_TEXTS = validationTexts({ keys: keysOf(adminEn.admin.validation), prefix: 'admin.validation' });

/** The one field-error hook with the admin area's texts. */
export const useValidationText = () => useFieldErrorText(ADMIN_TEXTS);
