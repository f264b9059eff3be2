import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashToken } from '../../src/services/auth/crypto';
import { createCtfdClient } from '../../src/services/ctfd/clients';
import { REFUSAL_TEXT } from '../../src/services/ctfd/refusal';
import { createTestApp } from '../support/app';
import { TEST_ORIGIN } from '../support/app';
import { rest, signedIn } from '../support/calls';
import { createApplication, createInstitution } from '../support/competitors';
import { linkDiscord } from '../support/competitions';
import { ascending } from '@ctf/shared/sort';

const { app, db } = await createTestApp();
const REDIRECT_URI = 'https://ctfd.example.rs/redirect';
const AUTHORIZE = '/api/auth/external/ctfd';

let counter = 0;
const unique = () => `${Date.now().toString(36)}${++counter}`;

async function registerClient(options: { competitionSlug?: string } = {}) {
  return createCtfdClient(db, { name: 'CTFd', redirectUri: REDIRECT_URI, ...options });
}

/** The query CTFd's oauth_login sends: no redirect_uri, no PKCE. */
function authorizeUrl(clientId: string, state: string, extra: Record<string, string> = {}) {
  const query = new URLSearchParams({ response_type: 'code', client_id: clientId, scope: 'profile', state, ...extra });
  return `${AUTHORIZE}?${query.toString()}`;
}

function authorize(url: string, cookie?: string, language = 'sr') {
  return app.inject({ url, cookies: cookie ? { session: cookie } : {}, headers: { 'accept-language': language } });
}

/** The "continue as" link of the step a signed-in player is shown, or null when there is none. */
function continueLink(res: { statusCode: number; body: string }) {
  if (res.statusCode !== 200) return null;
  const href = /<a class="button primary" id="continue" href="([^"]+)">/.exec(res.body)?.[1];
  return href ? href.replace(/&#38;/g, '&') : null;
}

/** The request as the browser makes it, with the "continue as" step clicked through when shown. */
async function authorizeContinued(url: string, cookie: string, language = 'sr') {
  const first = await authorize(url, cookie, language);
  const next = continueLink(first);
  return next ? authorize(next, cookie, language) : first;
}

/** Where the browser is sent back to CTFd, with the code or error it carries. */
async function backToCtfd(url: string, cookie: string) {
  const res = await authorizeContinued(url, cookie);
  expect(res.statusCode).toBe(302);
  const location = new URL(res.headers.location!);
  expect(`${location.origin}${location.pathname}`).toBe(REDIRECT_URI);
  return location.searchParams;
}

/** CTFd's token request: form-encoded, the secret in the body, no Origin header. */
function tokenRequest(params: Record<string, string>, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: `${AUTHORIZE}/token`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(params).toString(),
  });
}

/** The client's credentials as a token request's form fields (client_secret_post). */
const credentialsOf = (client: { clientId: string; secret: string }) => ({
  client_id: client.clientId,
  client_secret: client.secret,
});

function exchange(client: { clientId: string; secret: string }, code: string) {
  return tokenRequest({
    code,
    ...credentialsOf(client),
    grant_type: 'authorization_code',
  });
}

function userInfo(token: string) {
  return app.inject({ url: `${AUTHORIZE}/user`, headers: { authorization: `Bearer ${token}` } });
}

async function codeFor(client: { clientId: string }, cookie: string, state = 'state', scope = 'profile') {
  const params = await backToCtfd(authorizeUrl(client.clientId, state, { scope }), cookie);
  return params.get('code')!;
}

async function accessTokenFor(client: { clientId: string; secret: string }, cookie: string, scope = 'profile') {
  const res = await exchange(client, await codeFor(client, cookie, 'state', scope));
  expect(res.statusCode).toBe(200);
  return (res.json() as { access_token: string }).access_token;
}

const linkDiscordAccount = (userId: number) =>
  linkDiscord(db, userId, { provider_user_id: unique(), username: 'discord_user' });

async function createCompetition(stage: 'warmup' | 'quals' | 'finals') {
  return db
    .insertInto('competitions')
    .values({ name: `Takmičenje ${stage}`, slug: `c-${stage}-${unique()}`, visibility: 'public', stage })
    .returning(['id', 'slug'])
    .executeTakeFirstOrThrow();
}

