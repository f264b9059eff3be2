import { useLocation } from 'react-router-dom';

/**
 * A form opened from a list returns to the same page of it: the list passes its query string in
 * the link's state. Opened directly (a shared link), it returns to the list's first page.
 */
export function useListReturn(listPath: string): string {
  const { state } = useLocation();
  const listSearch: unknown = (state as { listSearch?: unknown } | null)?.listSearch;
  return typeof listSearch === 'string' && listSearch.startsWith('?') ? `${listPath}${listSearch}` : listPath;
}
