import { Button } from '@chakra-ui/react/button';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { Table } from '@tanstack/react-table';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec: page sizes 10, 25, 50, 100; 10 by default. */
export const PAGE_SIZES = [10, 25, 50, 100] as const;

/**
 * Previous/next, "page X of Y" and the page-size choice (which goes back to page 1); `estimated` (a
 * server search matching very many rows) says "page X of about Y".
 */
export function TablePagination<TRow>({ table, estimated = false }: { table: Table<TRow>; estimated?: boolean }) {
  const { t } = useTranslation();
  const sizeId = useId();
  const { pageIndex, pageSize } = table.getState().pagination;
  const pageCount = Math.max(1, table.getPageCount());
  return (
    <HStack
      as="nav"
      aria-label={t('organizerArea.table.pagination')}
      justify="space-between"
      gap="3"
      wrap="wrap"
      data-testid="pagination"
    >
      <HStack gap="2">
        <Text asChild fontSize="sm" color="fg.muted" whiteSpace="nowrap">
          <label htmlFor={sizeId}>{t('organizerArea.table.pageSize')}</label>
        </Text>
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field
            id={sizeId}
            value={pageSize}
            // One change (size and page 1 together): a list kept in the address takes one update.
            onChange={(event) => table.setPagination({ pageIndex: 0, pageSize: Number(event.currentTarget.value) })}
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      <HStack gap="2">
        <Button size="sm" variant="outline" onClick={() => table.previousPage()} disabled={!table.getCanPreviousPage()}>
          {t('organizerArea.table.previous')}
        </Button>
        <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap" aria-live="polite" data-testid="page-of">
          {t(estimated ? 'organizerArea.table.pageAbout' : 'organizerArea.table.page', {
            page: pageIndex + 1,
            pageCount,
          })}
        </Text>
        <Button size="sm" variant="outline" onClick={() => table.nextPage()} disabled={!table.getCanNextPage()}>
          {t('organizerArea.table.next')}
        </Button>
      </HStack>
    </HStack>
  );
}
