import { toCsv } from '@ctf/shared/csv';
import { GENDERS, INSTITUTION_TYPES, REGIONS } from '@ctf/shared/schemas/competitor';
import {
  FUNNEL_STAGES,
  FUNNEL_UNKNOWN_GROUP,
  SMALL_GROUP_LIMIT,
  type FunnelBreakdown,
  type FunnelOutput,
  type FunnelStage,
} from '@ctf/shared/schemas/statistics';
import { ascending } from '@ctf/shared/sort';
import { toSearchKey } from '@ctf/shared/transliteration';

/**
 * A table as the page shows it, in the user's language: the table, the CSV and the printed report
 * are all drawn from this one value, so the file holds exactly what the screen shows.
 */
export interface ShownTable {
  /** The first column's heading, then one heading per count column. */
  header: string[];
  rows: ShownRow[];
}

export interface ShownRow {
  key: string;
  label: string;
  /** One per count column; null where the server withheld a small group. */
  counts: (number | null)[];
  isTotal?: boolean;
}

/** What a withheld cell says, on screen and in the file. */
export const SMALL_GROUP_TEXT = `< ${SMALL_GROUP_LIMIT}`;

export const TOTAL_ROW_KEY = 'total';

/** The codes of a breakdown in the order the platform lists them elsewhere (forms, filters). */
const CODE_ORDER: Partial<Record<FunnelBreakdown, readonly string[]>> = {
  region: REGIONS,
  institution_type: INSTITUTION_TYPES,
  gender: GENDERS,
};

/**
 * The breakdown's groups in reading order: the codes' own order (birth years rising, categories as
 * the season lists them), codes the page does not know after those, and the unknown group last.
 */
export function orderGroups(by: FunnelBreakdown, groups: readonly string[], categoryOrder: readonly string[] = []) {
  const known = by === 'category' ? categoryOrder : (CODE_ORDER[by] ?? []);
  const rank = (group: string) => {
    if (group === FUNNEL_UNKNOWN_GROUP) return Number.MAX_SAFE_INTEGER;
    if (by === 'birth_year' && /^\d+$/.test(group)) return Number(group);
    const index = known.indexOf(group);
    return index === -1 ? Number.MAX_SAFE_INTEGER - 1 : index;
  };
  return [...groups].sort((a, b) => ascending(rank(a), rank(b)) || ascending(a, b));
}

interface FunnelTableLabels {
  groupHeader: string;
  totalLabel: string;
  stageLabel: (stage: FunnelStage) => string;
  groupLabel: (group: string) => string;
}

/** A funnel broken down: one row per group, one column per stage, and the total row last. */
export function funnelTable(
  output: FunnelOutput,
  by: FunnelBreakdown,
  labels: FunnelTableLabels,
  categoryOrder: readonly string[] = [],
): ShownTable {
  const { stages } = output;
  const byGroup = new Map(output.rows.map((row) => [row.group, row.counts]));
  const groups = orderGroups(by, [...byGroup.keys()], categoryOrder);
  return {
    header: [labels.groupHeader, ...stages.map(labels.stageLabel)],
    rows: [
      ...groups.map((group) => ({
        key: group,
        label: labels.groupLabel(group),
        counts: stages.map((stage) => byGroup.get(group)![stage]),
      })),
      {
        key: TOTAL_ROW_KEY,
        label: labels.totalLabel,
        counts: stages.map((stage) => output.total[stage]),
        isTotal: true,
      },
    ],
  };
}

export interface SeasonFunnel {
  name: string;
  label: string;
  output: FunnelOutput;
}

/** Seasons side by side: one row per stage any season counts, one column per season's total. */
export function seasonsTable(
  seasons: readonly SeasonFunnel[],
  labels: { stageHeader: string; stageLabel: (stage: FunnelStage) => string },
): ShownTable {
  const counted = new Set(seasons.flatMap((season) => season.output.stages));
  const stages = FUNNEL_STAGES.filter((stage) => counted.has(stage));
  return {
    header: [labels.stageHeader, ...seasons.map((season) => season.label)],
    rows: stages.map((stage) => ({
      key: stage,
      label: labels.stageLabel(stage),
      counts: seasons.map((season) => season.output.total[stage]),
    })),
  };
}

/** A cell as shown: the number in the user's notation, or "< 5". */
export function cellText(count: number | null, formatNumber: (value: number) => string): string {
  return count === null ? SMALL_GROUP_TEXT : formatNumber(count);
}

/** The shown table as a CSV document (the project's writer: BOM, quoting, formula guard). */
export function tableCsv(table: ShownTable, separator: ',' | ';' = ','): string {
  return toCsv(
    table.header,
    table.rows.map((row) => [row.label, ...row.counts.map((count) => count ?? SMALL_GROUP_TEXT)]),
    separator,
  );
}

/** statistics-<season or all>-<breakdown>.csv in plain Latin letters, which every file system takes. */
export function csvFileName(parts: readonly string[]): string {
  const safe = parts.map(
    (part) =>
      toSearchKey(part)
        .replace(/[^a-z0-9_.]+/g, '_')
        .replace(/^_+|_+$/g, '') || 'x',
  );
  return `statistics-${safe.join('-')}.csv`;
}
