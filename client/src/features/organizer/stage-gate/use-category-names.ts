import { trpc } from '@/lib/trpc';

/** The categories of a season, in its order, and a code's name (the code itself when unknown). */
export function useCategoryNames(seasonId: number) {
  const seasons = trpc.programme.seasons.useQuery();
  const list = seasons.data?.find((season) => season.id === seasonId)?.categories ?? [];
  const names = new Map(list.map((category) => [category.code, category.name]));
  return { list, nameOf: (code: string) => names.get(code) ?? code };
}
