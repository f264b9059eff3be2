import { chakra } from '@chakra-ui/react/styled-system';
import { Table, useTableStyles } from '@/components/ui/recipes/table';
import type { ResultRow } from '@ctf/shared/schemas/competition';
import { useTranslation } from 'react-i18next';
import '../../locales/competitions/results';
import { highlightOf } from './highlight';

// Gold, silver and bronze for the podium; a cyan wash (the brand) for the tinted places.
const MEDALS = ['#f5c542', '#c9d3e3', '#d9905a'] as const;

/**
 * The rows are plain <tr>/<td> elements styled once from the table body (the table recipe's row and
 * cell styles, the highlights by data-highlight and data-place): five Chakra components per row made
 * 142 rows a long task on phones (docs/performance.md, "Phones").
 */
function ResultsBody({ rows, byCategory }: { rows: ShownRow[]; byCategory: boolean }) {
  const styles = useTableStyles();
  return (
    <chakra.tbody
      css={{
        '& > tr': styles.row,
        '& > tr > td': styles.cell,
        '& > tr > td:first-of-type': { textAlign: 'center' },
        '& > tr > td[data-part="username"]': { overflowWrap: 'anywhere' },
        '& > tr > td[data-part="overall"]': {
          textAlign: 'center',
          color: 'fg.muted',
          fontVariantNumeric: 'tabular-nums',
        },
        '& > tr > td:last-of-type': { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
        '& > tr[data-highlight="top3"]': { bg: 'rgba(245, 197, 66, 0.10)', fontWeight: 'semibold' },
        '& > tr[data-highlight="tinted"]': { bg: 'rgba(44, 207, 233, 0.07)' },
        '& [data-part="place"]': {
          display: 'inline-grid',
          placeItems: 'center',
          minW: '7',
          h: '7',
          px: '1.5',
          rounded: 'full',
          fontWeight: 'bold',
          fontVariantNumeric: 'tabular-nums',
          color: 'fg.muted',
        },
        ...Object.fromEntries(
          MEDALS.map((medal, index) => [
            `& > tr[data-place="${index + 1}"] [data-part="place"]`,
            { bg: medal, color: '#0b1324' },
          ]),
        ),
      }}
    >
      {rows.map((row) => {
        // Within a category the medals follow the category's places; the tint up to place 71 is
        // the overall ranking's (spec), so a category shows none.
        const place = byCategory ? (row.category_place ?? row.place) : row.place;
        const highlight = highlightOf(place);
        return (
          <tr
            key={`${row.place}-${row.username}`}
            data-highlight={byCategory && highlight === 'tinted' ? 'none' : highlight}
            data-place={place}
          >
            <td>
              <span data-part="place">{place}</span>
            </td>
            {byCategory && <td data-part="overall">{row.place}</td>}
            <td data-part="username">{row.username}</td>
            <td>{row.score}</td>
          </tr>
        );
      })}
    </chakra.tbody>
  );
}

type ShownRow = ResultRow & { category_place?: number };

/**
 * The published standings as a plain semantic table (the public page stays light: no table
 * library). Each row says how it is highlighted in data-highlight, for tests and for styling. With
 * a category, the first column is the place within it and the second the overall place.
 */
export function ResultsTable({ rows, category }: { rows: ShownRow[]; category?: string }) {
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
          {category === undefined
            ? t('resultsTable.caption', { count: rows.length })
            : t('resultsTable.captionCategory', { category, count: rows.length })}
        </Table.Caption>
        <Table.Header>
          <Table.Row bg="bg.subtle">
            <Table.ColumnHeader w={category === undefined ? '20' : '16'} textAlign="center" whiteSpace="normal">
              {category === undefined ? t('resultsTable.place') : t('resultsTable.categoryPlace')}
            </Table.ColumnHeader>
            {category !== undefined && (
              <Table.ColumnHeader w="16" textAlign="center" whiteSpace="normal">
                {t('resultsTable.overallPlace')}
              </Table.ColumnHeader>
            )}
            <Table.ColumnHeader whiteSpace="normal">{t('resultsTable.username')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('resultsTable.score')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <ResultsBody rows={rows} byCategory={category !== undefined} />
      </Table.Root>
    </Table.ScrollArea>
  );
}
