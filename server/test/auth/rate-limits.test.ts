import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/app';
import { postChecked } from '../support/auth';

const { app } = await createTestApp();

describe('per-IP limits', () => {
  it('refuse the 11th password-reset request from one address within ten minutes, whatever the e-mail', async () => {
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
    expect(res.json()).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: 'Превише захтева. Сачекајте мало и покушајте поново.',
    });
  });

  it('refuse the 11th reset attempt from one address, even with made-up tokens', async () => {
    const attempt = () =>
      postChecked(app, '/api/auth/password-reset/reset', { token: 'x'.repeat(43), password: 'Nova#Lozinka1' });
    for (let i = 0; i < 10; i += 1) expect((await attempt()).statusCode).toBe(400);
    expect((await attempt()).statusCode).toBe(429);
  });
});
