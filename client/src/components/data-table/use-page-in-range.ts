import { useEffect } from 'react';

/**
 * A page past the end (the last rows were deleted, or a stale link) moves to the last page instead
 * of showing an empty table with "page 9 of 3".
 */
export function usePageInRange(page: number, pageCount: number | undefined, replacePage: (page: number) => void) {
  useEffect(() => {
    if (pageCount !== undefined && page > pageCount) replacePage(pageCount);
  }, [page, pageCount, replacePage]);
}
