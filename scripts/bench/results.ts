// Every figure of a run, printed as it is recorded and written to bench/results/latest.json.

export interface Figure {
  figure: string;
  value: number;
  unit: string;
  baseline: number | null;
  baselineLabel: string;
  /** value ÷ baseline (for times: baseline ÷ value, so above 1 is always better). */
  ratio: number | null;
  target: string | null;
  met: boolean | null;
}

export const figures: Figure[] = [];

export function record(figure: Omit<Figure, 'ratio'> & { lowerIsBetter?: boolean }) {
  const { lowerIsBetter, ...rest } = figure;
  const ratio =
    figure.baseline === null || figure.baseline === 0 || figure.value === 0
      ? null
      : lowerIsBetter
        ? figure.baseline / figure.value
        : figure.value / figure.baseline;
  const row = { ...rest, ratio: ratio === null ? null : Number(ratio.toFixed(2)) };
  figures.push(row);
  const fmt = (v: number | null) => (v === null ? '—' : v >= 100 ? v.toFixed(0) : v.toFixed(1));
  console.log(
    `  ${row.figure.padEnd(58)} ${`${fmt(row.value)} ${row.unit}`.padStart(14)}  baseline ${`${fmt(row.baseline)} ${row.baseline === null ? '' : row.unit}`.padStart(14)} (${row.baselineLabel})  ratio ${row.ratio ?? '—'}${row.target ? `  target ${row.target}: ${row.met ? 'met' : 'NOT met'}` : ''}`,
  );
}
