import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { authenticateCtfdClient } from '../src/services/ctfd/clients';
import { createTestApp } from './support/app';
import { rpc, signedIn } from './support/calls';

const ROOT = path.resolve(import.meta.dirname, '../..');
const { app, db, config } = await createTestApp();

function ctfdClient(...args: string[]) {
  return ctfdClientWith({}, ...args);
}

function ctfdClientWith(env: Record<string, string>, ...args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/ctfd-client.ts', ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', DATABASE_URL: config.databaseUrl!, ...env },
    encoding: 'utf8',
  });
}

const printed = (stdout: string, key: string) => new RegExp(`${key} = (\\S+)`).exec(stdout)?.[1] ?? '';

// Each call starts the CLI as its own process (node with tsx), seconds each on a busy machine.
describe('npm run ctfd:client', { timeout: 120_000 }, () => {
  it('creates a client, prints its secret once, and lists it without the secret', async () => {
    const competition = await db
      .insertInto('competitions')
      .values({ name: 'Kvalifikacije 2026', slug: 'quals-2026', visibility: 'public', stage: 'quals' })
      .returning('slug')
      .executeTakeFirstOrThrow();
    const created = ctfdClient(
      'create',
      '--name',
      'Quals 2026',
      '--redirect-uri',
      'https://ctfd.example.rs/redirect',
      '--competition',
      competition.slug,
    );
    expect(created.status, created.stderr).toBe(0);
    const clientId = printed(created.stdout, 'OAUTH_CLIENT_ID');
    const secret = printed(created.stdout, 'OAUTH_CLIENT_SECRET');
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(created.stdout).toContain(`OAUTH_AUTHORIZATION_ENDPOINT = ${config.publicUrl}/api/auth/external/ctfd\n`);
    expect(created.stdout).toContain(`OAUTH_TOKEN_ENDPOINT = ${config.publicUrl}/api/auth/external/ctfd/token`);
    expect(created.stdout).toContain(`OAUTH_API_ENDPOINT = ${config.publicUrl}/api/auth/external/ctfd/user`);
    expect(await authenticateCtfdClient(db, clientId, secret)).not.toBeNull();

    const playground = ctfdClient('create', '--name', 'Playground', '--redirect-uri', 'http://localhost:8000/redirect');
    expect(playground.status, playground.stderr).toBe(0);

    const listed = ctfdClient('list');
    expect(listed.status, listed.stderr).toBe(0);
    expect(listed.stdout).toContain(
      `${clientId}\tQuals 2026\thttps://ctfd.example.rs/redirect\tquals-2026\tno API token\n`,
    );
    expect(listed.stdout).toMatch(/\tPlayground\thttp:\/\/localhost:8000\/redirect\tplayground\tno API token\n/);
    expect(listed.stdout).not.toContain(secret);
  });

  it('prints the URLs the platform answers on, from PUBLIC_URL or the port like the server', () => {
    const withUrl = ctfdClientWith({ PUBLIC_URL: 'https://ctf.example.rs/' }, 'urls');
    expect(withUrl.status, withUrl.stderr).toBe(0);
    expect(withUrl.stdout).toContain('OAUTH_AUTHORIZATION_ENDPOINT = https://ctf.example.rs/api/auth/external/ctfd\n');
    const withPort = ctfdClientWith({ PORT: '8123' }, 'urls');
    expect(withPort.stdout).toContain('OAUTH_TOKEN_ENDPOINT = http://localhost:8123/api/auth/external/ctfd/token');
    expect(withPort.stdout).toContain('no PUBLIC_URL set');
  });

  it('stores a CTFd API token encrypted, and only with CTFD_TOKEN_KEY', async () => {
    const created = ctfdClient('create', '--name', 'With API', '--redirect-uri', 'https://api.example.rs/redirect');
    const clientId = printed(created.stdout, 'OAUTH_CLIENT_ID');
    const token = 'ctfd_0123456789abcdef0123456789abcdef';
    const noKey = ctfdClientWith(
      { CTFD_API_TOKEN: token },
      'api',
      '--client',
      clientId,
      '--url',
      'https://api.example.rs',
    );
    expect(noKey.status).toBe(1);
    expect(noKey.stderr).toContain('CTFD_TOKEN_KEY');
    const key = Buffer.alloc(32, 7).toString('base64');
    const stored = ctfdClientWith(
      { CTFD_API_TOKEN: token, CTFD_TOKEN_KEY: key },
      'api',
      '--client',
      clientId,
      '--url',
      'https://api.example.rs',
    );
    expect(stored.status, stored.stderr).toBe(0);
    expect(stored.stdout).not.toContain(token);
    const row = await db
      .selectFrom('ctfd_clients')
      .selectAll()
      .where('client_id', '=', clientId)
      .executeTakeFirstOrThrow();
    expect(row.api_url).toBe('https://api.example.rs');
    expect(row.api_token_encrypted).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain(token);
    const { decryptCtfdToken } = await import('../src/services/ctfd/token-crypto');
    expect(decryptCtfdToken(Buffer.from(key, 'base64'), row.api_token_encrypted!)).toBe(token);
    expect(() => decryptCtfdToken(Buffer.alloc(32, 8), row.api_token_encrypted!)).toThrow();
    expect(ctfdClient('list').stdout).toContain(
      `${clientId}\tWith API\thttps://api.example.rs/redirect\tplayground\tAPI https://api.example.rs\n`,
    );
  });

  it('refuses a redirect URI that is not an absolute http(s) URL, and an unknown competition', async () => {
    for (const uri of [
      '/redirect',
      'ctfd.example.rs/redirect',
      'ftp://ctfd.example.rs/redirect',
      'javascript:alert(1)',
    ]) {
      const refused = ctfdClient('create', '--name', 'Bad', '--redirect-uri', uri);
      expect(refused.status).toBe(1);
      expect(refused.stderr).toContain('Redirect URI refused');
    }
    const unknown = ctfdClient(
      'create',
      '--name',
      'Bad',
      '--redirect-uri',
      'https://x.example/redirect',
      '--competition',
      'nope',
    );
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('No competition has the slug "nope"');
    expect(await db.selectFrom('ctfd_clients').select('client_id').where('name', '=', 'Bad').execute()).toEqual([]);
  });
});

describe('admin.ctfdClients', () => {
  it('lists the clients to an admin, without secrets', async () => {
    const created = ctfdClient('create', '--name', 'Admin view', '--redirect-uri', 'https://ctfd.example.rs/redirect');
    const clientId = printed(created.stdout, 'OAUTH_CLIENT_ID');
    const { cookie } = await signedIn(db, ['admin']);
    const clients = await rpc<Record<string, unknown>[]>(app, cookie, 'admin.ctfdClients', undefined, 'query');
    expect(clients.find((c) => c.client_id === clientId)).toEqual({
      client_id: clientId,
      name: 'Admin view',
      redirect_uri: 'https://ctfd.example.rs/redirect',
      competition_slug: null,
      created_at: expect.any(String),
      api_url: null,
      api_connected_at: null,
    });
    expect(JSON.stringify(clients)).not.toContain(printed(created.stdout, 'OAUTH_CLIENT_SECRET'));
  });
});
