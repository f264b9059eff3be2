import { randomBytes } from 'node:crypto';
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';

export interface FakeCtfdOptions {
  /** Our platform: the OAuth provider CTFd is configured with (README, Connecting CTFd). */
  platformUrl: string;
  clientId: string;
  clientSecret: string;
}

export interface FakeCtfd {
  /** http://127.0.0.1:<port>; CTFd's login button is `${url}/oauth`, its redirect URI `${url}/redirect`. */
  url: string;
  /** Everyone CTFd signed in, as the user-info endpoint described them. */
  logins: { id: number; name: string; email: string }[];
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function page(res: ServerResponse, status: number, body: string) {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  res.end(`<!doctype html><html><head><meta charset="utf-8"><title>CTFd</title></head><body>${body}</body></html>`);
}

function sessionOf(req: IncomingMessage): string | undefined {
  return /(?:^|;\s*)session=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];
}

/**
 * CTFd 3.x's OAuth client (CTFd/auth.py, oauth_login and oauth_redirect) as our platform meets it:
 * /oauth keeps a nonce in the session and sends the browser to the authorize endpoint with
 * response_type, client_id, scope=profile and state (no redirect_uri, no PKCE); /redirect checks
 * the state, posts the code with the secret in a form body to the token endpoint, reads the user
 * with the bearer token and signs them in ("Logged in as name (email)").
 */
export async function startFakeCtfd(options: FakeCtfdOptions): Promise<FakeCtfd> {
  const sessions = new Map<string, string>();
  const logins: FakeCtfd['logins'] = [];
  const authorizeEndpoint = `${options.platformUrl}/api/auth/external/ctfd`;

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://ctfd.local');
      if (url.pathname === '/oauth') {
        const session = randomBytes(16).toString('hex');
        const state = randomBytes(16).toString('hex');
        sessions.set(session, state);
        const query = `response_type=code&client_id=${options.clientId}&scope=profile&state=${state}`;
        res.writeHead(302, {
          location: `${authorizeEndpoint}?${query}`,
          'set-cookie': `session=${session}; Path=/; HttpOnly; SameSite=Lax`,
        });
        res.end();
        return;
      }
      if (url.pathname === '/redirect') {
        const expected = sessions.get(sessionOf(req) ?? '');
        if (!expected || url.searchParams.get('state') !== expected) {
          page(res, 400, '<p>OAuth State validation mismatch.</p>');
          return;
        }
        const code = url.searchParams.get('code');
        if (!code) {
          page(res, 403, `<p>OAuth code could not be found (${escapeHtml(url.searchParams.get('error') ?? '')}).</p>`);
          return;
        }
        const token = await fetch(`${authorizeEndpoint}/token`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            code,
            client_id: options.clientId,
            client_secret: options.clientSecret,
            grant_type: 'authorization_code',
          }).toString(),
        });
        if (!token.ok) {
          page(res, 403, `<p>OAuth token retrieval failure (${token.status}).</p>`);
          return;
        }
        const { access_token: accessToken } = (await token.json()) as { access_token: string };
        const user = await fetch(`${authorizeEndpoint}/user`, {
          headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
        });
        if (!user.ok) {
          page(res, 403, `<p>OAuth user lookup failure (${user.status}).</p>`);
          return;
        }
        const info = (await user.json()) as { id: number; name: string; email: string };
        logins.push({ id: info.id, name: info.name, email: info.email });
        page(res, 200, `<h1>Logged in as ${escapeHtml(info.name)} (${escapeHtml(info.email)})</h1>`);
        return;
      }
      page(res, 404, '<p>Not found</p>');
    })().catch((error: unknown) => {
      page(res, 500, `<p>${escapeHtml(String(error))}</p>`);
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(
    () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  );
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, logins };
}
