import { describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app';
import { testConfig } from './support/app';
import { createDatabaseFromTemplate } from './support/postgres';

describe('readiness reflects the database', () => {
  it('answers 503 once the database is gone, while /healthz stays 200', async () => {
    const { adminUrl, templateName } = inject('postgres');
    const database = await createDatabaseFromTemplate(adminUrl, templateName);
    const app = await buildApp({ ...testConfig(), databaseUrl: database.url });
    try {
      expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
      await database.drop();
      const ready = await app.inject({ url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable' });
      expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close().catch(() => {});
    }
  });
});
