// Playground progress: each player's solves per category, read from the playground CTFd (a local
// stand-in for 3.8.7) hourly for everyone and on demand for one player, and shown to that player.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { TPlaygroundProgress } from '@ctf/shared';
import { type PlaygroundFault, startFakePlaygroundCtfd } from '../../../e2e/support/fake-playground-ctfd';
import { readPlayground } from '../../src/services/playground/refresh';
import { createTestApp } from '../support/app';
import { createUser } from '../support/auth';
import { rpc, signedIn } from '../support/calls';

const ctfd = await startFakePlaygroundCtfd();
const { app, db, config } = await createTestApp({
  CTF_PLAYGROUND_API_URL: `${ctfd.url}/`,
  CTF_PLAYGROUND_API_TOKEN: ctfd.token,
});
const playground = config.playgroundApi!;

/** The read queued at start (on an empty CTFd) is done before any test makes data. */
async function startReadDone() {
  for (let i = 0; i < 200; i++) {
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'playground-progress' AND state = 'completed'`.execute(db);
    if (rows[0]!.n > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the playground read queued at start never ran');
}
await startReadDone();

const read = () => readPlayground(db, playground, app.log);

const progressOf = (cookie: string) =>
  rpc<TPlaygroundProgress>(app, cookie, 'account.playgroundProgress', undefined, 'query');

/** A player signed in here with an account in CTFd (its oauth_id is their id). */
async function player() {
  const signed = await signedIn(db);
  const ctfdId = ctfd.addUser(signed.user.id, signed.user.username);
  return { ...signed, ctfdId };
}

const challenges = (category: string | null, n: number) => Array.from({ length: n }, () => ctfd.addChallenge(category));

async function storedRows(userId: number) {
  return db
    .selectFrom('playground_solves')
    .select(['category', 'solves'])
    .where('user_id', '=', userId)
    .orderBy('category')
    .execute();
}

describe('the hourly read stores every player’s solves per category', () => {
  it('counts each player’s solves by the category CTFd gives, across pages', async () => {
    const ana = await player();
    const bora = await player();
    const web = challenges('web', 3);
    const crypto = challenges('crypto', 2);
    // More than a page of solves (CTFd gives 100 at most): 130 in one category.
    const misc = challenges('misc', 130);
    for (const id of [...web, ...crypto, ...misc]) ctfd.solve(ana.ctfdId, id);
    ctfd.solve(bora.ctfdId, web[0]!);

    expect(await read()).not.toBeNull();

    expect(await progressOf(ana.cookie)).toMatchObject({
      enabled: true,
      total: 135,
      by_category: [
        { category: 'misc', solves: 130 },
        { category: 'web', solves: 3 },
        { category: 'crypto', solves: 2 },
      ],
    });
    const bora_ = await progressOf(bora.cookie);
    expect(bora_).toMatchObject({ total: 1, by_category: [{ category: 'web', solves: 1 }] });
    expect(Date.now() - Date.parse(bora_.read_at!)).toBeLessThan(60_000);
    expect(ctfd.calls.some((call) => call.startsWith('GET /submissions?type=correct&per_page=100&page=2'))).toBe(true);
  });

  it('tells a player in CTFd without a solve when it was read, and one never seen there nothing', async () => {
    const idle = await player();
    const absent = await signedIn(db);
    await read();
    expect(await progressOf(idle.cookie)).toMatchObject({ enabled: true, total: 0, by_category: [] });
    expect((await progressOf(idle.cookie)).read_at).not.toBeNull();
    expect(await progressOf(absent.cookie)).toEqual({ enabled: true, total: 0, by_category: [], read_at: null });
  });

  it('ignores CTFd’s own accounts and accounts that are not (or no longer) ours', async () => {
    const gone = await createUser(db);
    await db.deleteFrom('users').where('id', '=', gone.id).execute();
    const ctfdAdmin = ctfd.addUser(null, 'ctfd_admin');
    const stranger = ctfd.addUser(gone.id, 'deleted_here');
    const [rev] = challenges('rev', 1);
    ctfd.solve(ctfdAdmin, rev!);
    ctfd.solve(stranger, rev!);
    await read();
    expect(await storedRows(gone.id)).toEqual([]);
    expect(await db.selectFrom('playground_solves').select('user_id').where('category', '=', 'rev').execute()).toEqual(
      [],
    );
  });

  it('keeps a challenge without a category as its own row', async () => {
    const ana = await player();
    const [plain] = challenges(null, 1);
    ctfd.solve(ana.ctfdId, plain!);
    await read();
    expect(await storedRows(ana.user.id)).toEqual([{ category: '', solves: 1 }]);
  });
});

describe('a second read replaces the first', () => {
  it('updates the counts and drops a player CTFd no longer lists', async () => {
    const ana = await player();
    const bora = await player();
    const [web1, web2] = challenges('web', 2);
    const [pwn] = challenges('pwn', 1);
    ctfd.solve(ana.ctfdId, web1!);
    ctfd.solve(bora.ctfdId, pwn!);
    await read();
    expect(await storedRows(bora.user.id)).toEqual([{ category: 'pwn', solves: 1 }]);

    ctfd.solve(ana.ctfdId, web2!);
    ctfd.solve(ana.ctfdId, pwn!);
    // Deleted in CTFd: the account and its solves are gone.
    ctfd.users = ctfd.users.filter((u) => u.id !== bora.ctfdId);
    ctfd.solves = ctfd.solves.filter((s) => s.user_id !== bora.ctfdId);
    await read();

    expect(await storedRows(ana.user.id)).toEqual([
      { category: 'pwn', solves: 1 },
      { category: 'web', solves: 2 },
    ]);
    expect(await storedRows(bora.user.id)).toEqual([]);
    expect((await progressOf(bora.cookie)).read_at).toBeNull();
  });

  it('removes a player’s figures with their account here', async () => {
    const ana = await player();
    ctfd.solve(ana.ctfdId, challenges('web', 1)[0]!);
    await read();
    expect(await storedRows(ana.user.id)).toHaveLength(1);
    await db.deleteFrom('users').where('id', '=', ana.user.id).execute();
    expect(await storedRows(ana.user.id)).toEqual([]);
  });
});

describe('a read that fails keeps the stored figures', () => {
  it.each<PlaygroundFault>(['down', 'serverError', 'notJson', 'badShape', 'huge', 'endlessPages'])(
    'CTFd answering %s: nothing changes',
    async (fault) => {
      const ana = await player();
      ctfd.solve(ana.ctfdId, challenges('forensics', 1)[0]!);
      await read();
      const before = await progressOf(ana.cookie);
      expect(before.total).toBe(1);

      ctfd.solve(ana.ctfdId, challenges('forensics', 1)[0]!);
      ctfd.fault = fault;
      try {
        expect(await read()).toBeNull();
      } finally {
        ctfd.fault = null;
      }
      expect(await progressOf(ana.cookie)).toEqual(before);
    },
  );

  it('refuses a token CTFd does not know, keeping the figures', async () => {
    const ana = await player();
    ctfd.solve(ana.ctfdId, challenges('osint', 1)[0]!);
    await read();
    const before = await progressOf(ana.cookie);
    expect(await readPlayground(db, { ...playground, token: 'expired' }, app.log)).toBeNull();
    expect(await progressOf(ana.cookie)).toEqual(before);
  });
});

describe('a player’s own refresh', () => {
  it('reads only that player’s solves, at once', async () => {
    const ana = await player();
    const bora = await player();
    const [web] = challenges('web', 1);
    ctfd.solve(ana.ctfdId, web!);
    ctfd.solve(bora.ctfdId, web!);
    const callsBefore = ctfd.calls.length;

    const fresh = await rpc<TPlaygroundProgress>(app, ana.cookie, 'account.refreshPlaygroundProgress');

    expect(fresh).toMatchObject({ enabled: true, total: 1, by_category: [{ category: 'web', solves: 1 }] });
    const calls = ctfd.calls.slice(callsBefore);
    expect(calls).toContain(`GET /users/${ana.ctfdId}/solves`);
    expect(calls.filter((call) => call.includes('/submissions') || call.includes(`/users/${bora.ctfdId}`))).toEqual([]);
    expect(await storedRows(bora.user.id)).toEqual([]);
  });

  it('is allowed once a minute per account', async () => {
    const ana = await player();
    const bora = await player();
    await rpc(app, ana.cookie, 'account.refreshPlaygroundProgress');
    await expect(rpc(app, ana.cookie, 'account.refreshPlaygroundProgress')).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      status: 429,
    });
    // Another player is not held by it.
    await expect(rpc(app, bora.cookie, 'account.refreshPlaygroundProgress')).resolves.toMatchObject({
      enabled: true,
    });
  });

  it('keeps the stored figures and says what went wrong when CTFd is down', async () => {
    const ana = await player();
    ctfd.solve(ana.ctfdId, challenges('web', 1)[0]!);
    await read();
    const before = await progressOf(ana.cookie);
    ctfd.fault = 'down';
    try {
      await expect(rpc(app, ana.cookie, 'account.refreshPlaygroundProgress')).rejects.toMatchObject({
        code: 'CTFD_API_UNREACHABLE',
        status: 502,
      });
    } finally {
      ctfd.fault = null;
    }
    expect(await progressOf(ana.cookie)).toEqual(before);
  });

  it('records a player CTFd has no account of as read, with none solved', async () => {
    const newcomer = await signedIn(db);
    const fresh = await rpc<TPlaygroundProgress>(app, newcomer.cookie, 'account.refreshPlaygroundProgress');
    expect(fresh).toMatchObject({ enabled: true, total: 0, by_category: [] });
    expect(fresh.read_at).not.toBeNull();
  });
});
