import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { type Role, useDatabase } from './accounts';
import { type PageOptions, launchBrowser, openPage } from './browser';

/**
 * What a browser test file opens with: one browser and the accounts helper on the test database,
 * both closed after the file's tests, and pages signed in as new users.
 */
export async function openPlatform() {
  const browser = await launchBrowser();
  const db = useDatabase();

  /** A page (openPage with these options) signed in as a new user with these roles, and that user. */
  async function pageSignedInAs(roles: Role[] = [], options: PageOptions = {}) {
    const user = await db.createUser({ roles });
    const page = await openPage(browser, options);
    await db.signIn(page.context(), user);
    return { page, user };
  }

  return { browser, db, pageSignedInAs };
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
