import { describe, expect, it } from 'vitest';
import { FUNNEL_STAGES, type FunnelStage } from '../schemas/statistics';
import { suppressFunnel, suppressSmallCells } from './suppression';

/** One column of groups under a total: the shape of a funnel stage. */
const column = (cells: number[], total = cells.reduce((a, b) => a + b, 0)) =>
  suppressSmallCells({ cells: cells.map((n) => [n]), columnTotals: [total] });
const shownColumn = (table: ReturnType<typeof column>) => table.cells.map(([n]) => n);

describe('a small group is never shown', () => {
  it('hides 4 and shows 5, at the limit', () => {
    const table = column([4, 5, 7]);
    expect(shownColumn(table)).toEqual([null, null, 7]);
    expect(table.columnTotals).toEqual([16]);
    expect(shownColumn(column([5, 5, 7]))).toEqual([5, 5, 7]);
  });

  it('hides 0 like any group under 5', () => {
    expect(shownColumn(column([0, 9, 12]))).toEqual([null, null, 12]);
  });

  it('shows a line with no total as it is, hiding only its small cells', () => {
    expect(suppressSmallCells({ cells: [[4, 5, 0, 100]] }).cells).toEqual([[null, 5, null, 100]]);
  });
});

describe('no hidden cell can be worked out from a total and the shown cells', () => {
  it('hides the smallest shown cell beside the one hidden cell of a column', () => {
    // 30 - 12 - 9 would say the hidden 3: the 9 goes too.
    expect(shownColumn(column([12, 3, 9]))).toEqual([12, null, null]);
  });

  it('hides the first of equal smallest cells', () => {
    expect(shownColumn(column([8, 2, 8, 20]))).toEqual([null, null, 8, 20]);
  });

  it('leaves a column with two hidden cells as it is', () => {
    expect(shownColumn(column([3, 40, 2]))).toEqual([null, 40, null]);
  });

  it('hides the whole column when its total is under 5', () => {
    const table = column([4, 0], 4);
    expect(shownColumn(table)).toEqual([null, null]);
    expect(table.columnTotals).toEqual([null]);
  });

  it('hides the total of a column whose one cell is hidden and nothing else is left to hide', () => {
    // Groups that overlap (a person in two categories): the total is no sum, yet it would say the cell.
    const table = suppressSmallCells({ cells: [[3]], columnTotals: [12] });
    expect(table.cells).toEqual([[null]]);
    expect(table.columnTotals).toEqual([null]);
  });

  it('repeats until stable across rows and columns that both have totals', () => {
    // The 2 hides the 6 below it (its column) and the 20 beside it (its row); the 6 leaves row 1
    // with one hidden cell, so its 10 goes, and column 1 then has two hidden cells: stable.
    const table = suppressSmallCells({
      cells: [
        [2, 20],
        [6, 10],
        [30, 11],
      ],
      columnTotals: [38, 41],
      rowTotals: [22, 16, 41],
    });
    expect(table.cells).toEqual([
      [null, null],
      [null, null],
      [30, 11],
    ]);
    expect(table.columnTotals).toEqual([38, 41]);
    expect(table.rowTotals).toEqual([22, 16, 41]);
    for (const row of table.cells) expect(row.filter((n) => n === null).length).not.toBe(1);
    for (const c of [0, 1]) expect(table.cells.filter((row) => row[c] === null).length).not.toBe(1);
  });

  it('hides a row whose total is under 5', () => {
    const table = suppressSmallCells({
      cells: [
        [2, 1],
        [9, 9],
      ],
      rowTotals: [3, 18],
    });
    expect(table.cells).toEqual([
      [null, null],
      [9, 9],
    ]);
    expect(table.rowTotals).toEqual([null, 18]);
  });
});

const counts = (values: number[]) =>
  Object.fromEntries(FUNNEL_STAGES.map((stage, i) => [stage, values[i] ?? 0])) as Record<FunnelStage, number>;

describe('the funnel', () => {
  it('answers every stage, each group with its counts and the total, null where suppressed', () => {
    const women = counts([4, 4, 4, 4, 4, 4, 4]);
    const men = counts([5, 5, 5, 5, 5, 5, 5]);
    const unknown = counts([20, 12]);
    const answer = suppressFunnel({
      rows: [
        { group: 'female', counts: women },
        { group: 'male', counts: men },
        { group: 'unknown', counts: unknown },
      ],
      total: counts([29, 21, 9, 9, 9, 9, 9]),
    });
    expect(answer.stages).toEqual([...FUNNEL_STAGES]);
    const shown = (values: (number | null)[]) =>
      Object.fromEntries(FUNNEL_STAGES.map((stage, i) => [stage, values[i]]));
    expect(answer.rows).toEqual([
      { group: 'female', counts: shown([null, null, null, null, null, null, null]) },
      // Beside the hidden 4 of a stage whose only other cell is 20 or 12, the 5 goes too; where the
      // unknown group's 0 is hidden already, the 5 is shown (9 - 5 is the sum of two hidden cells).
      { group: 'male', counts: shown([null, null, 5, 5, 5, 5, 5]) },
      { group: 'unknown', counts: shown([20, 12, null, null, null, null, null]) },
    ]);
    expect(answer.total).toEqual({
      registered: 29,
      verified: 21,
      applied: 9,
      accepted: 9,
      competed: 9,
      finalist: 9,
      team: 9,
    });
  });

  it('shows 5 beside 5 and hides a stage whose total is under 5', () => {
    const answer = suppressFunnel({
      rows: [
        { group: 'female', counts: counts([5, 5, 2]) },
        { group: 'male', counts: counts([6, 6, 2]) },
      ],
      total: counts([11, 11, 4]),
    });
    expect(answer.rows.map((row) => [row.counts.registered, row.counts.applied])).toEqual([
      [5, null],
      [6, null],
    ]);
    expect(answer.total).toMatchObject({ registered: 11, verified: 11, applied: null, team: null });
  });
});
