import { describe, expect, it } from 'vitest';
import type { CtfdApi } from './api';
import { findCtfdUser } from './sync';

interface Player {
  id: number;
  name: string;
  oauth_id: number | null;
}

/**
 * CTFd's admin user listing as its REST API answers it: `q` with `field=name` is a substring search
 * (CTFd's `Users.name.like('%q%')`), and pages of `per_page` name the next one in `meta.pagination`.
 */
function fakeCtfd(players: Player[]) {
  const calls: string[] = [];
  const api = (async (method: string, path: string) => {
    calls.push(`${method} ${path}`);
    const url = new URL(path, 'http://ctfd.invalid');
    const q = url.searchParams.get('q');
    const perPage = Number(url.searchParams.get('per_page') ?? 20);
    const page = Number(url.searchParams.get('page') ?? 1);
    const matching = q === null ? players : players.filter((p) => p.name.toLowerCase().includes(q.toLowerCase()));
    const data = matching.slice((page - 1) * perPage, page * perPage);
    const next = page * perPage < matching.length ? page + 1 : null;
    return { data, meta: { pagination: { page, next } } };
  }) as CtfdApi;
  return { api, calls };
}

const many = (from: number, count: number): Player[] =>
  Array.from({ length: count }, (_, i) => ({ id: from + i, name: `igrac${from + i}`, oauth_id: 10_000 + from + i }));

describe('findCtfdUser: our user in CTFd, by oauth_id', () => {
  it('takes, of the names the search finds, the one that is ours', async () => {
    const { api, calls } = fakeCtfd([
      { id: 1, name: 'ana2', oauth_id: 502 },
      { id: 2, name: 'ana', oauth_id: 501 },
      { id: 3, name: 'ana', oauth_id: null },
    ]);
    expect(await findCtfdUser(api, 501, 'ana')).toEqual({ id: 2, name: 'ana', oauth_id: 501 });
    expect(calls).toEqual(['GET /users?view=admin&field=name&q=ana&per_page=100']);
  });

  it('finds a player renamed in CTFd page by page, following the next page', async () => {
    const renamed = { id: 230, name: 'novo-ime', oauth_id: 777 };
    const { api, calls } = fakeCtfd([...many(1, 229), renamed, ...many(231, 40)]);
    expect(await findCtfdUser(api, 777, 'staro-ime')).toEqual(renamed);
    expect(calls.slice(1)).toEqual([
      'GET /users?view=admin&per_page=100&page=1',
      'GET /users?view=admin&per_page=100&page=2',
      'GET /users?view=admin&per_page=100&page=3',
    ]);
  });

  it('answers null once the last page has been read without them', async () => {
    const { api, calls } = fakeCtfd(many(1, 150));
    expect(await findCtfdUser(api, 999, null)).toBeNull();
    // No name to search by: straight to the pages, and no page after the last.
    expect(calls).toEqual(['GET /users?view=admin&per_page=100&page=1', 'GET /users?view=admin&per_page=100&page=2']);
  });

  it('escapes the name in the search', async () => {
    const { api, calls } = fakeCtfd([{ id: 5, name: 'a&b c', oauth_id: 5 }]);
    expect(await findCtfdUser(api, 5, 'a&b c')).toMatchObject({ id: 5 });
    expect(calls[0]).toBe('GET /users?view=admin&field=name&q=a%26b%20c&per_page=100');
  });
});
