import { useTranslation } from 'react-i18next';
import { FilterSelect, type useListParams } from '@/components/data-table';
import type { ListCategories } from './use-list-categories';

interface CategoryFiltersProps {
  params: Pick<ReturnType<typeof useListParams>, 'filter' | 'setFilter'>;
  categories: ListCategories;
}

/**
 * A staff list's season and category filters, kept in the address (`season_id`, `category`). Without
 * a season that has categories there is nothing to pick, and nothing is drawn.
 */
export function CategoryFilters({ params, categories }: CategoryFiltersProps) {
  const { t } = useTranslation();
  const [newest, ...older] = categories.seasons;
  if (!newest || !categories.season) return null;
  return (
    <>
      {older.length > 0 && (
        <FilterSelect
          params={params}
          name="season_id"
          label={t('dataTable.categories.season')}
          anyLabel={newest.name}
          choices={older.map((season) => String(season.id))}
          choiceLabel={(id) => older.find((season) => String(season.id) === id)?.name ?? id}
        />
      )}
      <FilterSelect
        params={params}
        name="category"
        label={t('dataTable.categories.filter', { season: categories.season.name })}
        anyLabel={t('dataTable.categories.any')}
        choices={categories.codes}
        choiceLabel={categories.nameOf}
      />
    </>
  );
}
