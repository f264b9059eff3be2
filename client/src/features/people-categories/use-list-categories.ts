import { useCallback } from 'react';
import type { useListParams } from '@/components/data-table';
import { trpc } from '@/lib/trpc';

type Params = Pick<ReturnType<typeof useListParams>, 'filter' | 'rawFilter'>;

/**
 * The season a staff list of people shows categories of (the one in the address, else the
 * competition's own or the newest season that has categories, as the server picks too) and the category it is filtered by; the
 * seasons are the public `programme.seasons` (newest first), fetched once for every list.
 */
export function useListCategories(params: Params, preferredSeasonId?: number) {
  const seasons = trpc.programme.seasons.useQuery(undefined, { staleTime: 5 * 60_000 }).data ?? [];
  const withCategories = seasons.filter((season) => season.categories.length > 0);
  // A competition's lists default to its own season (when it has categories), as the server does.
  const preferred = withCategories.find((season) => season.id === preferredSeasonId);
  const seasonsInOrder = preferred
    ? [preferred, ...withCategories.filter((season) => season !== preferred)]
    : withCategories;
  const newest = seasonsInOrder[0] ?? null;
  const picked = withCategories.find((season) => String(season.id) === params.rawFilter('season_id'));
  const season = picked ?? newest;
  const codes = season?.categories.map((category) => category.code) ?? [];
  const category = params.filter('category', codes);
  const names = new Map(season?.categories.map((item) => [item.code, item.name]));
  // Kept while the season stays: a memoised table's columns depend on it.
  const namesOf = useCallback(
    (rowCodes: readonly string[]) => {
      const byCode = new Map(season?.categories.map((item) => [item.code, item.name]));
      return rowCodes.map((code) => byCode.get(code) ?? code);
    },
    [season],
  );
  return {
    /** Seasons that have categories, newest first (the preferred one first); the first is the default. */
    seasons: seasonsInOrder,
    season,
    codes,
    /** What the list procedures take: the season picked (none: the server's default) and the category. */
    input: { ...(picked ? { season_id: picked.id } : {}), ...(category ? { category } : {}) },
    filtered: category !== undefined,
    nameOf: (code: string) => names.get(code) ?? code,
    /** A row's category names, in the season's order. */
    namesOf,
  };
}
export type ListCategories = ReturnType<typeof useListCategories>;
