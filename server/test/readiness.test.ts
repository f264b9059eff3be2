import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { databaseUrl } from './support/postgres';
import { testConfig } from './support/app';
import { inject } from 'vitest';

describe('readiness reflects the database', () => {
  it('answers 503 while the database cannot be reached, and /healthz stays 200', async () => {
    const { adminUrl } = inject('postgres');
    const app = await buildApp({ ...testConfig(), databaseUrl: databaseUrl(adminUrl, 'no_such_database_here') });
    try {
      const ready = await app.inject({ url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable' });
      expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
