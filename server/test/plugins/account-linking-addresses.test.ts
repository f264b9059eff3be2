import { describe, expect, it } from 'vitest';
import { findFreePort } from '../../src/db/embedded';
import { createTestApp } from '../support/app';
import { signedIn } from '../support/calls';

// No Discord or GitHub app configured: linking goes through the development stand-in on this server.
const port = await findFreePort();
const { app, db } = await createTestApp({ PUBLIC_URL: `http://localhost:${port}` });
await app.listen({ host: '127.0.0.1', port });

/** The name=value pairs of an answer's Set-Cookie headers, as a browser would send them back. */
const cookiesOf = (res: Response) => res.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!);

describe('linking outside production at another address of the server than PUBLIC_URL', () => {
  it('goes through the stand-in and comes back to the address the browser used, where its session is', async () => {
    // The browser opened http://127.0.0.1:<port> while PUBLIC_URL is http://localhost:<port>.
    const base = `http://127.0.0.1:${port}`;
    const { user, cookie } = await signedIn(db);
    const session = `session=${cookie}`;
    const start = await fetch(`${base}/api/auth/external/discord/authorize?redirect_uri=%2Fapp%2Faccount`, {
      headers: { cookie: session },
      redirect: 'manual',
    });
    expect(start.status).toBe(302);
    const authorize = new URL(start.headers.get('location')!);
    expect(authorize.origin + authorize.pathname).toBe(`${base}/dev/oauth/discord/authorize`);
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${base}/api/auth/external/discord/callback`);

    const approve = new URL(authorize.toString().replace('/authorize', '/approve'));
    approve.searchParams.set('user_id', '60101');
    approve.searchParams.set('username', 'sa_druge_adrese');
    const back = await fetch(approve, { redirect: 'manual' });
    const callback = new URL(back.headers.get('location')!);
    expect(callback.origin).toBe(base);

    const done = await fetch(callback, {
      headers: { cookie: [session, ...cookiesOf(start)].join('; ') },
      redirect: 'manual',
    });
    expect(done.headers.get('location')).toBe('/app/account?linked=discord');
    expect(
      await db
        .selectFrom('external_accounts')
        .select(['provider', 'provider_user_id', 'username'])
        .where('user_id', '=', user.id)
        .execute(),
    ).toEqual([{ provider: 'discord', provider_user_id: '60101', username: 'sa_druge_adrese' }]);
  });

  it('says why it cannot work for a browser on another machine (the stand-in answers this machine only)', async () => {
    const { cookie } = await signedIn(db);
    const start = await app.inject({
      url: '/api/auth/external/github/authorize?redirect_uri=%2Fapp%2Faccount',
      headers: { host: `192.168.1.5:${port}` },
      remoteAddress: '192.168.1.20',
      cookies: { session: cookie },
    });
    expect(start.headers.location).toBe('/app/account?link_error=stand_in_local&provider=github');
  });
});
