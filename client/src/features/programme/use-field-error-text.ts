import { keysOf, useFieldErrorText as useTextsOf, validationTexts } from '@/components/form/use-field-error-text';
import { organizerEn } from '@/locales/organizer/en';

/** The season and category forms' texts (`organizerArea.seasons.validation.*`). */
const SEASON_TEXTS = validationTexts({
  keys: keysOf(organizerEn.organizerArea.seasons.validation),
  prefix: 'organizerArea.seasons.validation',
});

/** The one field-error hook with the seasons page's texts. */
export const useFieldErrorText = () => useTextsOf(SEASON_TEXTS);
