import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { type FakeCtfdOptions, startFakeCtfd } from '../../../e2e/support/fake-ctfd';
import type { App } from '../../src/app';
import type { Database } from '../../src/db/database';
import { hashToken } from '../../src/services/auth/crypto';
import { sealSecret } from '../../src/services/secrets/sealed';

let counter = 0;
export const uniqueName = () => `${Date.now().toString(36)}${++counter}`;

/**
 * The platform listening for real, so the CTFd 3.8.7 fake can call its token and user endpoints,
 * and a way to start fakes registered as CTFd clients. Call once per file, after createTestApp.
 */
export async function listenForCtfd(app: App, db: Database) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const platformUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  /**
   * A fake CTFd registered as a client (of this competition, or the playground); with `apiToken`,
   * that token is stored as setCtfdApi stores one (the sync pushes there).
   */
  async function fakeCtfd(
    competitionId: number | null,
    options: Pick<FakeCtfdOptions, 'apiToken' | 'mode'> & { name?: string } = {},
  ) {
    const credentials = { clientId: `c-${uniqueName()}`, clientSecret: randomBytes(16).toString('hex') };
    const ctfd = await startFakeCtfd({ platformUrl, ...credentials, ...options });
    const key = app.config.ctfdTokenKey;
    if (options.apiToken && !key) throw new Error('createTestApp needs CTFD_TOKEN_KEY for an API token');
    await db
      .insertInto('ctfd_clients')
      .values({
        client_id: credentials.clientId,
        secret_hash: hashToken(credentials.clientSecret),
        name: options.name ?? 'Fake CTFd',
        redirect_uri: `${ctfd.url}/redirect`,
        competition_id: competitionId,
        ...(options.apiToken && key
          ? {
              api_url: ctfd.url,
              api_token_encrypted: sealSecret(key, options.apiToken),
              api_token_set_at: sql<Date>`now()`,
            }
          : {}),
      })
      .execute();
    return { ctfd, ...credentials };
  }

  /** A browser: follows redirects, keeps each origin's cookies; the platform's session is given. */
  async function browse(start: string, platformSession: string, language = 'en') {
    const jars = new Map<string, Map<string, string>>([
      [new URL(platformUrl).origin, new Map([['session', platformSession]])],
    ]);
    let url = start;
    for (let hop = 0; hop < 12; hop++) {
      const origin = new URL(url).origin;
      const jar = jars.get(origin) ?? new Map<string, string>();
      jars.set(origin, jar);
      const res = await fetch(url, {
        redirect: 'manual',
        headers: {
          cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
          'accept-language': language,
        },
      });
      for (const cookie of res.headers.getSetCookie()) {
        const [pair] = cookie.split(';');
        const [name, value] = pair!.split('=');
        jar.set(name!, value ?? '');
      }
      const location = res.headers.get('location');
      if (res.status >= 300 && res.status < 400 && location) {
        url = new URL(location, url).toString();
        continue;
      }
      const text = await res.text();
      // The player clicks "Continue as <username>" on the step shown to whoever is already signed in.
      const next = /<a class="button primary" id="continue" href="([^"]+)">/.exec(text)?.[1];
      if (res.status === 200 && origin === new URL(platformUrl).origin && next) {
        url = new URL(next.replace(/&#38;/g, '&'), url).toString();
        continue;
      }
      return { url, status: res.status, text };
    }
    throw new Error('too many redirects');
  }

  return { platformUrl, fakeCtfd, browse };
}
