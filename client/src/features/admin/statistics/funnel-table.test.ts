import { parseCsv } from '@ctf/shared/csv';
import { FUNNEL_STAGES, type FunnelCounts, type FunnelOutput } from '@ctf/shared/schemas/statistics';
import { describe, expect, it } from 'vitest';
import { csvFileName, funnelTable, orderGroups, seasonsTable, tableCsv } from './funnel-table';

const counts = (...values: (number | null)[]) =>
  Object.fromEntries(
    FUNNEL_STAGES.map((stage, index) => [stage, index < values.length ? values[index] : 0]),
  ) as FunnelCounts;

const labels = {
  groupHeader: 'Region',
  totalLabel: 'Total',
  stageLabel: (stage: string) => stage.toUpperCase(),
  groupLabel: (group: string) => `«${group}»`,
};

describe('the groups of a breakdown are listed in reading order', () => {
  it('codes in the order the forms list them, unknown codes after them and the unknown group last', () => {
    expect(orderGroups('region', ['unknown', 'vojvodina', 'zzz', 'beograd'])).toEqual([
      'beograd',
      'vojvodina',
      'zzz',
      'unknown',
    ]);
    expect(orderGroups('gender', ['female', 'unknown', 'male'])).toEqual(['male', 'female', 'unknown']);
  });

  it('birth years as numbers, categories as the season orders them', () => {
    expect(orderGroups('birth_year', ['2010', 'unknown', '998', '2008'])).toEqual(['998', '2008', '2010', 'unknown']);
    expect(orderGroups('category', ['seniors', 'juniors', 'unknown'], ['juniors', 'seniors'])).toEqual([
      'juniors',
      'seniors',
      'unknown',
    ]);
  });
});

describe('the funnel table is what the page, the file and the report show', () => {
  const output: FunnelOutput = {
    stages: ['registered', 'verified', 'applied'],
    rows: [
      { group: 'unknown', counts: counts(7, 6, null) },
      { group: 'beograd', counts: counts(40, 31, 12) },
    ],
    total: counts(47, 37, 14),
  };

  it('has a row per group, the total last, and only the stages the server counted', () => {
    const table = funnelTable(output, 'region', labels);
    expect(table.header).toEqual(['Region', 'REGISTERED', 'VERIFIED', 'APPLIED']);
    expect(table.rows.map((row) => [row.label, row.counts, row.isTotal ?? false])).toEqual([
      ['«beograd»', [40, 31, 12], false],
      ['«unknown»', [7, 6, null], false],
      ['Total', [47, 37, 14], true],
    ]);
  });

  it('writes "< 5" where a count is withheld, and guards a label that would run as a formula', () => {
    const table = funnelTable(output, 'region', { ...labels, groupLabel: (group) => `=${group}` });
    const rows = parseCsv(tableCsv(table, ';'), ';');
    expect(rows).toEqual([
      ['Region', 'REGISTERED', 'VERIFIED', 'APPLIED'],
      ["'=beograd", '40', '31', '12'],
      ["'=unknown", '7', '6', '< 5'],
      ['Total', '47', '37', '14'],
    ]);
  });
});

describe('seasons side by side', () => {
  it('a row per stage any season counted, a column per season', () => {
    const older: FunnelOutput = { stages: ['applied', 'accepted'], rows: [], total: counts(0, 0, 30, null) };
    const newer: FunnelOutput = {
      stages: ['applied', 'accepted', 'team'],
      rows: [],
      total: { ...counts(0, 0, 50, 20), team: 9 },
    };
    const table = seasonsTable(
      [
        { name: '2025', label: '2025', output: older },
        { name: '2026', label: '2026', output: newer },
      ],
      { stageHeader: 'Stage', stageLabel: (stage) => stage },
    );
    expect(table.header).toEqual(['Stage', '2025', '2026']);
    expect(table.rows.map((row) => [row.label, row.counts])).toEqual([
      ['applied', [30, 50]],
      ['accepted', [null, 20]],
      ['team', [0, 9]],
    ]);
  });
});

describe('the file name', () => {
  it('is plain Latin whatever the season is called', () => {
    expect(csvFileName(['Сезона 2026/27', 'region'])).toBe('statistics-sezona_2026_27-region.csv');
    expect(csvFileName(['', 'birth_year'])).toBe('statistics-x-birth_year.csv');
  });
});
