import { loadTranslations } from '../../lib/i18n';

// Imported by the list kit: the pager's texts arrive with the lists, not with every page's first load.
loadTranslations({
  en: () => import('./en').then((texts) => texts.dataTableEn),
  sr: () => import('./sr').then((texts) => texts.dataTableSr),
});
