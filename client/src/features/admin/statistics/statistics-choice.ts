import { FUNNEL_BREAKDOWNS, type FunnelBreakdown } from '@ctf/shared/schemas/statistics';
import { useSearchParams } from '@/lib/use-search-params';
import { ADMIN_PATHS } from '../paths';

export const STATISTICS_VIEWS = ['funnel', 'seasons'] as const;
export type StatisticsView = (typeof STATISTICS_VIEWS)[number];

/** What the statistics show: a season (absent: all of them), the breakdown and the view. */
export interface StatisticsChoice {
  season?: string;
  by: FunnelBreakdown;
  view: StatisticsView;
}

const DEFAULT_BREAKDOWN: FunnelBreakdown = 'region';

const oneOf = <T extends string>(choices: readonly T[], value: string | null): T | undefined =>
  choices.find((choice) => choice === value);

/** The choice from the address, anything the page does not know read as its default. */
export function readChoice(params: URLSearchParams): StatisticsChoice {
  const season = params.get('season')?.trim();
  return {
    ...(season ? { season } : {}),
    by: oneOf(FUNNEL_BREAKDOWNS, params.get('by')) ?? DEFAULT_BREAKDOWN,
    view: oneOf(STATISTICS_VIEWS, params.get('view')) ?? 'funnel',
  };
}

/** The address of a choice (defaults left out), for the page and its printable report. */
export function choiceQuery({ season, by, view }: Partial<StatisticsChoice>): string {
  const query = new URLSearchParams();
  if (season) query.set('season', season);
  if (by && by !== DEFAULT_BREAKDOWN) query.set('by', by);
  if (view && view !== 'funnel') query.set('view', view);
  return query.size > 0 ? `?${query.toString()}` : '';
}

export const reportPath = (choice: Partial<Pick<StatisticsChoice, 'season' | 'by'>>) =>
  `${ADMIN_PATHS.statisticsReport}${choiceQuery(choice)}`;

/** The statistics' filters, kept in the address so a link or a reload shows the same figures. */
export function useStatisticsChoice() {
  const [params, setParams] = useSearchParams();
  const choice = readChoice(params);
  const change = (next: Partial<StatisticsChoice>) =>
    setParams((now) => new URLSearchParams(choiceQuery({ ...readChoice(now), ...next }).slice(1)), { replace: true });
  return [choice, change] as const;
}