const expireCode = (code: string) =>
  db
    .updateTable('ctfd_codes')
    .set({ expires_at: new Date(Date.now() - 1000) })
    .where('id', '=', hashToken(code))
    .execute();

describe('logging in to CTFd, request by request as CTFd makes them', () => {
  it('sends a signed-out user to log in, then back to CTFd with a code that buys the user', async () => {
    const client = await registerClient();
    const state = 'n0nce/+= x';
    const url = authorizeUrl(client.clientId, state);
    const signedOut = await authorize(url);
    expect(signedOut.statusCode).toBe(302);
    expect(signedOut.headers.location).toBe(`/auth/login?redirect_uri=${encodeURIComponent(url)}`);

    const { user, cookie } = await signedIn(db);
    const back = await authorizeContinued(url, cookie);
    expect(back.headers['cache-control']).toBe('no-store');
    const params = new URL(back.headers.location!).searchParams;
    expect(params.get('state')).toBe(state);
    expect(params.get('code')).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const token = await exchange(client, params.get('code')!);
    expect(token.statusCode).toBe(200);
    expect(token.headers['cache-control']).toBe('no-store');
    expect(token.headers.pragma).toBe('no-cache');
    const body = token.json() as { access_token: string };
    expect(body).toEqual({
      access_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      token_type: 'Bearer',
      expires_in: 300,
      scope: 'profile',
    });

    const info = await userInfo(body.access_token);
    expect(info.statusCode).toBe(200);
    expect(info.json()).toEqual({ id: user.id, name: user.username, email: user.email });
  });

  it('accepts the client credentials in an HTTP Basic header too', async () => {
    const client = await registerClient();
    const { cookie } = await signedIn(db);
    const code = await codeFor(client, cookie);
    const basic = Buffer.from(`${client.clientId}:${client.secret}`).toString('base64');
    const res = await tokenRequest({ code, grant_type: 'authorization_code' }, { authorization: `Basic ${basic}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveProperty('access_token');
  });

  it('needs no Origin header on the token endpoint (CTFd calls it server to server)', async () => {
    const client = await registerClient();
    const { cookie } = await signedIn(db);
    const res = await exchange(client, await codeFor(client, cookie));
    expect(res.statusCode).toBe(200);
  });

  it('accepts a redirect_uri only when it equals the registered one exactly', async () => {
    const client = await registerClient();
    const { cookie } = await signedIn(db);
    const params = await backToCtfd(authorizeUrl(client.clientId, 's', { redirect_uri: REDIRECT_URI }), cookie);
    const res = await tokenRequest({
      code: params.get('code')!,
      ...credentialsOf(client),
      grant_type: 'authorization_code',
      redirect_uri: REDIRECT_URI,
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('"continue as" for a player already signed in on the platform', () => {
  it("asks by name in the player's language before CTFd gets a code, and a forged or missing proof asks again", async () => {
    const client = await registerClient();
    const { user, cookie } = await signedIn(db, [], { language: 'en' });
    const url = authorizeUrl(client.clientId, 'st');
    const step = await authorize(url, cookie, 'sr');
    expect(step.statusCode).toBe(200);
    expect(step.headers['cache-control']).toBe('no-store');
    expect(step.body).toContain('<html lang="en">');
    expect(step.body).toContain(`Continue as ${user.username}`);
    expect(step.body).toContain('Use another account');
    expect(await db.selectFrom('ctfd_codes').select('id').where('client_id', '=', client.clientId).execute()).toEqual(
      [],
    );

    const link = continueLink(step)!;
    expect(new URL(link, 'http://x').searchParams.get('state')).toBe('st');
    // Another session's proof, or a proof for another request, is no proof.
    const other = await signedIn(db);
    expect((await authorize(link, other.cookie)).statusCode).toBe(200);
    expect((await authorize(link.replace('state=st', 'state=sx'), cookie)).statusCode).toBe(200);
    expect((await authorize(`${url}&confirm=${'A'.repeat(43)}`, cookie)).statusCode).toBe(200);

    const back = await authorize(link, cookie);
    expect(back.statusCode).toBe(302);
    expect(new URL(back.headers.location!).searchParams.get('code')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('speaks the interface language chosen in this browser (its lang cookie) over the account language', async () => {
    const client = await registerClient();
    const { user, cookie } = await signedIn(db, [], { language: 'sr' });
    const step = await app.inject({
      url: authorizeUrl(client.clientId, 'lang'),
      cookies: { session: cookie, lang: 'en' },
      headers: { 'accept-language': 'sr' },
    });
    expect(step.statusCode).toBe(200);
    expect(step.body).toContain('<html lang="en">');
    expect(step.body).toContain(`Continue as ${user.username}`);
    // A cookie that names no language of ours is ignored: the account's language.
    const odd = await app.inject({
      url: authorizeUrl(client.clientId, 'lang'),
      cookies: { session: cookie, lang: 'de' },
    });
    expect(odd.body).toContain('<html lang="sr">');
  });

  it('does not ask a player who signed in on the way from CTFd (the session is newer than the trip)', async () => {
    const client = await registerClient();
    const url = authorizeUrl(client.clientId, 'fresh');
    const signedOut = await authorize(url);
    const started = signedOut.cookies.find((c) => c.name === 'ctfd_signin')!;
    expect(started).toMatchObject({ httpOnly: true, path: AUTHORIZE, sameSite: 'Lax' });
    const { cookie } = await signedIn(db);
    const back = await app.inject({ url, cookies: { session: cookie, ctfd_signin: started.value } });
    expect(back.statusCode).toBe(302);
    expect(new URL(back.headers.location!).searchParams.get('code')).toBeTruthy();
    // A session older than the trip (someone else's, left signed in) is asked.
    const older = await signedIn(db);
    const later = String(Date.now() + 60_000);
    const asked = await app.inject({ url, cookies: { session: older.cookie, ctfd_signin: later } });
    expect(asked.statusCode).toBe(200);
  });

  it('"use another account" signs out and goes to the login page with the way back; only to a registered client', async () => {
    const client = await registerClient();
    const { cookie } = await signedIn(db);
    const url = authorizeUrl(client.clientId, 'sw');
    const returnTo = /name="return_to" value="([^"]+)"/
      .exec((await authorize(url, cookie)).body)![1]!
      .replace(/&#38;/g, '&');
    expect(returnTo).toBe(url);
    const switchTo = (target: string, origin = TEST_ORIGIN) =>
      app.inject({
        method: 'POST',
        url: `${AUTHORIZE}/switch`,
        cookies: { session: cookie },
        headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ return_to: target }).toString(),
      });
    expect((await switchTo(returnTo, 'https://evil.example')).statusCode).toBe(403);
    for (const bad of ['https://evil.example/', `${AUTHORIZE}?client_id=no-such-client`, '/app/account']) {
      const refused = await switchTo(bad);
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.headers.location).toBeUndefined();
    }
    expect((await rest(app, cookie, 'GET', '/api/auth/session')).json()).toMatchObject({
      user: { id: expect.any(Number) },
    });

    const res = await switchTo(returnTo);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/auth/login?redirect_uri=${encodeURIComponent(url)}`);
    expect(res.cookies.find((c) => c.name === 'session')?.value).toBe('');
    expect((await rest(app, cookie, 'GET', '/api/auth/session')).json()).toMatchObject({ user: null });
  });
});

describe('the team of a user is their school', () => {
  async function competitor(status: 'accepted' | 'pending') {
    const { user, cookie } = await signedIn(db);
    const school = await createInstitution(db);
    await createApplication(db, user.id, { status, institution_id: school.id });
    return { user, cookie, school };
  }

  it('answers team with the institution for an accepted competitor', async () => {
    const client = await registerClient();
    const { user, cookie, school } = await competitor('accepted');
    const info = await userInfo(await accessTokenFor(client, cookie, 'profile team'));
    expect(info.json()).toEqual({
      id: user.id,
      name: user.username,
      email: user.email,
      team: { id: school.id, name: school.name },
    });
  });

  it('leaves team out while the application is pending', async () => {
    const client = await registerClient();
    const { user, cookie } = await competitor('accepted');
    const token = await accessTokenFor(client, cookie, 'profile team');
    // The application went back to pending after the login (a team-mode login of a pending one is refused).
    await db.updateTable('competitor_applications').set({ status: 'pending' }).where('user_id', '=', user.id).execute();
    const info = await userInfo(token);
    expect(info.json()).not.toHaveProperty('team');
  });

  it('gives the team only to a token granted the team scope (RFC 6750 insufficient_scope otherwise)', async () => {
    const client = await registerClient();
    const { user, cookie, school } = await competitor('accepted');
    const team = (token: string) =>
      app.inject({ url: `${AUTHORIZE}/team`, headers: { authorization: `Bearer ${token}` } });

    const profileOnly = await accessTokenFor(client, cookie, 'profile');
    expect((await userInfo(profileOnly)).json()).toEqual({ id: user.id, name: user.username, email: user.email });
    const refused = await team(profileOnly);
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['www-authenticate']).toBe('Bearer error="insufficient_scope", scope="team"');
    expect(refused.json()).toEqual({ error: 'insufficient_scope' });

    const withTeam = await accessTokenFor(client, cookie, 'profile team');
    expect((await userInfo(withTeam)).json()).toMatchObject({ team: { id: school.id, name: school.name } });
    const answered = await team(withTeam);
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toEqual({ id: school.id, name: school.name });

    const unknown = await team('made-up');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
  });
});

