import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { useDatabase } from './accounts';
import { launchBrowser } from './browser';

/**
 * What a browser test file opens with: one browser and the accounts helper on the test database,
 * both closed after the file's tests.
 */
export async function openPlatform() {
  const browser = await launchBrowser();
  return { browser, db: useDatabase() };
}

/**
 * A pool on the test database for the file's own rows, ended after the file's tests (after hooks
 * run in reverse order, so a clean-up registered later still has it).
 */
export function usePool() {
  const pool = new pg.Pool({ connectionString: inject('databaseUrl'), max: 2 });
  afterAll(() => pool.end());
  return pool;
}
