import { describe, expect, it } from 'vitest';
import { appRouter } from '../src/trpc/router';
import { TEST_ORIGIN, createTestApp } from './support/app';
import { createUser, postChecked, sessionCookieOf } from './support/auth';

type Access = 'public' | 'user' | 'organizer' | 'admin';

/**
 * Who may call each procedure. Every procedure must be listed: a new one fails this test until
 * someone decides its access, and then the test proves the server enforces it.
 */
const ACCESS: Record<string, Access> = {
  'account.me': 'user',
  'competitors.me': 'user',
  'competitors.create': 'user',
  'competitors.updateMe': 'user',
  'competitors.simulateOutcome': 'user',
  'institutions.search': 'user',
  'auth.session': 'public',
  'auth.login': 'public',
  'auth.logout': 'public',
  'auth.register': 'public',
  'auth.resendVerification': 'public',
  'auth.verifyEmail': 'public',
  'auth.sendPasswordReset': 'public',
  'auth.resetPassword': 'public',
  'system.health': 'public',
};

const { app, db } = await createTestApp();
const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { type: 'query' | 'mutation' } }>;

async function cookieFor(roles: string[]) {
  const user = await createUser(db, { roles });
  return sessionCookieOf(
    await postChecked(app, '/api/auth/login', { username: user.username, password: user.password }),
  );
}

function call(path: string, cookie?: string) {
  const type = procedures[path]!._def.type;
  return app.inject({
    method: type === 'query' ? 'GET' : 'POST',
    url: `/trpc/${path}`,
    headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
    cookies: cookie ? { session: cookie } : {},
    ...(type === 'mutation' ? { payload: '{}' } : {}),
  });
}

describe('every procedure has a declared access level', () => {
  it('lists exactly the procedures of the router', () => {
    expect(Object.keys(ACCESS).sort()).toEqual(Object.keys(procedures).sort());
  });
});

const RANK: Record<Exclude<Access, 'public'>, string[][]> = {
  user: [],
  organizer: [[], ['women4cyber'], ['admin']],
  admin: [[], ['women4cyber'], ['organizer']],
};

describe.each(Object.entries(ACCESS).filter(([, access]) => access !== 'public'))('%s (%s)', (path, access) => {
  it('refuses anonymous callers with 401', async () => {
    const res = await call(path);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: { data: { code: 'UNAUTHORIZED' } } });
  });

  it.each(RANK[access as Exclude<Access, 'public'>])('refuses a user with roles %j with 403', async (...roles) => {
    const res = await call(path, await cookieFor(roles));
    expect(res.statusCode).toBe(403);
  });
});
