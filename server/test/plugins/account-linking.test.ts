import { describe, expect, it } from 'vitest';
import { linkStateCookie } from '../../src/plugins/account-linking';
import { TEST_ORIGIN, createTestApp } from '../support/app';
import { createUser, postChecked, sessionCookieOf } from '../support/auth';
import { rpc, signedIn } from '../support/calls';
import { makeCompetitor } from '../support/competitions';
import { startFakeOAuthProvider } from '../support/fake-oauth';

const discord = await startFakeOAuthProvider('discord');
const github = await startFakeOAuthProvider('github');
const { app, db } = await createTestApp({ ...discord.env, ...github.env });

/** The browser is at PUBLIC_URL, the address registered with the providers. */
const atPublicUrl = new URL(TEST_ORIGIN).host;

async function signIn() {
  const user = await createUser(db);
  const cookie = sessionCookieOf(
    await postChecked(app, '/api/auth/login', { username: user.username, password: user.password }),
  )!;
  return { user, cookie };
}

/** Walks the browser through authorize -> provider -> callback; returns where it lands. */
async function link(
  provider: 'discord' | 'github',
  cookie: string,
  who: { id: string; username: string },
  options: {
    redirectUri?: string;
    tamperState?: boolean;
    deny?: boolean;
    /** Someone else's browser completes the return, with the state cookie as given (planted). */
    returnAs?: { cookie: string; stateCookie: (value: string) => string };
  } = {},
) {
  const start = await app.inject({
    url: `/api/auth/external/${provider}/authorize?redirect_uri=${encodeURIComponent(options.redirectUri ?? '/app/account')}`,
    headers: { host: atPublicUrl },
    cookies: { session: cookie },
  });
  expect(start.statusCode).toBe(302);
  const authorizeUrl = new URL(start.headers.location!);
  const stateCookie = start.cookies.find((c) => c.name === `oauth_${provider}`)!;
  expect(stateCookie.httpOnly).toBe(true);
  expect(stateCookie.maxAge).toBe(600);

  const approve = new URL(authorizeUrl.toString().replace('/authorize', '/approve'));
  approve.searchParams.set('user_id', who.id);
  approve.searchParams.set('username', who.username);
  if (options.tamperState) approve.searchParams.set('state', 'not-the-state');
  if (options.deny) approve.searchParams.set('deny', '1');
  const provided = await fetch(approve, { redirect: 'manual' });
  const callback = new URL(provided.headers.get('location')!);

  const done = await app.inject({
    url: `${callback.pathname}${callback.search}`,
    cookies: options.returnAs
      ? { session: options.returnAs.cookie, [stateCookie.name]: options.returnAs.stateCookie(stateCookie.value) }
      : { session: cookie, [stateCookie.name]: stateCookie.value },
  });
  expect(done.statusCode).toBe(302);
  return { authorizeUrl, landing: done.headers.location! };
}

const linksOf = (userId: number) =>
  db.selectFrom('external_accounts').selectAll().where('user_id', '=', userId).execute();

