import type { TFunction } from 'i18next';

/**
 * A season or category dialog's action: save an edit, or create a new one (each form's own
 * `save`/`saving` and `create`/`creating` texts).
 */
export const saveAction = (
  t: TFunction,
  texts: 'organizerArea.seasons.seasonForm' | 'organizerArea.seasons.categoryForm',
  isEdit: boolean,
) =>
  isEdit
    ? { label: t(`${texts}.save`), pendingLabel: t(`${texts}.saving`) }
    : { label: t(`${texts}.create`), pendingLabel: t(`${texts}.creating`) };
