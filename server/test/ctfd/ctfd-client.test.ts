import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { startFakeCtfd } from '../../../e2e/support/fake-ctfd';
import { authenticateCtfdClient } from '../../src/services/ctfd/clients';
import { createTestApp } from '../support/app';
import { startFakeServer } from '../support/fake-server';
import { rpc, signedIn } from '../support/calls';
import { ROOT, runScript } from '../support/process';

const { app, db, config } = await createTestApp();

function ctfdClient(...args: string[]) {
  return ctfdClientWith({}, ...args);
}

function ctfdClientWith(env: Record<string, string>, ...args: string[]) {
  return runScript('scripts/ctfd-client.ts', { args, env: { DATABASE_URL: config.databaseUrl!, ...env } });
}

/** The same, without blocking this process: the CLI calls a fake CTFd served from here. */
function ctfdClientAsync(env: Record<string, string>, ...args: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/ctfd-client.ts', ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', DATABASE_URL: config.databaseUrl!, ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('close', (status) => resolve({ status, stdout, stderr })),
  );
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
    const token = 'ctfd_0123456789abcdef0123456789abcdef';
    const ctfd = await startFakeCtfd({
      platformUrl: config.publicUrl,
      clientId: 'x',
      clientSecret: 'x',
      apiToken: token,
    });
    const created = ctfdClient('create', '--name', 'With API', '--redirect-uri', `${ctfd.url}/redirect`);
    const clientId = printed(created.stdout, 'OAUTH_CLIENT_ID');
    const noKey = ctfdClientWith({ CTFD_API_TOKEN: token }, 'api', '--client', clientId, '--url', ctfd.url);
    expect(noKey.status).toBe(1);
    expect(noKey.stderr).toContain('CTFD_TOKEN_KEY');
    const key = Buffer.alloc(32, 7).toString('base64');
    const stored = await ctfdClientAsync(
      { CTFD_API_TOKEN: token, CTFD_TOKEN_KEY: key },
      'api',
      '--client',
      clientId,
      '--url',
      ctfd.url,
    );
    expect(stored.status, stored.stderr).toBe(0);
    expect(stored.stdout).not.toContain(token);
    // CTFd was asked who the token is before it was stored.
    expect(ctfd.apiCalls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /users/me', 'GET /users/900001']);
    const row = await db
      .selectFrom('ctfd_clients')
      .selectAll()
      .where('client_id', '=', clientId)
      .executeTakeFirstOrThrow();
    expect(row.api_url).toBe(ctfd.url);
    expect(row.api_token_encrypted).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain(token);
    const { openSecret } = await import('../../src/services/secrets/sealed');
    expect(openSecret(Buffer.from(key, 'base64'), row.api_token_encrypted!)).toBe(token);
    expect(() => openSecret(Buffer.alloc(32, 8), row.api_token_encrypted!)).toThrow();
    expect(ctfdClient('list').stdout).toContain(
      `${clientId}\tWith API\t${ctfd.url}/redirect\tplayground\tAPI ${ctfd.url}\n`,
    );
  });

  it('refuses to store a token CTFd rejects, a player’s token, or an address that is not CTFd, saying which', async () => {
    const [admin, player] = ['ctfd_admin_token_0123456789abcdef', 'ctfd_player_token_0123456789abcd'];
    const ctfd = await startFakeCtfd({
      platformUrl: config.publicUrl,
      clientId: 'x',
      clientSecret: 'x',
      apiToken: admin,
      playerToken: player,
    });
    const notCtfd = await startFakeServer((_req, res) =>
      res.writeHead(200, { 'content-type': 'text/html' }).end('<h1>Hello</h1>'),
    );
    const created = ctfdClient('create', '--name', 'Checked', '--redirect-uri', `${ctfd.url}/redirect`);
    const clientId = printed(created.stdout, 'OAUTH_CLIENT_ID');
    const key = Buffer.alloc(32, 7).toString('base64');
    const store = (token: string, url: string) =>
      ctfdClientAsync({ CTFD_API_TOKEN: token, CTFD_TOKEN_KEY: key }, 'api', '--client', clientId, '--url', url);

    const expired = await store('ctfd_expired_or_made_up_token_000', ctfd.url);
    expect(expired.status).toBe(1);
    expect(expired.stderr).toContain('CTFd refused the token: it is unknown, expired or deleted.');
    const ofPlayer = await store(player, ctfd.url);
    expect(ofPlayer.status).toBe(1);
    expect(ofPlayer.stderr).toContain('The token belongs to "ctfd_player", who is not a CTFd admin');
    const elsewhere = await store(admin, notCtfd.url);
    expect(elsewhere.status).toBe(1);
    expect(elsewhere.stderr).toContain(`${notCtfd.url} does not answer like CTFd's API`);
    const closed = await store(admin, 'http://127.0.0.1:9');
    expect(closed.status).toBe(1);
    expect(closed.stderr).toContain('CTFd could not be reached at http://127.0.0.1:9');
    const row = await db
      .selectFrom('ctfd_clients')
      .select(['api_url', 'api_token_encrypted'])
      .where('client_id', '=', clientId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ api_url: null, api_token_encrypted: null });
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
