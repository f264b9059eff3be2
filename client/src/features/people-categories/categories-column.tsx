import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { DisplayColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
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

/**
 * A person's categories as a line under their name, for the lists with no room for the column at
 * 1280 px (the organizer's registrations and finalists); nothing when they are in none.
 */
export function CategoriesLine({
  codes,
  namesOf,
}: {
  codes: readonly string[] | undefined;
  namesOf: ListCategories['namesOf'];
}) {
  const { t } = useTranslation();
  const names = namesOf(codes ?? []);
  if (names.length === 0) return null;
  return (
    <Text as="span" fontSize="xs" color="brand.fg" data-testid="row-categories">
      {t('dataTable.categories.line', { names: names.join(', ') })}
    </Text>
  );
}
