import { afterAll, inject } from 'vitest';
import { buildApp, type BuildAppOptions } from '../../src/app';
import { createDatabase } from '../../src/db/database';
import { loadConfig, type AppConfig } from '../../src/env';
import { createDatabaseFromTemplate } from './postgres';

export const TEST_ORIGIN = 'http://localhost:3000';

/** Configuration as production code reads it, from an environment made for the test. */
export function testConfig(env: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SERVE_CLIENT: 'false',
    PUBLIC_URL: TEST_ORIGIN,
    JOB_POLLING_SECONDS: '0.5',
    // The tests' cookie helpers name the session cookie `session`.
    SESSION_COOKIE_NAME: 'session',
    ...env,
  });
}

/** This test file's own database, cloned from the migrated template and dropped after the file. */
export async function createTestDatabase() {
  const { adminUrl, templateName } = inject('postgres');
  const database = await createDatabaseFromTemplate(adminUrl, templateName);
  afterAll(() => database.drop());
  return database;
}

/** The real application on this file's own database; closed after the file. */
export async function createTestApp(env: Record<string, string> = {}, options: BuildAppOptions = {}) {
  const database = await createTestDatabase();
  const config = { ...testConfig(env), databaseUrl: database.url };
  const app = await buildApp(config, options);
  const db = createDatabase(database.url, 2);
  afterAll(async () => {
    await app.close();
    await db.destroy();
  });
  return { app, db, config };
}
