import { Box } from '@chakra-ui/react/box';
import { flexRender, type Row, type Table } from '@tanstack/react-table';

/**
 * On phones a row is a card: under its identifying cell, every column the phone hides, each with its
 * header, so no row needs sideways scrolling.
 */
export function PhoneDetails<TRow>({
  table,
  row,
  isHidden,
}: {
  table: Table<TRow>;
  row: Row<TRow>;
  isHidden: (columnId: string) => boolean;
}) {
  const headerOf = (columnId: string) => table.getFlatHeaders().find((h) => h.column.id === columnId);
  return (
    <Box as="dl" display={{ base: 'block', md: 'none' }} mt="1" fontSize="xs" data-part="phone-details">
      {row
        .getVisibleCells()
        .filter((cell) => isHidden(cell.column.id))
        .map((cell) => {
          const header = headerOf(cell.column.id);
          return (
            <Box key={cell.id} display="flex" flexWrap="wrap" columnGap="1" alignItems="baseline">
              <Box as="dt" color="fg.muted" flexShrink={0}>
                {header && flexRender(header.column.columnDef.header, header.getContext())}:
              </Box>
              <Box as="dd" minW="0" overflowWrap="anywhere">
                {flexRender(cell.column.columnDef.cell, cell.getContext())}
              </Box>
            </Box>
          );
        })}
    </Box>
  );
}
