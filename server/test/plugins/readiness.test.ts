import { describe, expect, inject, it } from 'vitest';
import { type App, buildApp } from '../../src/app';
import { testConfig } from '../support/app';
import { createDatabaseFromTemplate } from '../support/postgres';

/** An app over a database of its own, which the test may drop; the app is closed after the test. */
async function withDroppableDatabase(
  test: (app: App, database: Awaited<ReturnType<typeof createDatabaseFromTemplate>>) => Promise<void>,
) {
  const { adminUrl, templateName } = inject('postgres');
  const database = await createDatabaseFromTemplate(adminUrl, templateName);
  const app = await buildApp({ ...testConfig(), databaseUrl: database.url });
  try {
    await test(app, database);
  } finally {
    await app.close().catch(() => {});
  }
}

describe('readiness reflects the database', () => {
  it('answers 503 once the database is gone, while /healthz stays 200', async () => {
    await withDroppableDatabase(async (app, database) => {
      expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
      await database.drop();
      const ready = await app.inject({ url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable', checks: { database: 'down', redis: 'memory' } });
      expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    });
  });
});

describe('internal failures never reach the client', () => {
  it('answers a generic localized 500 with no database details, over tRPC and REST', async () => {
    await withDroppableDatabase(async (app, database) => {
      const token = (
        await app.inject({ method: 'POST', url: '/api/dev/bot-check', headers: { origin: 'http://localhost:3000' } })
      ).json().token;
      await database.drop();
      const body = {
        username: 'someone',
        email: 'someone@example.org',
        password: 'Sigurna#1',
        confirmPassword: 'Sigurna#1',
        consent: true,
      };
      const rest = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: body,
        headers: { origin: 'http://localhost:3000', 'accept-language': 'en', 'x-turnstile-token': token },
      });
      expect(rest.statusCode).toBe(500);
      expect(rest.json()).toEqual({
        code: 'INTERNAL_SERVER_ERROR',
        message: 'Something went wrong on our side. Please try again.',
      });

      const trpc = await app.inject({
        method: 'POST',
        url: '/trpc/auth.register',
        payload: body,
        headers: {
          origin: 'http://localhost:3000',
          'accept-language': 'sr',
          'content-type': 'application/json',
          'x-turnstile-token': token,
        },
      });
      expect(trpc.statusCode).toBe(500);
      expect(trpc.body).not.toMatch(/database|stack|ctf_test|pg-pool|at /i);
      expect(trpc.json()).toMatchObject({
        error: { message: 'Дошло је до грешке код нас. Покушајте поново.', data: { code: 'INTERNAL_SERVER_ERROR' } },
      });
    });
  });
});
