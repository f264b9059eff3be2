import { Box } from '@chakra-ui/react/box';
import { Table } from '@chakra-ui/react/table';
import type { ResultRow } from '@ctf/shared/schemas/competition';
import { useTranslation } from 'react-i18next';
import '../../locales/competitions/results';
import { highlightOf, type ResultHighlight } from './highlight';

// Gold, silver and bronze for the podium; a cyan wash (the brand) for the tinted places.
const MEDALS = ['#f5c542', '#c9d3e3', '#d9905a'] as const;
const ROW_BACKGROUND: Record<ResultHighlight, string | undefined> = {
  top3: 'rgba(245, 197, 66, 0.10)',
  tinted: 'rgba(44, 207, 233, 0.07)',
  none: undefined,
};

function Place({ place }: { place: number }) {
  const medal = place <= MEDALS.length ? MEDALS[place - 1] : undefined;
  return (
    <Box
      as="span"
      display="inline-grid"
      placeItems="center"
      minW="7"
      h="7"
      px="1.5"
      rounded="full"
      fontWeight="bold"
      fontVariantNumeric="tabular-nums"
      bg={medal ?? 'transparent'}
      color={medal ? '#0b1324' : 'fg.muted'}
    >
      {place}
    </Box>
  );
}

/**
 * The published standings as a plain semantic table (the public page stays light: no table
 * library). Each row says how it is highlighted in data-highlight, for tests and for styling.
 */
export function ResultsTable({ rows }: { rows: ResultRow[] }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollArea
      borderWidth="1px"
      borderColor="border"
      rounded="xl"
      bg="rgba(11, 19, 36, 0.85)"
      backdropFilter="blur(8px)"
      maxW="full"
    >
      <Table.Root size="sm" data-testid="results-table">
        <Table.Caption captionSide="top" textAlign="start" px="4" pt="3" color="fg.muted">
          {t('resultsTable.caption', { count: rows.length })}
        </Table.Caption>
        <Table.Header>
          <Table.Row bg="bg.subtle">
            <Table.ColumnHeader w="20" textAlign="center">
              {t('resultsTable.place')}
            </Table.ColumnHeader>
            <Table.ColumnHeader>{t('resultsTable.username')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('resultsTable.score')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => {
            const highlight = highlightOf(row.place);
            return (
              <Table.Row
                key={`${row.place}-${row.username}`}
                data-highlight={highlight}
                data-place={row.place}
                bg={ROW_BACKGROUND[highlight]}
                fontWeight={highlight === 'top3' ? 'semibold' : undefined}
              >
                <Table.Cell textAlign="center">
                  <Place place={row.place} />
                </Table.Cell>
                <Table.Cell overflowWrap="anywhere">{row.username}</Table.Cell>
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                  {row.score}
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
