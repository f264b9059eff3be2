import type { ShownTable } from '../funnel-table';

/** What a bar chart draws: values[category][series], null where a count is withheld. */
export interface ChartData {
  categories: { key: string; label: string }[];
  series: { key: string; label: string }[];
  values: (number | null)[][];
}

/** The table's total row as one bar per column (the funnel: people at each stage). */
export function totalsChart(table: ShownTable): ChartData {
  const total = table.rows.find((row) => row.isTotal);
  return {
    categories: table.header.slice(1).map((label, index) => ({ key: String(index), label })),
    series: [{ key: 'total', label: total?.label ?? '' }],
    values: (total?.counts ?? []).map((count) => [count]),
  };
}

/** The table's rows (the total left out) as categories, its columns as series. */
export function rowsChart(table: ShownTable): ChartData {
  const rows = table.rows.filter((row) => !row.isTotal);
  return {
    categories: rows.map((row) => ({ key: row.key, label: row.label })),
    series: table.header.slice(1).map((label, index) => ({ key: String(index), label })),
    values: rows.map((row) => row.counts),
  };
}
