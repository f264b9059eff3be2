import { FilterSelect } from '@/components/data-table/FilterSelect';
import { useTranslation } from 'react-i18next';
import { useInterfaceScript } from '../../lib/script';
import '../../locales/competitions/results';
import type { useCategoryFilter } from './use-category-filter';

/** The select of a season's categories (the first option shows everyone), bound to the address. */
export function CategoryFilter({
  categories,
  params,
}: {
  categories: readonly { code: string; name: string }[];
  params: ReturnType<typeof useCategoryFilter>['params'];
}) {
  const { t } = useTranslation();
  const inScript = useInterfaceScript();
  if (categories.length === 0) return null;
  const names = new Map(categories.map((c) => [c.code, c.name]));
  return (
    <FilterSelect
      params={params}
      name="category"
      label={t('resultsTable.category')}
      anyLabel={t('resultsTable.allCategories')}
      choices={categories.map((c) => c.code)}
      choiceLabel={(code) => inScript(names.get(code) ?? code)}
    />
  );
}
