// A TypeScript tool talking to the platform through the typed tRPC client (README, "API").
//
//   CTF_USERNAME=ana CTF_PASSWORD='…' npm run api:example        # development: signs in itself
//   … CTF_TOTP_CODE=123456 npm run api:example                    # with two-step login on (staff)
//   CTF_COOKIE='__Host-session=…' npm run api:example            # with Turnstile: a browser's session cookie
//
// CTF_URL is the platform's address (default http://localhost:3000). The types come from the
// server's router: a procedure renamed or an answer changed is a compile error here.
import { pathToFileURL } from 'node:url';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import type { AppRouter } from '@ctf/server/router';

const BOT_CHECK_HEADER = 'x-turnstile-token';

/** A client that sends the session cookie, the Origin the server checks, and a language. */
export function platformClient(baseUrl: string, session: { cookie?: string }, botCheckToken?: string) {
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: `${baseUrl}/trpc`,
        headers: () => ({
          origin: baseUrl,
          'accept-language': 'en',
          ...(session.cookie ? { cookie: session.cookie } : {}),
          ...(botCheckToken ? { [BOT_CHECK_HEADER]: botCheckToken } : {}),
        }),
        // Keeps the session cookie the login sets, as a browser would.
        fetch: async (url, options) => {
          const response = await fetch(url, options);
          const cookie = response.headers
            .getSetCookie()
            .find((c) => /^(__Host-session|ctfrs_session|session)=[^;]+/.test(c));
          if (cookie) session.cookie = cookie.split(';')[0];
          return response;
        },
      }),
    ],
  });
}

/** Development only: the token the built-in bot-check widget would get (Turnstile cannot be solved by a script). */
async function developmentBotCheckToken(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/dev/bot-check`, { method: 'POST', headers: { origin: baseUrl } });
  if (!response.ok) throw new Error(`no development bot-check here (${response.status}): set CTF_COOKIE instead`);
  return ((await response.json()) as { token: string }).token;
}

export async function runExample(
  options: { baseUrl: string; username?: string; password?: string; totpCode?: string; cookie?: string },
  log: (line: string) => void = console.log,
) {
  const session = { cookie: options.cookie };
  if (!session.cookie) {
    if (!options.username || !options.password) throw new Error('set CTF_USERNAME and CTF_PASSWORD, or CTF_COOKIE');
    const login = platformClient(options.baseUrl, session, await developmentBotCheckToken(options.baseUrl));
    const result = await login.auth.login.mutate({ username: options.username, password: options.password });
    if (result.secondFactorRequired) {
      // Two-step login (required for admins and organizers): the code from the authenticator app.
      if (!options.totpCode) throw new Error(`${result.message} Set CTF_TOTP_CODE.`);
      log((await login.auth.verifySecondFactor.mutate({ code: options.totpCode })).message);
    } else {
      log(result.message);
    }
  }
  const api = platformClient(options.baseUrl, session);
  const { user } = await api.auth.session.query();
  if (!user) throw new Error('not logged in: the session cookie is missing or expired');
  log(`logged in as ${user.username} (${user.roles.join(', ') || 'no roles'})`);
  const competitions = await api.competitions.list.query();
  log(`competitions: ${competitions.map((c) => `${c.slug} (${c.stage})`).join(', ') || 'none'}`);
  if (user.roles.includes('admin')) {
    const users = await api.admin.users.list.query({ page: 1, per_page: 10 });
    log(`users: ${users.meta.total} in ${users.meta.page_count} page(s) of ${users.meta.per_page}`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runExample({
    baseUrl: (process.env.CTF_URL ?? 'http://localhost:3000').replace(/\/$/, ''),
    username: process.env.CTF_USERNAME,
    password: process.env.CTF_PASSWORD,
    totpCode: process.env.CTF_TOTP_CODE,
    cookie: process.env.CTF_COOKIE,
  }).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