describe('linking a Discord account', () => {
  it('goes to Discord with the identify scope, state and PKCE, and links the account on return', async () => {
    const { user, cookie } = await signIn();
    const { authorizeUrl, landing } = await link('discord', cookie, { id: '80351110224678912', username: 'nelly' });
    expect(authorizeUrl.origin + authorizeUrl.pathname).toBe(`${discord.base}/authorize`);
    expect(authorizeUrl.searchParams.get('client_id')).toBe('test-discord-client');
    expect(authorizeUrl.searchParams.get('scope')).toBe('identify');
    expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorizeUrl.searchParams.get('redirect_uri')).toBe(
      'http://localhost:3000/api/auth/external/discord/callback',
    );
    expect(authorizeUrl.searchParams.get('state')).toMatch(/.{20,}/);
    expect(landing).toBe('/app/account?linked=discord');
    expect(await linksOf(user.id)).toMatchObject([
      { provider: 'discord', provider_user_id: '80351110224678912', username: 'nelly' },
    ]);
  });

  it('relinks to another Discord account of the same user', async () => {
    const { user, cookie } = await signIn();
    await link('discord', cookie, { id: '1001', username: 'first' });
    await link('discord', cookie, { id: '1002', username: 'second' });
    expect(await linksOf(user.id)).toMatchObject([{ provider_user_id: '1002', username: 'second' }]);
  });

  it('refuses a Discord account already linked to another user', async () => {
    const first = await signIn();
    const second = await signIn();
    await link('discord', first.cookie, { id: '555', username: 'shared' });
    const { landing } = await link('discord', second.cookie, { id: '555', username: 'shared' });
    expect(landing).toBe('/app/account?link_error=already_linked&provider=discord');
    expect(await linksOf(second.user.id)).toHaveLength(0);
    expect(await linksOf(first.user.id)).toHaveLength(1);
  });

  it('links nothing when the state does not match', async () => {
    const { user, cookie } = await signIn();
    const { landing } = await link('discord', cookie, { id: '777', username: 'x' }, { tamperState: true });
    expect(landing).toBe('/app/account?link_error=failed&provider=discord');
    expect(await linksOf(user.id)).toHaveLength(0);
  });

  it('says so when the user cancels at Discord', async () => {
    const { cookie } = await signIn();
    const { landing } = await link('discord', cookie, { id: '888', username: 'x' }, { deny: true });
    expect(landing).toBe('/app/account?link_error=denied&provider=discord');
  });

  it('sends a signed-out visitor to log in first, and never redirects off the site', async () => {
    const anonymous = await app.inject({ url: '/api/auth/external/discord/authorize?redirect_uri=/app/account' });
    expect(anonymous.headers.location).toBe('/auth/login?redirect_uri=%2Fapp%2Faccount');
    const { cookie } = await signIn();
    const { landing } = await link(
      'discord',
      cookie,
      { id: '999', username: 'y' },
      { redirectUri: '//evil.example/x' },
    );
    expect(landing).toBe('/app/account?linked=discord');
  });

  it.each([
    '/.//x//evil.example/phish',
    '/a/..//x//evil.example',
    '/%2e//x//evil.example',
    'https://evil.example/app/account',
    '/\\evil.example/phish',
    '/./\\evil.example',
  ])('lands on our own account page, never off the site, for %j', async (redirectUri) => {
    const anonymous = await app.inject({
      url: `/api/auth/external/discord/authorize?redirect_uri=${encodeURIComponent(redirectUri)}`,
    });
    expect(anonymous.headers.location).toBe('/auth/login?redirect_uri=%2Fapp%2Faccount');
    const { cookie } = await signIn();
    const { landing } = await link(
      'discord',
      cookie,
      { id: `${Date.now()}${Math.random()}`.replace('.', ''), username: 'z' },
      { redirectUri },
    );
    expect(landing).toBe('/app/account?linked=discord');
  });

  it('keeps a same-site path with dot segments, normalised', async () => {
    const { cookie } = await signIn();
    const { landing } = await link(
      'discord',
      cookie,
      { id: `${Date.now()}7`, username: 'w' },
      { redirectUri: '/app/x/../competitions' },
    );
    expect(landing).toBe('/app/competitions?linked=discord');
  });
});

describe('the link state belongs to the session that started it', () => {
  it('refuses a state planted with another user’s id: the attacker’s Discord is not linked to the victim', async () => {
    const attacker = await signIn();
    const victim = await signIn();
    // What the attacker's own start gave them, rewritten to name the victim where it names a user.
    const withVictimId = (value: string) => {
      try {
        return JSON.stringify({ ...(JSON.parse(value) as object), userId: victim.user.id });
      } catch {
        return value;
      }
    };
    const { landing } = await link(
      'discord',
      attacker.cookie,
      { id: '31337', username: 'attacker' },
      { returnAs: { cookie: victim.cookie, stateCookie: withVictimId } },
    );
    expect(landing).toBe('/app/account?link_error=failed&provider=discord');
    expect(await linksOf(victim.user.id)).toHaveLength(0);
    expect(await linksOf(attacker.user.id)).toHaveLength(0);
  });

  it('refuses a state made up from scratch, and never follows its return address', async () => {
    const victim = await signIn();
    const forged = JSON.stringify({
      state: 's',
      verifier: 'v'.repeat(43),
      returnTo: '/.//x//evil.example',
      userId: victim.user.id,
    });
    const done = await app.inject({
      url: '/api/auth/external/discord/callback?code=abc&state=s',
      cookies: { session: victim.cookie, oauth_discord: forged },
    });
    expect(done.headers.location).toBe('/app/account?link_error=failed&provider=discord');
  });

  it('links nothing when the return comes with no state cookie at all', async () => {
    const { cookie } = await signIn();
    const done = await app.inject({
      url: '/api/auth/external/discord/callback?code=abc&state=s',
      cookies: { session: cookie },
    });
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe('/app/account?link_error=failed&provider=discord');
  });

  it('is used once: replaying the return does not link again', async () => {
    const { user, cookie } = await signIn();
    const start = await app.inject({
      url: '/api/auth/external/discord/authorize',
      headers: { host: atPublicUrl },
      cookies: { session: cookie },
    });
    const stateCookie = start.cookies.find((c) => c.name === 'oauth_discord')!;
    const approve = new URL(start.headers.location!.replace('/authorize', '/approve'));
    approve.searchParams.set('user_id', '424242');
    approve.searchParams.set('username', 'once');
    const callback = new URL((await fetch(approve, { redirect: 'manual' })).headers.get('location')!);
    const back = () =>
      app.inject({
        url: `${callback.pathname}${callback.search}`,
        cookies: { session: cookie, oauth_discord: stateCookie.value },
      });
    expect((await back()).headers.location).toBe('/app/account?linked=discord');
    expect((await back()).headers.location).toBe('/app/account?link_error=failed&provider=discord');
    expect(await linksOf(user.id)).toHaveLength(1);
  });

  it('is a __Host- cookie in production', () => {
    const production = { isProduction: true } as Parameters<typeof linkStateCookie>[0];
    expect(linkStateCookie(production, 'discord')).toEqual({ name: '__Host-oauth_discord', path: '/' });
  });
});

