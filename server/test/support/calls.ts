import type { App } from '../../src/app';
import type { Database } from '../../src/db/database';
import { type SecondFactorState, createSession } from '../../src/services/auth/sessions';
import { TEST_ORIGIN } from './app';
import { createUser } from './auth';

/**
 * A logged-in user with these roles, without going through the login form. Staff (admin,
 * organizer) sessions have proved the second factor unless `secondFactor` says otherwise: their
 * areas refuse a session that has not (tests of that say so explicitly).
 */
export async function signedIn(
  db: Database,
  roles: string[] = [],
  overrides: Parameters<typeof createUser>[1] = {},
  { secondFactor }: { secondFactor?: SecondFactorState } = {},
) {
  const user = await createUser(db, { roles, ...overrides });
  const staff = roles.includes('admin') || roles.includes('organizer');
  const { token } = await createSession(db, {
    userId: user.id,
    secondFactor: secondFactor ?? (staff ? 'verified' : 'none'),
  });
  return { user, cookie: token };
}

/** Calls a REST path as a browser on our origin with this session. */
export function rest(
  app: App,
  cookie: string,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
) {
  return app.inject({
    method,
    url,
    cookies: { session: cookie },
    headers: { origin: TEST_ORIGIN, 'accept-language': 'en' },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** Calls a tRPC procedure; answers the data, or throws with the error. */
export async function rpc<T = unknown>(
  app: App,
  cookie: string,
  path: string,
  input?: unknown,
  type: 'query' | 'mutation' = 'mutation',
) {
  const res =
    type === 'query'
      ? await app.inject({
          url: `/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`,
          cookies: { session: cookie },
          headers: { 'accept-language': 'en' },
        })
      : await app.inject({
          method: 'POST',
          url: `/trpc/${path}`,
          cookies: { session: cookie },
          headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', 'accept-language': 'en' },
          payload: JSON.stringify(input ?? {}),
        });
  const body = res.json() as {
    result?: { data: T };
    error?: { message: string; data: { code: string; fieldErrors?: Record<string, string[]> } };
  };
  if (body.error)
    throw Object.assign(new Error(body.error.message), {
      code: body.error.data.code,
      status: res.statusCode,
      fieldErrors: body.error.data.fieldErrors,
    });
  return body.result!.data;
}
