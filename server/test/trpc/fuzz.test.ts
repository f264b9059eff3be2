import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { REST_ROUTES } from '../../src/rest/routes';
import { appRouter } from '../../src/trpc/router';
import { type SecondFactorState, createSession } from '../../src/services/auth/sessions';
import { TEST_ORIGIN, createTestApp } from '../support/app';
import { createUser } from '../support/auth';
import { ascending } from '@ctf/shared/sort';

/**
 * Fuzzing every procedure's input: arbitrary JSON and targeted nasties (wrong types, 100k-char
 * strings, NUL, lone surrogates, RTL and emoji, huge and negative numbers, extra and nested keys,
 * arrays instead of objects), each sent by a caller the procedure lets in. Never a 5xx; every
 * refusal carries a stable code and a Serbian message; a refused call writes no row, and a query
 * writes none at all.
 *
 * The seed is fixed (FUZZ_SEED overrides it); on a failure fast-check prints the seed, the path
 * and the smallest input that fails, so the run can be repeated exactly.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);

const { app, db } = await createTestApp();

type Procedure = { _def: { type: 'query' | 'mutation'; inputs?: unknown[] } };
const procedures = appRouter._def.procedures as unknown as Record<string, Procedure>;

/** Who calls each procedure: staff areas as their role (second factor proved), the rest as a plain user. */
function callerOf(path: string): { roles: string[]; secondFactor: SecondFactorState } {
  if (path.startsWith('admin.')) return { roles: ['admin'], secondFactor: 'verified' };
  if (path.startsWith('organizer.')) return { roles: ['organizer'], secondFactor: 'verified' };
  if (path.startsWith('mentor.')) return { roles: ['mentor'], secondFactor: 'verified' };
  if (path.startsWith('stats.')) return { roles: ['reporter'], secondFactor: 'verified' };
  return { roles: [], secondFactor: 'none' };
}

const callers: Record<string, Awaited<ReturnType<typeof createUser>>> = {};

/**
 * A fresh session for each call: a call may end it (logout, revoking other sessions). A random
 * input may also name the caller's own id to an admin procedure (suspend, delete, change roles):
 * such a caller is replaced, so that every call is made by one the procedure lets in.
 */
async function sessionFor(path: string) {
  const { roles, secondFactor } = callerOf(path);
  const key = roles.join(',') || 'user';
  const known = callers[key];
  const intact =
    known &&
    (await db
      .selectFrom('users')
      .select('roles')
      .where('id', '=', known.id)
      .where('suspended_at', 'is', null)
      .executeTakeFirst());
  if (!intact || intact.roles.join(',') !== roles.join(',')) callers[key] = await createUser(db, { roles });
  return (await createSession(db, { userId: callers[key]!.id, secondFactor })).token;
}

/** The tables a call could write to; bookkeeping of rate limits and challenges aside. */
const COUNTED = [
  'users',
  'sessions',
  'competitor_applications',
  'competitions',
  'competition_registrations',
  'finals_invitations',
  'institutions',
  'audit_log',
  'passkeys',
  'external_accounts',
  'recovery_codes',
  'email_change_tokens',
  'email_verification_tokens',
  'password_reset_tokens',
  'announcements',
  'competition_results',
  'mentor_requests',
  'mentor_institutions',
] as const;

/**
 * A fingerprint of each table's content (every column of every row), so a refused call that
 * changed an existing row is caught, not only one that added or removed rows. Sessions are counted
 * only: using one may move its expiry forward (sliding sessions), which is not a write of the call.
 */
async function counts(): Promise<Record<string, string>> {
  const row = await db
    .selectNoFrom((eb) =>
      COUNTED.map((table) =>
        eb
          .selectFrom(`${table} as t` as 'users as t')
          .select(
            table === 'sessions'
              ? sql<string>`count(*)::text`.as('n')
              : sql<string>`count(*) || ':' || md5(coalesce(string_agg(t::text, '|' order by t::text), ''))`.as('n'),
          )
          .as(table),
      ),
    )
    .executeTakeFirstOrThrow();
  return row as unknown as Record<string, string>;
}

