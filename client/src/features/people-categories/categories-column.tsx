import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { DisplayColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import type { ListCategories } from './use-list-categories';

/**
 * The "Categories" column of a staff list of people: the row's categories in the list's season, one
 * per line (the column is as wide as the longest name, so the tables still fit a desktop).
 */
export function categoriesColumn<TRow extends object>(
  t: TFunction,
  categories: Pick<ListCategories, 'namesOf'>,
): DisplayColumnDef<TRow> {
  return {
    id: 'categories',
    header: t('dataTable.categories.column'),
    // Wraps (a long category name breaks) so the organizer's registrations still fit 1280 px in Serbian.
    meta: { wrap: true },
    cell: ({ row }) => {
      // The list pages' rows carry `categories`; a row type shared with other answers may not say so.
      const names = categories.namesOf((row.original as { categories?: string[] }).categories ?? []);
      if (names.length === 0) return t('dataTable.categories.none');
      return (
        <Stack gap="0" maxW="32" overflowWrap="anywhere">
          {names.map((name) => (
            <Text as="span" key={name}>
              {name}
            </Text>
          ))}
        </Stack>
      );
    },
  };
}
