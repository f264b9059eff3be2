import { keysOf, useFieldErrorText as useTextsOf, validationTexts } from '../../components/form/use-field-error-text';
import { organizerEn } from '../../locales/organizer/en';

export type OrganizerValidationKey = keyof typeof organizerEn.organizerArea.validation;

/** The organizer forms' texts (`organizerArea.validation.*`). */
export const ORGANIZER_TEXTS = validationTexts({
  keys: keysOf(organizerEn.organizerArea.validation),
  prefix: 'organizerArea.validation',
  params: { scheme: 'https://', lines: '' },
});

export function isOrganizerValidationKey(key: unknown): key is OrganizerValidationKey {
  return typeof key === 'string' && Object.hasOwn(organizerEn.organizerArea.validation, key);
}

/** The one field-error hook with the organizer area's texts. */
export const useFieldErrorText = () => useTextsOf(ORGANIZER_TEXTS);
