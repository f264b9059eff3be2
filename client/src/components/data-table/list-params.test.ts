import { describe, expect, it } from 'vitest';
import { changeListParams, readListParams, writeListParams } from './list-params';

const users = { pageSizes: [1, 10, 25, 50, 100], sorts: ['id'] as const, defaultSort: 'id' as const };
const institutions = {
  pageSizes: [10, 25, 50, 100],
  sorts: ['id', 'name', 'type', 'city'] as const,
  defaultSort: 'name' as const,
};

describe('a list in the query string', () => {
  it('reads page 1 of 10 when nothing is given (spec: users list defaults)', () => {
    const expected = { page: 1, perPage: 10, search: '', sort: 'id', direction: 'asc' };
    expect(readListParams(new URLSearchParams(), users)).toEqual(expected);
  });

  it('reads what a link says', () => {
    const params = new URLSearchParams('page=3&per_page=25&search=%20Ni%C5%A1%20&sort=city&direction=desc');
    const expected = { page: 3, perPage: 25, search: 'Niš', sort: 'city', direction: 'desc' };
    expect(readListParams(params, institutions)).toEqual(expected);
  });

  it('falls back to the defaults for values the list does not allow', () => {
    const params = new URLSearchParams('page=-2&per_page=1&sort=password&direction=sideways');
    const expected = { page: 1, perPage: 10, sort: 'name', direction: 'asc' };
    expect(readListParams(params, institutions)).toMatchObject(expected);
    expect(readListParams(new URLSearchParams('page=2.5&per_page=abc'), users)).toMatchObject({ page: 1, perPage: 10 });
    expect(readListParams(new URLSearchParams('per_page=1'), users)).toMatchObject({ perPage: 1 });
  });

  it('writes page and size, and leaves out an empty search and the default sort', () => {
    const written = writeListParams(
      new URLSearchParams('search=old&sort=city&direction=desc&other=kept'),
      { page: 2, perPage: 50, search: '', sort: 'name', direction: 'asc' },
      institutions,
    );
    expect(written.toString()).toBe('other=kept&page=2&per_page=50');
    const sorted = writeListParams(
      new URLSearchParams(),
      { page: 1, perPage: 10, search: 'gim', sort: 'city', direction: 'desc' },
      institutions,
    );
    expect(sorted.toString()).toBe('page=1&per_page=10&search=gim&sort=city&direction=desc');
  });
});

describe('paging kept in the address', () => {
  const competitions = { pageSizes: [10, 25, 50, 100], sorts: ['name'] as const, defaultSort: 'name' as const };
  const next = (current: URLSearchParams, changes: Parameters<typeof changeListParams<'name'>>[1]) =>
    changeListParams(current, changes, competitions);

  it('goes back to page 1 on a new page size, and a following page change keeps the new size', () => {
    const start = new URLSearchParams('page=2&per_page=10&search=abc');
    const sized = next(start, { perPage: 25 });
    expect(sized.toString()).toBe('page=1&per_page=25&search=abc');
    const paged = next(sized, { page: 1 });
    expect(paged.toString()).toBe('page=1&per_page=25&search=abc');
    expect(next(paged, { page: 3 }).get('page')).toBe('3');
  });
});