/**
 * What a reader sees of a page: the title and the body's text, without tags, styles or attribute
 * values (a link's address, a hidden field), entities decoded.
 */
function visibleText(html: string) {
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  const body = html.replace(/^[\s\S]*<body>/, '').replace(/<[^>]*>/g, ' ');
  return `${title} ${body}`.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
}

/**
 * Latin a Serbian page keeps: the names CTF, CTFd and Discord (as the interface's Serbian texts keep
 * them) and what people named themselves or their things (a username, a competition, a CTFd).
 */
function latinIn(text: string, names: string[]) {
  const rest = names.reduce((left, name) => left.split(name).join(' '), text);
  return rest.replace(/\b(CTFd?|Discord)\b/g, ' ').match(/[A-Za-z]+/g) ?? [];
}

describe('the refusal and "continue as" pages are in one script', () => {
  it('writes a Serbian page, header line included, in Cyrillic, and an English one in Latin', async () => {
    const competition = await db
      .insertInto('competitions')
      .values({ name: `Kvalifikacije ${unique()}`, slug: `c-${unique()}`, visibility: 'public', stage: 'warmup' })
      .returning(['name', 'slug'])
      .executeTakeFirstOrThrow();
    const client = await registerClient({ competitionSlug: competition.slug });
    for (const language of ['sr', 'en'] as const) {
      // No Discord linked: refused, with the reason and the next step.
      const refused = await signedIn(db, [], { language });
      const refusal = await authorize(authorizeUrl(client.clientId, 'r'), refused.cookie, language);
      expect(refusal.statusCode).toBe(403);
      await linkDiscordAccount(refused.user.id);
      const asked = await authorize(authorizeUrl(client.clientId, 'c'), refused.cookie, language);
      expect(asked.statusCode).toBe(200);
      for (const page of [refusal, asked]) {
        const text = visibleText(page.body);
        expect(text).toContain(language === 'sr' ? 'CTF Србија · CTFd' : 'CTF Srbija · CTFd');
        const names = [refused.user.username, competition.name, 'CTFd'];
        if (language === 'sr') expect(latinIn(text, names), text).toEqual([]);
        else expect(text.match(/\p{Script=Cyrillic}+/gu) ?? [], text).toEqual([]);
      }
    }
  });
});

