import { useSearchParams as useRouterSearchParams } from 'react-router-dom';

/**
 * The category the address asks for (`?category=junior`), so a category's standings can be shared as
 * a link; checked by the server against the season's categories. Reading only: the filter that
 * changes it (CategoryFilter) is fetched with the select, so a public results page without categories
 * carries none of it.
 */
export function useCategory(): string | undefined {
  const [searchParams] = useRouterSearchParams();
  return searchParams.get('category') || undefined;
}

/** The results query's input: the same object everywhere, so the page and the table share one request. */
export function publishedResultsInput(slug: string, category: string | undefined) {
  return category === undefined ? { slug } : { slug, category };
}