describe('a Discord account stays bound to the first platform account that linked it', () => {
  const uniqueId = () => `${Date.now()}${Math.floor(Math.random() * 1e6)}`;

  it('is not freed by a relink; an admin releases it (audited) and sees the link history', async () => {
    const first = await signIn();
    const other = await signIn();
    const admin = await signedIn(db, ['admin']);
    const [oldId, newId] = [uniqueId(), `${uniqueId()}9`];
    await link('discord', first.cookie, { id: oldId, username: 'stari' });
    await link('discord', first.cookie, { id: newId, username: 'novi' });

    const refused = await link('discord', other.cookie, { id: oldId, username: 'stari' });
    expect(refused.landing).toBe('/app/account?link_error=already_linked&provider=discord');
    expect(await linksOf(other.user.id)).toHaveLength(0);

    await makeCompetitor(db, first.user.id, { discord: false });
    const { id: competitorId } = await db
      .selectFrom('competitor_applications')
      .select('id')
      .where('user_id', '=', first.user.id)
      .executeTakeFirstOrThrow();
    type Details = {
      discord_history: { discord_id: string; is_current: boolean; released_at: string | null }[];
      audit: { action: string; actor_username: string }[];
    };
    const view = await rpc<Details>(app, admin.cookie, 'admin.competitors.get', { id: competitorId }, 'query');
    expect(view.discord_history).toMatchObject([
      { discord_id: newId, is_current: true, released_at: null },
      { discord_id: oldId, is_current: false, released_at: null },
    ]);

    // The current link cannot be released (it is still in use); an earlier one can.
    await expect(
      rpc(app, admin.cookie, 'admin.competitors.releaseDiscord', { id: competitorId, discord_id: newId }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const released = await rpc<Details>(app, admin.cookie, 'admin.competitors.releaseDiscord', {
      id: competitorId,
      discord_id: oldId,
    });
    expect(released.discord_history[1]).toMatchObject({ discord_id: oldId, released_at: expect.any(String) });
    expect(released.audit[0]).toMatchObject({
      action: 'competitor.discordRelease',
      actor_username: admin.user.username,
    });

    expect((await link('discord', other.cookie, { id: oldId, username: 'stari' })).landing).toBe(
      '/app/account?linked=discord',
    );
  });

  it('is refused to a user who is not an admin', async () => {
    const { cookie } = await signIn();
    await expect(
      rpc(app, cookie, 'admin.competitors.releaseDiscord', { id: 1, discord_id: '1' }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('linking a GitHub account', () => {
  it('keys the link on GitHub’s numeric id and shows the login', async () => {
    const { user, cookie } = await signIn();
    const { landing } = await link('github', cookie, { id: '583231', username: 'octocat' });
    expect(landing).toBe('/app/account?linked=github');
    expect(await linksOf(user.id)).toMatchObject([
      { provider: 'github', provider_user_id: '583231', username: 'octocat' },
    ]);
  });

  it('refuses the same GitHub id on a second account', async () => {
    const first = await signIn();
    const second = await signIn();
    await link('github', first.cookie, { id: '42', username: 'dev' });
    expect((await link('github', second.cookie, { id: '42', username: 'dev' })).landing).toBe(
      '/app/account?link_error=already_linked&provider=github',
    );
  });
});

describe('a configured Discord or GitHub app at another address than PUBLIC_URL', () => {
  it('is refused with the reason: the provider returns only to PUBLIC_URL, where the session is not', async () => {
    const { user, cookie } = await signIn();
    for (const provider of ['discord', 'github'] as const) {
      const start = await app.inject({
        url: `/api/auth/external/${provider}/authorize?redirect_uri=%2Fapp%2Faccount`,
        headers: { host: '127.0.0.1:3000' },
        cookies: { session: cookie },
      });
      expect(start.headers.location).toBe(`/app/account?link_error=wrong_address&provider=${provider}`);
    }
    expect(await linksOf(user.id)).toHaveLength(0);
  });
});
