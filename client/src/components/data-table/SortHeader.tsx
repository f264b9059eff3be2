import { Box } from '@chakra-ui/react/box';
import { chakra } from '@chakra-ui/react/styled-system';
import { flexRender, type Header } from '@tanstack/react-table';
import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon } from './icons';

const SortButton = chakra('button', {
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1.5',
    fontWeight: 'inherit',
    color: 'inherit',
    cursor: 'pointer',
    rounded: 'sm',
    whiteSpace: 'inherit',
    textAlign: 'inherit',
    _hover: { color: 'fg' },
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
  },
});

/** What a column header says about the order (aria-sort), or nothing when it cannot sort. */
export function ariaSortOf<TRow>(header: Header<TRow, unknown>) {
  if (!header.column.getCanSort()) return undefined;
  const direction = header.column.getIsSorted();
  return direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none';
}

/** A header's title; a sortable one is a button with an arrow showing the current order. */
export function SortHeader<TRow>({ header }: { header: Header<TRow, unknown> }) {
  const title = flexRender(header.column.columnDef.header, header.getContext());
  if (!header.column.getCanSort()) return title;
  const direction = header.column.getIsSorted();
  return (
    <SortButton type="button" onClick={header.column.getToggleSortingHandler()}>
      {title}
      <Box as="span" aria-hidden="true" color={direction ? 'brand.fg' : 'fg.subtle'}>
        {direction === 'asc' ? <ArrowUpIcon /> : direction === 'desc' ? <ArrowDownIcon /> : <ArrowUpDownIcon />}
      </Box>
    </SortButton>
  );
}
