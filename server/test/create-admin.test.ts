import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../src/db/database';
import { verifyPassword } from '../src/services/auth/passwords';
import { createTestDatabase } from './support/app';

const ROOT = path.resolve(import.meta.dirname, '../..');
const database = await createTestDatabase();
const db = createDatabase(database.url, 1);
afterAll(() => db.destroy());

function createAdmin(env: Record<string, string>) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/create-admin.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', DATABASE_URL: database.url, ...env },
    encoding: 'utf8',
  });
}

describe('npm run create-admin', () => {
  it('creates a verified admin who can log in with the given password', async () => {
    const run = createAdmin({
      ADMIN_USERNAME: 'prvi_admin',
      ADMIN_EMAIL: 'admin@example.org',
      ADMIN_PASSWORD: 'Admin#Lozinka1',
    });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain('Admin prvi_admin created');
    const user = await db
      .selectFrom('users')
      .selectAll()
      .where('username', '=', 'prvi_admin')
      .executeTakeFirstOrThrow();
    expect(user.roles).toEqual(['admin']);
    expect(user.email_verified_at).not.toBeNull();
    expect(await verifyPassword(user.password_hash, 'Admin#Lozinka1')).toBe(true);
  });

  it('makes an existing user an admin, keeping their other roles', async () => {
    await db
      .insertInto('users')
      .values({ username: 'Organizatorka', email: 'org@example.org', password_hash: 'x', roles: ['organizer'] })
      .execute();
    const run = createAdmin({
      ADMIN_USERNAME: 'organizatorka',
      ADMIN_EMAIL: 'org@example.org',
      ADMIN_PASSWORD: 'Admin#Lozinka1',
    });
    expect(run.status, run.stderr).toBe(0);
    const user = await db
      .selectFrom('users')
      .select(['roles', 'email_verified_at'])
      .where('username', '=', 'Organizatorka')
      .executeTakeFirstOrThrow();
    expect(user.roles.sort()).toEqual(['admin', 'organizer']);
    expect(user.email_verified_at).not.toBeNull();
  });

  it('refuses a weak password and creates nothing', async () => {
    const run = createAdmin({ ADMIN_USERNAME: 'slab', ADMIN_EMAIL: 'slab@example.org', ADMIN_PASSWORD: 'short' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('passwordMinLength');
    expect(await db.selectFrom('users').select('id').where('username', '=', 'slab').executeTakeFirst()).toBeUndefined();
  });
});
