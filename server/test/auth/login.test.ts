import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/app';
import { createUser, post, postChecked, sessionCookieOf } from '../support/auth';

const { app, db } = await createTestApp();

async function sessionOf(cookie: string | undefined) {
  const res = await app.inject({ url: '/api/auth/session', cookies: cookie ? { session: cookie } : {} });
  return res.json() as { user: { username: string; roles: string[] } | null };
}

describe('login', () => {
  it('signs in with username or email, sets a safe session cookie, and the session shows the user', async () => {
    const user = await createUser(db, { username: 'Milica' });
    const res = await postChecked(app, '/api/auth/login', { username: 'milica', password: user.password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'You are logged in.', secondFactorRequired: false });
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/^session=[a-z2-7]{32};/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).toContain('Path=/');
    expect(setCookie).toMatch(/Expires=/);
    expect((await sessionOf(sessionCookieOf(res))).user?.username).toBe('Milica');
    // Only the hash of the token is stored.
    const ids = await db.selectFrom('sessions').select('id').execute();
    expect(ids.map((r) => r.id)).not.toContain(sessionCookieOf(res));

    const byEmail = await postChecked(app, '/api/auth/login', {
      username: user.email.toUpperCase(),
      password: user.password,
    });
    expect(byEmail.statusCode).toBe(200);
  });

  it('says only "incorrect username or password" for a wrong password or an unknown user', async () => {
    const user = await createUser(db);
    const wrong = await postChecked(app, '/api/auth/login', { username: user.username, password: 'Pogresna#1' });
    const unknown = await postChecked(app, '/api/auth/login', { username: 'nobody_here', password: 'Pogresna#1' });
    // Another unknown name: the same one again would wait for its delay (login-throttle.test.ts).
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 'LOGIN_INVALID_CREDENTIALS', message: 'Incorrect username or password.' });
    }
    const sr = await postChecked(
      app,
      '/api/auth/login',
      { username: 'nobody_else', password: 'x' },
      { 'accept-language': 'sr' },
    );
    expect(sr.json()).toMatchObject({ message: 'Погрешно корисничко име или лозинка.' });
  });

  it('tells a user with the right password that the email is not verified yet', async () => {
    const user = await createUser(db, { verified: false });
    const res = await postChecked(app, '/api/auth/login', { username: user.username, password: user.password });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'LOGIN_EMAIL_NOT_VERIFIED' });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('logout deletes the session, so replaying the cookie gets no user', async () => {
    const user = await createUser(db);
    const cookie = sessionCookieOf(
      await postChecked(app, '/api/auth/login', { username: user.username, password: user.password }),
    );
    const out = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { session: cookie! },
      headers: { origin: 'http://localhost:3000' },
    });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/session=;.*Max-Age=0/);
    expect((await sessionOf(cookie)).user).toBeNull();
  });

  it('needs a bot-check token', async () => {
    const user = await createUser(db);
    const res = await post(app, '/api/auth/login', { username: user.username, password: user.password });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BOT_CHECK_REQUIRED' });
  });
});
