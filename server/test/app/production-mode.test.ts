import { describe, expect, it } from 'vitest';
import { createSession } from '../../src/services/auth/sessions';
import { TEST_ORIGIN, createTestApp } from '../support/app';
import { createUser } from '../support/auth';

const { app, db } = await createTestApp({
  NODE_ENV: 'production',
  TURNSTILE_SITE_KEY: 'site-key',
  TURNSTILE_SECRET_KEY: 'secret-key',
  TURNSTILE_SITEVERIFY_URL: 'http://127.0.0.1:9/siteverify',
  RESEND_API_KEY: 're_key',
  TOTP_SECRET_KEY: 'dG90cC1zZWNyZXQta2V5LWZvci10ZXN0cy0zMmJ5dGU=',
  DEVICE_COOKIE_KEY: 'ZGV2aWNlLWNvb2tpZS1rZXktZm9yLXRlc3RzLTMyYiE=',
  RESEND_BASE_URL: 'http://127.0.0.1:9',
});

describe('in production', () => {
  it('offers no development helpers', async () => {
    for (const [method, url] of [
      ['GET', '/dev/mailbox'],
      ['GET', '/dev/mailbox.json'],
      ['POST', '/api/dev/bot-check'],
      ['GET', '/dev/oauth/discord/authorize?client_id=dev-client&response_type=code&redirect_uri=x'],
    ] as const) {
      const res = await app.inject({ method, url, headers: { origin: TEST_ORIGIN } });
      expect(res.statusCode, url).toBe(404);
    }
  });

  it('accepts forms only from PUBLIC_URL, not from another address of the server', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/anything',
      headers: { host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000', 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      code: 'WRONG_ADDRESS',
      message: `This page is open at another address than the platform’s own. Open the platform at ${TEST_ORIGIN}.`,
    });
  });

  it('refuses the simulate-outcome action', async () => {
    const user = await createUser(db);
    const { token } = await createSession(db, { userId: user.id });
    const res = await app.inject({
      method: 'POST',
      url: '/trpc/competitors.simulateOutcome',
      cookies: { '__Host-session': token },
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', 'accept-language': 'en' },
      payload: { outcome: 'accepted' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: { data: { code: 'DEV_ONLY' } } });
  });

  it('sends account linking to "not configured" when no OAuth app is set', async () => {
    const user = await createUser(db);
    const { token } = await createSession(db, { userId: user.id });
    const res = await app.inject({ url: '/api/auth/external/discord/authorize', cookies: { '__Host-session': token } });
    expect(res.headers.location).toBe('/app/account?link_error=not_configured&provider=discord');
  });

  it('sets the session cookie with the __Host- prefix and Secure', async () => {
    const user = await createUser(db);
    const { token } = await createSession(db, { userId: user.id });
    // A session near its idle limit gets a renewed cookie: look at its attributes.
    await db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() + 86_400_000) })
      .where('user_id', '=', user.id)
      .execute();
    const res = await app.inject({ url: '/api/auth/session', cookies: { '__Host-session': token } });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^__Host-session=/);
    expect(cookie).toContain('Secure');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('Path=/');
    expect(cookie).not.toContain('Domain=');
  });
});
