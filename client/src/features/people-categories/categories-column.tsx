import type { DisplayColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import type { ListCategories } from './use-list-categories';

/** The "Categories" column of a staff list of people: the row's categories in the list's season. */
export function categoriesColumn<TRow extends object>(
  t: TFunction,
  categories: Pick<ListCategories, 'text'>,
): DisplayColumnDef<TRow> {
  return {
    id: 'categories',
    header: t('dataTable.categories.column'),
    meta: { wrap: true },
    // The list pages' rows carry `categories`; a row type shared with other answers may not say so.
    cell: ({ row }) => categories.text((row.original as { categories?: string[] }).categories ?? []),
  };
}
