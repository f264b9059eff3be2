import { Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Loaded } from './list-placeholder';
import { RadioTile } from './RadioTile';

/** A page of search results as the admin lists answer it. */
interface ResultPage<TItem> {
  data: TItem[];
  meta: { total: number };
}

interface RadioPickListProps<TItem extends { id: number }> {
  /** The radio group's accessible name. */
  legend: string;
  /** The radio inputs' name. */
  name: string;
  /** The search's results (their first page). */
  query: UseQueryResult<ResultPage<TItem>, unknown>;
  /** Said instead of the list when nothing matches. */
  emptyText: string;
  selectedId: number | null;
  onSelect: (item: TItem) => void;
  /** Each item's first line (its name) and second line (what tells it apart). */
  primary: (item: TItem) => ReactNode;
  secondary: (item: TItem) => ReactNode;
  /** Long words (an e-mail) break anywhere instead of widening the dialog. */
  breakAnywhere?: boolean;
  /** Under the items (how many more matched). */
  footer?: (page: ResultPage<TItem>) => ReactNode;
}

/**
 * A page of server search results as radio buttons, each a bordered card that lights up when chosen;
 * dimmed while a newer search is on its way.
 */
export function RadioPickList<TItem extends { id: number }>({
  legend,
  name,
  query,
  emptyText,
  selectedId,
  onSelect,
  primary,
  secondary,
  breakAnywhere = false,
  footer,
}: RadioPickListProps<TItem>) {
  const wrap = breakAnywhere ? 'anywhere' : undefined;
  return (
    <Loaded query={query}>
      {(page) =>
        page.data.length === 0 ? (
          <Text color="fg.muted">{emptyText}</Text>
        ) : (
          <chakra.fieldset opacity={query.isPlaceholderData ? 0.6 : 1}>
            <chakra.legend srOnly>{legend}</chakra.legend>
            <Stack gap="2">
              {page.data.map((item) => (
                <RadioTile
                  key={item.id}
                  name={name}
                  value={item.id}
                  checked={selectedId === item.id}
                  onChange={() => onSelect(item)}
                >
                  <Text fontWeight="medium" overflowWrap={wrap}>
                    {primary(item)}
                  </Text>
                  <Text fontSize="sm" color="fg.muted" overflowWrap={wrap}>
                    {secondary(item)}
                  </Text>
                </RadioTile>
              ))}
            </Stack>
            {footer?.(page)}
          </chakra.fieldset>
        )
      }
    </Loaded>
  );
}