describe('an unknown client or redirect URI is never redirected to', () => {
  it('shows a page in Serbian (Cyrillic) or English for an unknown client', async () => {
    const sr = await authorize(authorizeUrl('no-such-client', 's'));
    expect(sr.statusCode).toBe(400);
    expect(sr.headers.location).toBeUndefined();
    expect(sr.headers['content-type']).toContain('text/html');
    expect(sr.body).toContain('Пријава није могућа');
    const en = await authorize(authorizeUrl('no-such-client', 's'), undefined, 'en-US,en;q=0.9');
    expect(en.body).toContain('Login is not possible');
    expect((await authorize(`${AUTHORIZE}?response_type=code&state=s`)).statusCode).toBe(400);
  });

  it.each([
    ['a trailing slash', `${REDIRECT_URI}/`],
    ['another case in the host', 'https://CTFD.example.rs/redirect'],
    ['another case in the path', 'https://ctfd.example.rs/Redirect'],
    ['another host', 'https://evil.example/redirect'],
  ])('refuses a redirect_uri with %s', async (_label, redirectUri) => {
    const client = await registerClient();
    const { cookie } = await signedIn(db);
    const res = await authorize(authorizeUrl(client.clientId, 's', { redirect_uri: redirectUri }), cookie);
    expect(res.statusCode).toBe(400);
    expect(res.headers.location).toBeUndefined();
    expect(await db.selectFrom('ctfd_codes').select('id').where('client_id', '=', client.clientId).execute()).toEqual(
      [],
    );
  });

  it('sends other request errors back to the registered URI with the state', async () => {
    const client = await registerClient();
    const { cookie } = await signedIn(db);
    const params = await backToCtfd(authorizeUrl(client.clientId, 'st', { response_type: 'token' }), cookie);
    expect(Object.fromEntries(params)).toEqual({ error: 'unsupported_response_type', state: 'st' });
  });
});

