import { describe, expect, it } from 'vitest';
import { TEST_ORIGIN, createTestApp } from '../support/app';
import { post, postChecked } from '../support/auth';

const { app } = await createTestApp({ TRUST_PROXY: 'true' });

describe('per-IP limits', () => {
  it('refuse the 11th password-reset request from one address within ten minutes, whatever the email', async () => {
    for (let i = 0; i < 10; i += 1) {
      const res = await postChecked(app, '/api/auth/password-reset/send', { email: `someone${i}@example.org` });
      expect(res.statusCode).toBe(200);
    }
    const res = await postChecked(
      app,
      '/api/auth/password-reset/send',
      { email: 'another@example.org' },
      { 'accept-language': 'sr' },
    );
    expect(res.statusCode).toBe(429);
    // The window is ten minutes and began with this test's first request.
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(540);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(600);
    expect(res.json()).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: 'Превише покушаја. Покушајте поново за 10 минута.',
    });
  });

  it('refuse the 11th reset attempt from one address, even with made-up tokens', async () => {
    const attempt = () =>
      postChecked(app, '/api/auth/password-reset/reset', { token: 'x'.repeat(43), password: 'Nova#Lozinka1' });
    for (let i = 0; i < 10; i += 1) expect((await attempt()).statusCode).toBe(400);
    expect((await attempt()).statusCode).toBe(429);
  });

  it('let a whole classroom behind one address register, far past thirty', async () => {
    // The limit counts before the form is read, so empty forms count like real ones.
    for (let i = 0; i < 40; i += 1) {
      const res = await post(app, '/api/auth/register', {}, { 'x-forwarded-for': '198.51.100.30' });
      expect(res.statusCode, `attempt ${i + 1}`).toBe(400);
    }
  });

  it('say when to try again over tRPC too, in the header and the message', async () => {
    const call = () =>
      app.inject({
        method: 'POST',
        url: '/trpc/auth.verifyEmail',
        payload: { token: 'y'.repeat(43) },
        headers: {
          origin: TEST_ORIGIN,
          'content-type': 'application/json',
          'accept-language': 'en',
          'x-forwarded-for': '198.51.100.31',
        },
      });
    for (let i = 0; i < 30; i += 1) expect((await call()).statusCode).toBe(400);
    const res = await call();
    expect(res.statusCode).toBe(429);
    const wait = Number(res.headers['retry-after']);
    expect(wait).toBeGreaterThan(540);
    expect(res.json()).toMatchObject({
      error: {
        message: 'Too many attempts. Try again in 10 minutes.',
        data: { code: 'TOO_MANY_REQUESTS', retryAfterSeconds: wait },
      },
    });
  });
});
