import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { findFreePort } from '../../server/src/db/embedded';
import { createDatabaseFromTemplate, startTestPostgres } from '../../server/test/support/postgres';
import { assertBrowserInstalled } from '../support/browser-path';
import { prepareBuild } from '../support/build';
import { E2E_ENV, waitUntilReady } from '../support/global-setup';
import { startFakeDiscord, startFakeResend, startFakeSiteverify } from './fakes';
import { startTlsProxy } from './tls-proxy';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Resend's fake: GET `${resendUrl}/_test/messages` lists what the platform sent. */
    resendUrl: string;
    turnstileSiteKey: string;
  }
}

const ROOT = path.resolve(import.meta.dirname, '../..');
const SITE_KEY = '0x4AAAAAAAprod-e2e-site';
const SECRET_KEY = '0x4AAAAAAAprod-e2e-secret';
const RESEND_API_KEY = 're_prod_e2e_key';

/**
 * The platform as production runs it: the compiled server with NODE_ENV=production behind an HTTPS
 * proxy (so the session cookie is `__Host-session`, Secure), Turnstile, Resend and Discord
 * configured with keys and answered by local fakes that speak their protocols, no development helper.
 */
export default async function setup(project: TestProject) {
  assertBrowserInstalled();
  const build = await prepareBuild();
  const resend = await startFakeResend(RESEND_API_KEY);
  const siteverify = await startFakeSiteverify(SITE_KEY, SECRET_KEY);
  const discord = await startFakeDiscord();
  const postgres = await startTestPostgres();
  const database = await createDatabaseFromTemplate(postgres.adminUrl, postgres.templateName);

  const port = await findFreePort();
  const proxyPort = await findFreePort();
  const baseUrl = `https://localhost:${proxyPort}`;
  let output = '';
  const server = spawn(process.execPath, ['--enable-source-maps', path.join(build.serverDir, 'server.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...E2E_ENV,
      ...discord.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      TRUST_PROXY: '127.0.0.1',
      DATABASE_URL: database.url,
      CLIENT_DIST_DIR: build.distDir,
      TURNSTILE_SITE_KEY: SITE_KEY,
      TURNSTILE_SECRET_KEY: SECRET_KEY,
      TURNSTILE_SITEVERIFY_URL: siteverify.url,
      RESEND_API_KEY,
      TOTP_SECRET_KEY: 'dG90cC1zZWNyZXQta2V5LWZvci10ZXN0cy0zMmJ5dGU=',
      DEVICE_COOKIE_KEY: randomBytes(32).toString('base64'),
      RESEND_BASE_URL: resend.url,
    },
  });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitUntilReady(`http://127.0.0.1:${port}`, server, () => output);
  const proxy = await startTlsProxy(proxyPort, port);

  project.provide('baseUrl', baseUrl);
  project.provide('databaseUrl', database.url);
  project.provide('resendUrl', resend.url);
  project.provide('turnstileSiteKey', SITE_KEY);

  return async () => {
    await proxy.close();
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
    await Promise.all([resend.close(), siteverify.close(), discord.close()]);
    await database.drop();
    await postgres.stop();
    build.cleanup();
  };
}
