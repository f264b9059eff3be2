import { describe, expect, it } from 'vitest';
import { paginationIn } from './list-pagination';

const next = paginationIn({ pageSizes: [10, 25, 50, 100], sorts: ['name'] as const, defaultSort: 'name' });

describe('paging kept in the address', () => {
  it('goes back to page 1 on a new page size, and a following page change keeps the new size', () => {
    const start = new URLSearchParams('page=2&per_page=10&search=abc');
    const sized = next(start, (old) => ({ ...old, pageSize: 25 }));
    expect(sized.toString()).toBe('page=1&per_page=25&search=abc');
    const paged = next(sized, (old) => ({ ...old, pageIndex: 0 }));
    expect(paged.toString()).toBe('page=1&per_page=25&search=abc');
    expect(next(paged, { pageIndex: 2, pageSize: 25 }).get('page')).toBe('3');
  });
});
