import { spawn } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../src/db/database';
import { findFreePort } from '../../src/db/embedded';
import { verifyPassword } from '../../src/services/auth/passwords';
import { createTestDatabase } from '../support/app';
import { expectSucceeded, ROOT, runScript } from '../support/process';
import { ascending } from '@ctf/shared/sort';

const database = await createTestDatabase();
const db = createDatabase(database.url, 1);
afterAll(() => db.destroy());

/** The account stored under this username, if there is one. */
const userNamed = (username: string) =>
  db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst();

function createAdmin(env: Record<string, string>, input?: string) {
  return runScript('scripts/create-admin.ts', { env: { DATABASE_URL: database.url, ...env }, input });
}

describe('npm run create-admin', () => {
  it('creates a verified admin who can log in with the given password', async () => {
    const run = createAdmin({
      ADMIN_USERNAME: 'prvi_admin',
      ADMIN_EMAIL: 'admin@example.org',
      ADMIN_PASSWORD: 'Admin#Lozinka1',
    });
    expectSucceeded(run, 'Admin prvi_admin created');
    const user = (await userNamed('prvi_admin'))!;
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
    const user = (await userNamed('Organizatorka'))!;
    expect(user.roles.sort(ascending)).toEqual(['admin', 'organizer']);
    expect(user.email_verified_at).not.toBeNull();
  });

  it('refuses a weak password and creates nothing', async () => {
    const run = createAdmin({ ADMIN_USERNAME: 'slab', ADMIN_EMAIL: 'slab@example.org', ADMIN_PASSWORD: 'short' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('The password must have at least 8 characters.');
    expect(run.stderr).not.toContain('This value is not valid.');
    expect(await userNamed('slab')).toBeUndefined();
  });
});

describe('npm run create-admin with piped answers', () => {
  it('reads username, e-mail and password one a line', async () => {
    const run = createAdmin({}, 'iz_cevi\niz_cevi@example.org\nAdmin#Lozinka1\n');
    expectSucceeded(run, 'Admin iz_cevi created');
    const user = (await userNamed('iz_cevi'))!;
    expect(user.roles).toEqual(['admin']);
    expect(await verifyPassword(user.password_hash, 'Admin#Lozinka1')).toBe(true);
  });

  it('says what is missing when the input ends early, and creates nothing', async () => {
    // Node's exit code 13 (a top-level await that never settled) with no word was the old answer.
    const run = createAdmin({}, 'prekratko\n');
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('The input ended before the e-mail was given.');
    expect(run.stderr).toContain('ADMIN_USERNAME, ADMIN_EMAIL and ADMIN_PASSWORD');
    expect(await userNamed('prekratko')).toBeUndefined();
  });
});

describe('npm run create-admin with an answer that is not valid', () => {
  it('says what is wrong in words, with the limits, and asks again', async () => {
    const run = createAdmin({}, 'a b\nab\nponovo_ok\nponovo_ok@example.org\nAdmin#Lozinka1\n');
    expect(run.status, run.stderr).toBe(0);
    expect(run.stderr).toContain('Not valid: The username may contain only letters, digits and the characters _ - .');
    expect(run.stderr).toContain('Not valid: The username must have at least 3 characters.');
    expect(run.stderr).not.toContain('usernameInvalidCharacters');
    expect(run.stdout).toContain('Admin ponovo_ok created');
  });
});

describe('the command-line tools beside a running server', () => {
  it('print the address that server announced, not http://localhost:3000', async () => {
    // npm start with PORT=… in one terminal (the embedded database), the tools in another without it.
    const dataDir = await mkdtemp(path.join(tmpdir(), 'ctf-data-'));
    // Run as root, the embedded database runs as the postgres user, which must reach the folder.
    await chmod(dataDir, 0o755);
    const port = await findFreePort();
    const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        SERVE_CLIENT: 'false',
      },
    });
    let output = '';
    server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise((resolve) => server.on('exit', resolve));
    try {
      const deadline = Date.now() + 60_000;
      while (!output.includes('running at')) {
        if (Date.now() > deadline || server.exitCode !== null) throw new Error(`the server did not start:\n${output}`);
        await new Promise((r) => setTimeout(r, 100));
      }
      const tool = (script: string, env: Record<string, string> = {}) =>
        runScript(script, { env: { DATA_DIR: dataDir, ...env } });
      const admin = tool('scripts/create-admin.ts', {
        ADMIN_USERNAME: 'pored_servera',
        ADMIN_EMAIL: 'pored@example.org',
        ADMIN_PASSWORD: 'Admin#Lozinka1',
      });
      expectSucceeded(admin, `Sign in at http://localhost:${port}/auth/login`);
      const demo = tool('scripts/seed-demo.ts');
      expectSucceeded(demo, `http://localhost:${port}/rezultati-sccquals2025`);
    } finally {
      server.kill('SIGTERM');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
