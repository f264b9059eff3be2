import {
  FUNNEL_STAGES,
  type FunnelCounts,
  type FunnelOutput,
  type FunnelStage,
  SMALL_GROUP_LIMIT,
} from '../schemas/statistics';

/**
 * Small-group suppression of a table of counts (issue 33), so that no figure about fewer than
 * `limit` people can be read or worked out:
 *
 * 1. Primary: a cell under the limit is hidden; 0 counts as under it (a group of nobody is as
 *    telling as a group of three).
 * 2. A line's total under the limit hides the total and every cell of that line.
 * 3. Complementary: a line with a total shown and exactly one hidden cell gets a second one hidden,
 *    its smallest shown cell (the first of equal ones), so the total less the shown cells is a sum
 *    of two hidden cells, never one. With no shown cell left to hide, the total is hidden instead.
 * 4. Columns (with a row of totals) and rows (with a column of totals) both, repeated until
 *    nothing changes: hiding a cell for its column can leave its row with one hidden cell.
 *
 * Lines without a total (the funnel's rows: its stages are nested, not added up) are held only by
 * rule 1 and by the columns they cross.
 */
export interface CountTable {
  /** cells[row][column] */
  cells: readonly (readonly number[])[];
  /** One per column: the column's total; absent when the table has no row of totals. */
  columnTotals?: readonly number[];
  /** One per row: the row's total; absent when the table has no column of totals. */
  rowTotals?: readonly number[];
}

export interface SuppressedTable {
  cells: (number | null)[][];
  columnTotals?: (number | null)[];
  rowTotals?: (number | null)[];
}

interface Line {
  /** The line's cells as [row, column] positions. */
  positions: [number, number][];
  /** Index into the totals this line's total is kept at. */
  total: number;
  totals: boolean[];
  totalValue: number;
}

export function suppressSmallCells(table: CountTable, limit = SMALL_GROUP_LIMIT): SuppressedTable {
  const rows = table.cells.length;
  const columns = rows === 0 ? (table.columnTotals?.length ?? 0) : table.cells[0]!.length;
  const hidden = table.cells.map((row) => row.map((n) => n < limit));
  const columnTotalHidden = (table.columnTotals ?? []).map((n) => n < limit);
  const rowTotalHidden = (table.rowTotals ?? []).map((n) => n < limit);

  // `count` lines of `length` cells each, with their totals: a line's cells as `at(line, i)`.
  const linesOf = (
    count: number,
    length: number,
    totalValues: readonly number[] | undefined,
    totals: boolean[],
    at: (line: number, i: number) => [number, number],
  ): Line[] =>
    totalValues
      ? Array.from({ length: count }, (_, line) => ({
          positions: Array.from({ length }, (_, i) => at(line, i)),
          total: line,
          totals,
          totalValue: totalValues[line]!,
        }))
      : [];
  const lines: Line[] = [
    ...linesOf(columns, rows, table.columnTotals, columnTotalHidden, (c, r) => [r, c]),
    ...linesOf(rows, columns, table.rowTotals, rowTotalHidden, (r, c) => [r, c]),
  ];

  let changed = true;
  while (changed) {
    changed = false;
    for (const line of lines) {
      const hide = ([r, c]: [number, number]) => {
        if (hidden[r]![c]) return;
        hidden[r]![c] = true;
        changed = true;
      };
      if (line.totals[line.total]) {
        line.positions.forEach(hide);
        continue;
      }
      const hiddenHere = line.positions.filter(([r, c]) => hidden[r]![c]);
      if (hiddenHere.length !== 1) continue;
      const shown = line.positions.filter(([r, c]) => !hidden[r]![c]);
      if (shown.length === 0) {
        // The one hidden cell is the whole line: its total would say it.
        line.totals[line.total] = true;
        changed = true;
        continue;
      }
      const smallest = shown.reduce((best, at) =>
        table.cells[at[0]]![at[1]]! < table.cells[best[0]]![best[1]]! ? at : best,
      );
      hide(smallest);
    }
  }

  const shownOr = (n: number, isHidden: boolean | undefined) => (isHidden ? null : n);
  return {
    cells: table.cells.map((row, r) => row.map((n, c) => shownOr(n, hidden[r]![c]))),
    ...(table.columnTotals ? { columnTotals: table.columnTotals.map((n, c) => shownOr(n, columnTotalHidden[c])) } : {}),
    ...(table.rowTotals ? { rowTotals: table.rowTotals.map((n, r) => shownOr(n, rowTotalHidden[r])) } : {}),
  };
}

/** A funnel's raw counts: one row per group, and the total (each person once). */
export interface FunnelRawCounts {
  rows: { group: string; counts: Record<FunnelStage, number> }[];
  total: Record<FunnelStage, number>;
}

/**
 * The funnel as it may be shown: its stages are the columns, its groups the rows, the total the
 * row of totals (a column whose total is under the limit is hidden whole).
 */
export function suppressFunnel({ rows, total }: FunnelRawCounts, limit = SMALL_GROUP_LIMIT): FunnelOutput {
  const table = suppressSmallCells(
    {
      cells: rows.map((row) => FUNNEL_STAGES.map((stage) => row.counts[stage])),
      columnTotals: FUNNEL_STAGES.map((stage) => total[stage]),
    },
    limit,
  );
  const countsOf = (values: readonly (number | null)[]) =>
    Object.fromEntries(FUNNEL_STAGES.map((stage, i) => [stage, values[i] ?? null])) as FunnelCounts;
  return {
    stages: [...FUNNEL_STAGES],
    rows: rows.map((row, r) => ({ group: row.group, counts: countsOf(table.cells[r]!) })),
    total: countsOf(table.columnTotals!),
  };
}
