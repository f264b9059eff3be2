import { withFilter } from '@/components/data-table/list-params';
import { useSearchParams } from '@/lib/use-search-params';

/**
 * The results tables' category filter, kept in the address (`?category=junior`) so a category's
 * standings can be shared as a link. `category` is what the address asks for (checked by the
 * server against the season's categories); `params` is what FilterSelect binds to.
 */
export function useCategoryFilter() {
  const [searchParams, setSearchParams] = useSearchParams();
  const category = searchParams.get('category') || undefined;
  return {
    category,
    params: {
      filter: <T extends string>(name: string, allowed: readonly T[]) =>
        allowed.find((option) => option === searchParams.get(name)),
      setFilter: (name: string, value: string) =>
        setSearchParams((current) => withFilter(current, name, value), { replace: true }),
    },
  };
}

/** The results query's input: the same object everywhere, so the page and the table share one request. */
export function publishedResultsInput(slug: string, category: string | undefined) {
  return category === undefined ? { slug } : { slug, category };
}