function send(path: string, cookie: string, input: unknown) {
  const type = procedures[path]!._def.type;
  const headers = { 'accept-language': 'sr' };
  return type === 'query'
    ? app.inject({
        url: `/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`,
        cookies: { session: cookie },
        headers,
      })
    : app.inject({
        method: 'POST',
        url: `/trpc/${path}`,
        cookies: { session: cookie },
        headers: { ...headers, origin: TEST_ORIGIN, 'content-type': 'application/json' },
        payload: input === undefined ? '' : JSON.stringify(input),
      });
}

/** The field names of a procedure's input object, when it is one (targeted values go there). */
function fieldsOf(path: string): string[] {
  const keys = new Set<string>();
  for (const parser of procedures[path]!._def.inputs ?? []) {
    const shape = (parser as { shape?: unknown }).shape;
    if (shape && typeof shape === 'object') for (const key of Object.keys(shape)) keys.add(key);
  }
  return [...keys];
}

const nastyString = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'Gimnazija\u0000',
  'a'.repeat(100_000),
  'Ђ'.repeat(100_000),
  '\uD800',
  'x\uDFFFy',
  '\u202Egnp.exe',
  'שלום עולם',
  '👩‍💻🇷🇸'.repeat(50),
  'Ђорђе Šćepanović',
  '\r\nBcc: evil@example.org',
  "' OR 1=1 --",
  '%00',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '2147483648',
  '-1',
  'null',
  '{}',
);
const nastyNumber = fc.constantFrom(
  2_147_483_648,
  -2_147_483_649,
  -1,
  0,
  -0,
  1.5,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  Number.MIN_SAFE_INTEGER,
);
const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  nastyNumber,
  fc.constantFrom(true, false, null, [], {}, [1, 2, 3], [''], { '': '' }),
  fc.array(nastyString, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), nastyString, { maxKeys: 3 }),
  fc.jsonValue({ maxDepth: 3 }),
);
/**
 * Plausible values, so that some inputs pass validation but for one nasty field and reach the
 * service (ids name nothing that exists: the callers of this file must stay who they are).
 */
const plausible: fc.Arbitrary<unknown> = fc.constantFrom(
  'Ana',
  'ana@example.org',
  'Lozinka#2026-fuzz',
  'kvalifikacije-2026',
  'accepted',
  'rejected',
  'pending',
  'female',
  'M',
  '2008-05-14',
  'comma',
  'sr',
  2_000_000_000,
  true,
  false,
  null,
  [2_000_000_000],
);
/** Keys that could reach an object's prototype or an unexpected column. */
const extraKey = fc.constantFrom('__proto__', 'constructor', 'prototype', 'id', 'roles', 'user_id', 'extra', '');

