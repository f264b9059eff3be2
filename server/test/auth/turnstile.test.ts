import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/app';
import { createUser, post } from '../support/auth';
import { sendJson, startFakeServer } from '../support/fake-server';

// Plays Cloudflare's siteverify: the token names the answer it gets.
const cloudflare = await startFakeServer((req, res) => {
  const form = new URLSearchParams(req.body);
  const token = form.get('response') ?? '';
  if (form.get('secret') !== 'test-secret')
    return sendJson(res, 200, { success: false, 'error-codes': ['invalid-input-secret'] });
  if (token === 'flaky-once' && cloudflare.requests.filter((r) => r.body.includes('flaky-once')).length === 1) {
    return sendJson(res, 500, {});
  }
  const [verdict, action = 'login', hostname = 'localhost'] = token.split(':');
  sendJson(
    res,
    200,
    verdict === 'fail'
      ? { success: false, 'error-codes': ['invalid-input-response'] }
      : { success: true, action, hostname },
  );
});

const { app, db } = await createTestApp({
  TURNSTILE_SITE_KEY: '1x00000000000000000000AA',
  TURNSTILE_SECRET_KEY: 'test-secret',
  TURNSTILE_SITEVERIFY_URL: `${cloudflare.url}/turnstile/v0/siteverify`,
});
const user = await createUser(db);
const login = (token: string) =>
  post(
    app,
    '/api/auth/login',
    { username: user.username, password: user.password },
    { 'x-turnstile-token': token, 'x-forwarded-for': '203.0.113.7' },
  );

describe('Turnstile bot-check', () => {
  it('passes a token siteverify accepts for this action and hostname, posting secret, response, remote IP and an idempotency key', async () => {
    const res = await login('pass:login:localhost:1');
    expect(res.statusCode).toBe(200);
    const form = new URLSearchParams(cloudflare.requests.at(-1)!.body);
    expect(form.get('secret')).toBe('test-secret');
    expect(form.get('response')).toBe('pass:login:localhost:1');
    expect(form.get('remoteip')).toBe('127.0.0.1');
    expect(form.get('idempotency_key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses a token siteverify rejects', async () => {
    const res = await login('fail');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'BOT_CHECK_FAILED' });
  });

  it('refuses a token solved for another action', async () => {
    expect((await login('pass:register:localhost')).statusCode).toBe(403);
  });

  it('refuses a token solved on another hostname', async () => {
    expect((await login('pass:login:evil.example')).statusCode).toBe(403);
  });

  it('refuses a replayed token', async () => {
    expect((await login('pass:login:localhost:2')).statusCode).toBe(200);
    expect((await login('pass:login:localhost:2')).statusCode).toBe(403);
  });

  it('refuses a token over 2048 characters without asking Cloudflare', async () => {
    const before = cloudflare.requests.length;
    expect((await login(`pass:login:localhost:${'x'.repeat(2048)}`)).statusCode).toBe(403);
    expect(cloudflare.requests.length).toBe(before);
  });

  it('retries once with the same idempotency key when siteverify fails, and goes by the retry', async () => {
    const res = await login('flaky-once');
    expect(res.statusCode).toBe(200);
    const tries = cloudflare.requests
      .filter((r) => r.body.includes('flaky-once'))
      .map((r) => new URLSearchParams(r.body).get('idempotency_key'));
    expect(tries).toHaveLength(2);
    expect(tries[0]).toBe(tries[1]);
  });

  it('fails closed when siteverify cannot be reached', async () => {
    const { app: cutOff } = await createTestApp({
      TURNSTILE_SITE_KEY: '1x00000000000000000000AA',
      TURNSTILE_SECRET_KEY: 'test-secret',
      TURNSTILE_SITEVERIFY_URL: 'http://127.0.0.1:9/siteverify',
    });
    const res = await post(
      cutOff,
      '/api/auth/login',
      { username: user.username, password: user.password },
      { 'x-turnstile-token': 'pass:login' },
    );
    expect(res.statusCode).toBe(403);
  });

  it('does not offer the development token issuer', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/dev/bot-check',
      headers: { origin: 'http://localhost:3000' },
    });
    expect(res.statusCode).toBe(403);
  });
});