describe('the token endpoint', () => {
  it('refuses a wrong secret or an unknown client with 401 invalid_client', async () => {
    const client = await registerClient();
    const { cookie } = await signedIn(db);
    const code = await codeFor(client, cookie);
    const wrong = await exchange({ ...client, secret: `${client.secret}x` }, code);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'invalid_client' });
    expect((await exchange({ ...client, clientId: 'unknown' }, code)).statusCode).toBe(401);
    const basic = Buffer.from(`${client.clientId}:nope`).toString('base64');
    const viaBasic = await tokenRequest(
      { code, grant_type: 'authorization_code' },
      { authorization: `Basic ${basic}` },
    );
    expect(viaBasic.statusCode).toBe(401);
    expect(viaBasic.headers['www-authenticate']).toMatch(/^Basic/);
    // The refused attempts did not use the code up.
    expect((await exchange(client, code)).statusCode).toBe(200);
  });

  it('refuses a replayed code and revokes the token issued from it', async () => {
    const client = await registerClient();
    const { cookie } = await signedIn(db);
    const code = await codeFor(client, cookie);
    const first = (await exchange(client, code)).json() as { access_token: string };
    expect((await userInfo(first.access_token)).statusCode).toBe(200);
    const replay = await exchange(client, code);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({ error: 'invalid_grant' });
    expect((await userInfo(first.access_token)).statusCode).toBe(401);
  });

  it('lets only one of two concurrent exchanges of a code win', async () => {
    const client = await registerClient();
    const { cookie } = await signedIn(db);
    const code = await codeFor(client, cookie);
    const results = await Promise.all([exchange(client, code), exchange(client, code)]);
    expect(results.map((r) => r.statusCode).sort(ascending)).toEqual([200, 400]);
  });

  it('refuses an expired code', async () => {
    const client = await registerClient();
    const { cookie } = await signedIn(db);
    const code = await codeFor(client, cookie);
    await expireCode(code);
    const res = await exchange(client, code);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'invalid_grant' });
  });

  it('refuses a code issued to another client', async () => {
    const [mine, theirs] = [await registerClient(), await registerClient()];
    const { cookie } = await signedIn(db);
    const res = await exchange(theirs, await codeFor(mine, cookie));
    expect(res.json()).toEqual({ error: 'invalid_grant' });
  });

  it('supports S256 PKCE: the right verifier passes, a wrong or missing one burns the code', async () => {
    const client = await registerClient();
    const { cookie } = await signedIn(db);
    const verifier = 'v'.repeat(20) + unique() + 'w'.repeat(20);
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const pkce = { code_challenge: challenge, code_challenge_method: 'S256' };
    const base = { ...credentialsOf(client), grant_type: 'authorization_code' };

    const good = (await backToCtfd(authorizeUrl(client.clientId, 's1', pkce), cookie)).get('code')!;
    expect((await tokenRequest({ ...base, code: good, code_verifier: verifier })).statusCode).toBe(200);

    const wrong = (await backToCtfd(authorizeUrl(client.clientId, 's2', pkce), cookie)).get('code')!;
    expect((await tokenRequest({ ...base, code: wrong, code_verifier: `${verifier}x` })).json()).toEqual({
      error: 'invalid_grant',
    });
    expect((await tokenRequest({ ...base, code: wrong, code_verifier: verifier })).json()).toEqual({
      error: 'invalid_grant',
    });

    const missing = (await backToCtfd(authorizeUrl(client.clientId, 's3', pkce), cookie)).get('code')!;
    expect((await tokenRequest({ ...base, code: missing })).json()).toEqual({ error: 'invalid_grant' });
  });

  it('in team mode, signs in only users with a school team', async () => {
    const client = await registerClient();
    const { user, cookie } = await signedIn(db);
    const teamScope = { scope: 'profile team' };
    const refused = await authorize(authorizeUrl(client.clientId, 'tm', teamScope), cookie, 'en');
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toContain(REFUSAL_TEXT.sr.noTeam.reason);
    const school = await createInstitution(db);
    await createApplication(db, user.id, { status: 'accepted', institution_id: school.id });
    const code = (await backToCtfd(authorizeUrl(client.clientId, 'tm2', teamScope), cookie)).get('code')!;
    const token = await exchange(client, code);
    // The scope granted is the one asked for (RFC 6749 §5.1).
    expect(token.json()).toMatchObject({ scope: 'profile team' });
  });

  it("makes a typed-in school a stable team, and every string fits CTFd's 128 characters", async () => {
    const client = await registerClient();
    const typed = `  Gimnazija ${'Č'.repeat(190)} ${unique()} `;
    const ids: number[] = [];
    for (const spelling of [typed, typed.toUpperCase().replace(/ +/g, '  ')]) {
      const { user, cookie } = await signedIn(db);
      await createApplication(db, user.id, { status: 'accepted', institution_name: spelling });
      const code = (await backToCtfd(authorizeUrl(client.clientId, 'ft', { scope: 'profile team' }), cookie)).get(
        'code',
      )!;
      const token = (await exchange(client, code)).json() as { access_token: string };
      const info = (await userInfo(token.access_token)).json() as { team: { id: number; name: string } };
      expect(info.team.name.length).toBeLessThanOrEqual(128);
      expect(info.team.name).toMatch(/^Gimnazija ČČČ.* #\d+$/);
      ids.push(info.team.id);
    }
    expect(ids[0]).toBeGreaterThan(1_000_000_000);
    expect(ids[1]).toBe(ids[0]);
  });

  it('refuses the plain PKCE method', async () => {
    const client = await registerClient();
    const { cookie } = await signedIn(db);
    const params = await backToCtfd(
      authorizeUrl(client.clientId, 'st', { code_challenge: 'c'.repeat(43), code_challenge_method: 'plain' }),
      cookie,
    );
    expect(params.get('error')).toBe('invalid_request');
    expect(params.get('state')).toBe('st');
    expect(params.get('code')).toBeNull();
  });

  it('refuses a redirect_uri other than the registered one, and a PKCE verifier (none was stored)', async () => {
    const client = await registerClient();
    const { cookie } = await signedIn(db);
    const code = await codeFor(client, cookie);
    const base = { code, ...credentialsOf(client), grant_type: 'authorization_code' };
    expect((await tokenRequest({ ...base, redirect_uri: `${REDIRECT_URI}/` })).json()).toEqual({
      error: 'invalid_grant',
    });
    expect((await tokenRequest({ ...base, code_verifier: 'v'.repeat(43) })).json()).toEqual({ error: 'invalid_grant' });
  });

  it('allows only the authorization_code grant', async () => {
    const client = await registerClient();
    const res = await tokenRequest({
      ...credentialsOf(client),
      grant_type: 'client_credentials',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'unsupported_grant_type' });
  });

  it('answers malformed requests with invalid_request', async () => {
    const client = await registerClient();
    const noCode = await tokenRequest({
      ...credentialsOf(client),
      grant_type: 'authorization_code',
    });
    expect(noCode.json()).toEqual({ error: 'invalid_request' });
    const noGrant = await tokenRequest(credentialsOf(client));
    expect(noGrant.json()).toEqual({ error: 'invalid_request' });
    const text = await app.inject({
      method: 'POST',
      url: `${AUTHORIZE}/token`,
      headers: { 'content-type': 'text/plain' },
      payload: 'x',
    });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({ error: 'invalid_request' });
  });
});