function inputFor(path: string): fc.Arbitrary<unknown> {
  const fields = fieldsOf(path);
  const shaped =
    fields.length === 0
      ? fc.constant({})
      : fc.record(
          Object.fromEntries(
            fields.map((field) => [
              field,
              fc.oneof({ weight: 2, arbitrary: plausible }, { weight: 3, arbitrary: nastyValue }),
            ]),
          ),
          { requiredKeys: [] },
        );
  const withExtra = fc.tuple(shaped, extraKey, nastyValue, fc.boolean()).map(([object, key, value, nested]) => {
    // defineProperty, so that `__proto__` is an own key that JSON carries, as an attacker's body would.
    const out = { ...(object as object) };
    Object.defineProperty(out, key, {
      value: nested ? { deep: { [key]: value } } : value,
      enumerable: true,
      configurable: true,
      writable: true,
    });
    return out as unknown;
  });
  return fc.oneof(
    { weight: 3, arbitrary: shaped },
    { weight: 2, arbitrary: withExtra },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
    { weight: 1, arbitrary: nastyValue },
    { weight: 1, arbitrary: shaped.map((object) => [object]) },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

/** Mutations that answered 2xx to a random input, and the tables they wrote: legitimate, recorded. */
const writes = new Map<string, { calls: number; tables: Set<string> }>();
afterAll(() => {
  if (writes.size === 0) return;
  const summary = [...writes].map(([path, { calls, tables }]) => `${path} ×${calls} (${[...tables].join(', ')})`);
  console.info(`fuzz: accepted writes: ${summary.join('; ')}`);
});

describe.each(Object.keys(procedures).sort(ascending))('fuzzing %s', (path) => {
  const type = procedures[path]!._def.type;

  it('never answers 5xx; refusals are translated and write nothing', { timeout: 60_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(inputFor(path), async (input) => {
        const cookie = await sessionFor(path);
        const before = await counts();
        const res = await send(path, cookie, input);
        const after = await counts();
        expect(res.statusCode, res.body.slice(0, 500)).toBeLessThan(500);
        const changed = COUNTED.filter((table) => before[table] !== after[table]);
        if (res.statusCode >= 400) {
          // tRPC's error envelope, or the plain one of a refusal before tRPC (a body over the limit).
          const body = res.json() as {
            code?: string;
            message?: string;
            error?: { message?: string; data?: { code?: string } };
          };
          expect(body.error?.data?.code ?? body.code, res.body.slice(0, 500)).toMatch(/^[A-Z_]+$/);
          expect(body.error?.message ?? body.message, res.body.slice(0, 500)).toMatch(/[\u0400-\u04FF]/);
          expect(changed).toEqual([]);
        } else if (type === 'query') {
          expect(changed).toEqual([]);
        } else if (changed.length > 0) {
          const seen = writes.get(path) ?? { calls: 0, tables: new Set<string>() };
          seen.calls += 1;
          for (const table of changed) seen.tables.add(table);
          writes.set(path, seen);
        }
      }),
      { numRuns: RUNS, seed: SEED },
    );
  });
});

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** A path parameter as a caller could type it: a nasty string or number, percent-encoded (a lone surrogate has no UTF-8 form, so it becomes U+FFFD as a browser would send it). */
const pathValue = fc
  .oneof(
    nastyString.map((value) => value.slice(0, 2_000)),
    nastyNumber.map(String),
    fc.string({ maxLength: 20 }),
  )
  .map((value) => encodeURIComponent(value.replace(LONE_SURROGATE, '\uFFFD')) || '%20');

describe.each(REST_ROUTES.map((route) => [`${route.method} ${route.path}`, route] as const))(
  'fuzzing REST %s',
  (_name, route) => {
    const withBody = route.method !== 'GET' && route.method !== 'DELETE';

    it('never answers 5xx; refusals are translated and write nothing', { timeout: 60_000 }, async () => {
      await fc.assert(
        fc.asyncProperty(fc.tuple(pathValue, pathValue, inputFor(route.procedure)), async ([first, second, input]) => {
          const cookie = await sessionFor(route.procedure);
          let parameters = 0;
          const url = `/api${route.path.replace(/:[a-zA-Z]+/g, () => (parameters++ === 0 ? first : second))}`;
          const query =
            !withBody && input && typeof input === 'object' && !Array.isArray(input)
              ? `?${new URLSearchParams(Object.entries(input).map(([key, value]): [string, string] => [key, JSON.stringify(value) ?? ''])).toString()}`
              : '';
          const before = await counts();
          const res = await app.inject({
            method: route.method,
            url: `${url}${query}`,
            cookies: { session: cookie },
            headers: {
              'accept-language': 'sr',
              origin: TEST_ORIGIN,
              ...(withBody ? { 'content-type': 'application/json' } : {}),
            },
            ...(withBody ? { payload: input === undefined ? '' : JSON.stringify(input) } : {}),
          });
          const after = await counts();
          expect(res.statusCode, res.body.slice(0, 500)).toBeLessThan(500);
          if (res.statusCode >= 400) {
            const body = res.json() as { code?: string; message?: string };
            expect(body.code, res.body.slice(0, 500)).toMatch(/^[A-Z_]+$/);
            expect(body.message, res.body.slice(0, 500)).toMatch(/[\u0400-\u04FF]/);
            expect(COUNTED.filter((table) => before[table] !== after[table])).toEqual([]);
          }
        }),
        { numRuns: RUNS, seed: SEED },
      );
    });
  },
);
