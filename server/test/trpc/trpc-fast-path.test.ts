// GET queries are answered without tRPC's fetch adapter (server/src/trpc/query-fast-path.ts). The
// answer must be the adapter's, byte for byte: the same request goes to the application with the
// fast path and to one without it, on the same database, and status, headers and body must match.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app';
import { createTestApp } from '../support/app';
import { signedIn } from '../support/calls';
import { createCompetition } from '../support/competitions';

const { app, db, config } = await createTestApp();
let adapterOnly: App;
let user: string;
let admin: string;
let slug: string;

beforeAll(async () => {
  adapterOnly = await buildApp(config, { trpcFastQueries: false });
  user = (await signedIn(db)).cookie;
  admin = (await signedIn(db, ['admin'])).cookie;
  const competition = await createCompetition(db);
  slug = competition.slug;
  await db
    .updateTable('competitions')
    .set({ results_published_at: new Date() })
    .where('id', '=', competition.id)
    .execute();
});
afterAll(() => adapterOnly.close());

const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));

// [title, url, who, language]
const cases: [string, () => string, () => string | undefined, string][] = [
  ['the session, signed out', () => '/trpc/auth.session', () => undefined, 'en'],
  ['the session, signed in', () => '/trpc/auth.session', () => user, 'sr'],
  ['a query with input', () => `/trpc/competitions.get?input=${q({ slug })}`, () => user, 'en'],
  ['a batch of queries', () => `/trpc/auth.session,competitions.list?batch=1&input=${q({})}`, () => user, 'en'],
  [
    'a batch with one refusal (mixed statuses)',
    () => `/trpc/auth.session,admin.stats,competitions.get?batch=1&input=${q({ '2': { slug } })}`,
    () => user,
    'sr',
  ],
  ['signed out where a session is needed', () => '/trpc/account.me', () => undefined, 'sr'],
  ['a staff query refused to a player', () => '/trpc/admin.users.list', () => user, 'en'],
  [
    'bad input (field errors)',
    () => `/trpc/admin.users.list?input=${q({ page: 'x', pageSize: -1 })}`,
    () => admin,
    'en',
  ],
  ['missing input', () => '/trpc/competitions.get', () => user, 'en'],
  ['not found', () => `/trpc/competitions.get?input=${q({ slug: 'no-such-competition' })}`, () => user, 'sr'],
  ['public and cacheable', () => `/trpc/results.published?input=${q({ slug })}`, () => undefined, 'en'],
  ['public, not found', () => `/trpc/results.published?input=${q({ slug: 'nothing-here' })}`, () => undefined, 'en'],
  // Left to the adapter: the same answer by construction, checked all the same.
  ['input that is not JSON', () => '/trpc/auth.session?input=%7Bnot-json', () => undefined, 'en'],
  ['a mutation asked with GET', () => '/trpc/auth.logout', () => user, 'en'],
  ['an unknown procedure', () => '/trpc/auth.nothing', () => undefined, 'en'],
  ['a batch whose input is not an object', () => `/trpc/auth.session?batch=1&input=${q([1])}`, () => undefined, 'en'],
];

const compared = ['content-type', 'vary', 'cache-control', 'retry-after', 'set-cookie'];

describe('GET queries without the fetch adapter', () => {
  it.each(cases)('answers %s exactly as tRPC’s adapter does', async (_title, url, who, language) => {
    const request = {
      method: 'GET' as const,
      url: url(),
      headers: { 'accept-language': language },
      ...(who() ? { cookies: { session: who()! } } : {}),
    };
    const [fast, adapter] = await Promise.all([app.inject(request), adapterOnly.inject(request)]);
    expect(fast.statusCode).toBe(adapter.statusCode);
    for (const name of compared) expect([name, fast.headers[name]]).toEqual([name, adapter.headers[name]]);
    expect(fast.body).toBe(adapter.body);
  });

  it('keeps public answers cacheable', async () => {
    const res = await app.inject({ url: `/trpc/results.published?input=${q({ slug })}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, no-cache');
    expect(res.json()).toMatchObject({ result: { data: { rows: [] } } });
  });

  it('gives the data a signed-in player expects', async () => {
    const res = await app.inject({ url: '/trpc/auth.session', cookies: { session: user } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ result: { data: { user: { roles: [] } } } });
  });
});
