import { execFile } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { runExample } from '../../../scripts/api-example';
import { sealSecret } from '../../src/services/secrets/sealed';
import { createTestApp } from '../support/app';
import { PASSWORD } from '../support/auth';
import { signedInAs } from './http-client';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** A port free now: the example must call the platform at its own address (the Origin check). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const { app, db, config } = await createTestApp({ PUBLIC_URL: baseUrl });
await app.listen({ port, host: '127.0.0.1' });

describe('scripts/api-example.ts, the typed tRPC client of the README', () => {
  it('signs in with the development bot-check and reads as an admin', async () => {
    const admin = await signedInAs(db, ['admin']);
    // Admins log in with a second factor: this one has an authenticator app set up.
    const secret = new Secret({ size: 20 });
    await db
      .updateTable('users')
      .set({ totp_secret: sealSecret(config.totpSecretKey, secret.base32), totp_enabled_at: new Date() })
      .where('id', '=', admin.user.id)
      .execute();
    const totpCode = new TOTP({ secret, digits: 6, period: 30, algorithm: 'SHA1' }).generate();
    const run = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/api-example.ts'], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        CTF_URL: baseUrl,
        CTF_USERNAME: admin.user.username,
        CTF_PASSWORD: PASSWORD,
        CTF_TOTP_CODE: totpCode,
      },
    });
    const lines = run.stdout.trim().split('\n');
    expect(lines[0]).toBe('You are logged in.');
    expect(lines[1]).toBe(`logged in as ${admin.user.username} (admin)`);
    expect(lines[3]).toMatch(/^users: \d+ in \d+ page\(s\) of 10$/);
  });

  it('uses a session cookie taken from a browser, where a script cannot solve Turnstile', async () => {
    const user = await signedInAs(db);
    const lines: string[] = [];
    await runExample({ baseUrl, cookie: `session=${user.cookie}` }, (line) => lines.push(line));
    expect(lines).toEqual([`logged in as ${user.user.username} (no roles)`, 'competitions: none']);
  });
});