describe('the user-info endpoint', () => {
  it('refuses an expired, unknown or missing token with 401 invalid_token', async () => {
    const client = await registerClient();
    const { cookie } = await signedIn(db);
    const token = await accessTokenFor(client, cookie);
    await db
      .updateTable('ctfd_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', hashToken(token))
      .execute();
    for (const res of [
      await userInfo(token),
      await userInfo('made-up'),
      await app.inject({ url: `${AUTHORIZE}/user` }),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
      expect(res.json()).toEqual({ error: 'invalid_token' });
    }
  });

  it('never gives out an unverified email address', async () => {
    const client = await registerClient();
    const { user, cookie } = await signedIn(db);
    const token = await accessTokenFor(client, cookie);
    // An admin changed the address after the exchange: it is unverified now.
    await db
      .updateTable('users')
      .set({ email: `new_${user.email}`, email_verified_at: null })
      .where('id', '=', user.id)
      .execute();
    const res = await userInfo(token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'access_denied' });
  });
});

describe('who may log in to which CTFd', () => {
  /** 'code', or the reason line of the platform's own refusal page (never a redirect to CTFd). */
  async function deniedOrCode(client: { clientId: string }, cookie: string) {
    const res = await authorizeContinued(authorizeUrl(client.clientId, 'keep-me'), cookie, 'en');
    if (res.statusCode === 302) {
      expect(new URL(res.headers.location!).searchParams.get('code')).toBeTruthy();
      return 'code';
    }
    expect(res.statusCode).toBe(403);
    expect(res.body).toContain(`href="https://ctfd.example.rs/login"`);
    return /<p id="reason" class="reason">([^<]*)<\/p>/.exec(res.body)?.[1];
  }

  it('lets any verified user into the playground, and no one with an unverified email', async () => {
    const client = await registerClient();
    expect(await deniedOrCode(client, (await signedIn(db)).cookie)).toBe('code');
    const unverified = await signedIn(db, [], { verified: false });
    expect(await deniedOrCode(client, unverified.cookie)).toBe(REFUSAL_TEXT.sr.unverified.reason);
  });

  it('needs an accepted registration for qualifications', async () => {
    const competition = await createCompetition('quals');
    const client = await registerClient({ competitionSlug: competition.slug });
    const { user, cookie } = await signedIn(db);
    await linkDiscordAccount(user.id);
    expect(await deniedOrCode(client, cookie)).toBe(REFUSAL_TEXT.sr.registrationMissing.reason);
    await db
      .insertInto('competition_registrations')
      .values({
        competition_id: competition.id,
        user_id: user.id,
        status: 'pending',
        first_name: 'Mila',
        last_name: 'Jović',
        gender: 'female',
        date_of_birth: '2008-05-01',
      })
      .execute();
    expect(await deniedOrCode(client, cookie)).toBe(REFUSAL_TEXT.sr.registrationPending.reason);
    await db
      .updateTable('competition_registrations')
      .set({ status: 'accepted' })
      .where('user_id', '=', user.id)
      .execute();
    expect(await deniedOrCode(client, cookie)).toBe('code');
  });

  it('needs a linked Discord account for a competition', async () => {
    const competition = await createCompetition('warmup');
    const client = await registerClient({ competitionSlug: competition.slug });
    const { user, cookie } = await signedIn(db);
    expect(await deniedOrCode(client, cookie)).toBe(REFUSAL_TEXT.sr.discord.reason);
    await linkDiscordAccount(user.id);
    // A warm-up asking for no accepted application and with no limits takes any signed-in user.
    expect(await deniedOrCode(client, cookie)).toBe('code');
  });
});

describe('secrets at rest', () => {
  it('keeps no client secret, code or token in plain text', async () => {
    const client = await registerClient();
    const { cookie } = await signedIn(db);
    const code = await codeFor(client, cookie);
    const token = ((await exchange(client, code)).json() as { access_token: string }).access_token;
    const stored = JSON.stringify([
      await db.selectFrom('ctfd_clients').selectAll().execute(),
      await db.selectFrom('ctfd_codes').selectAll().execute(),
      await db.selectFrom('ctfd_tokens').selectAll().execute(),
    ]);
    for (const value of [client.secret, code, token]) {
      expect(stored).not.toContain(value);
      expect(stored).toContain(hashToken(value));
    }
  });
});
