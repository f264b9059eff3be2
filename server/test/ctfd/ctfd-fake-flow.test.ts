import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { startFakeCtfd } from '../../../e2e/support/fake-ctfd';
import { hashToken } from '../../src/services/auth/crypto';
import { createTestApp } from '../support/app';
import { tokenFromMail, waitForMail } from '../support/auth';
import { rpc, signedIn } from '../support/calls';
import { createApplication, createInstitution } from '../support/competitors';
import { linkDiscord } from '../support/competitions';
import { listenForCtfd, uniqueName } from '../support/ctfd';
import { runCtfdSync, setCtfdApi } from '../../src/services/ctfd/sync';

// The platform listening for real, so the CTFd 3.8.7 fake can call its token and user endpoints.
const { app, db } = await createTestApp({ CTFD_TOKEN_KEY: randomBytes(32).toString('base64') });
const { platformUrl, browse } = await listenForCtfd(app, db);
const unique = uniqueName;

async function fakeWithClient(
  competitionId: number | null,
  options: { apiToken?: string; mode?: 'users' | 'teams' } = {},
) {
  const credentials = { clientId: `c-${unique()}`, clientSecret: randomBytes(16).toString('hex') };
  const ctfd = await startFakeCtfd({ platformUrl, ...credentials, ...options });
  await db
    .insertInto('ctfd_clients')
    .values({
      client_id: credentials.clientId,
      secret_hash: hashToken(credentials.clientSecret),
      name: 'Fake CTFd',
      redirect_uri: `${ctfd.url}/redirect`,
      competition_id: competitionId,
    })
    .execute();
  return { ctfd, ...credentials };
}

/** A fake of the playground whose API token an admin has set, so the sync pushes to it. */
async function connected(mode?: 'users' | 'teams') {
  const apiToken = `ctfd_${randomBytes(16).toString('hex')}`;
  const fake = await fakeWithClient(null, { apiToken, ...(mode ? { mode } : {}) });
  await setCtfdApi(db, app.config, fake.clientId, { apiUrl: fake.ctfd.url, apiToken });
  return fake;
}

async function createCompetition(name: string) {
  return db
    .insertInto('competitions')
    .values({ name, slug: `c-${unique()}`, visibility: 'public', stage: 'quals' })
    .returning(['id', 'slug'])
    .executeTakeFirstOrThrow();
}

describe('CTFd 3.8.7 (the fake) signing players in through the platform', () => {
  it('shows a player without a Discord link the platform page saying why, never CTFd\'s "without OAuth code"', async () => {
    const competition = await createCompetition('Kvalifikacije Fake');
    const { ctfd } = await fakeWithClient(competition.id);
    const { cookie } = await signedIn(db);
    const page = await browse(`${ctfd.url}/oauth`, cookie);
    expect(page.text).not.toContain('Received redirect without OAuth code.');
    expect(new URL(page.url).origin).toBe(platformUrl);
    expect(page.status).toBe(403);
    expect(page.text).toContain('Kvalifikacije Fake');
    expect(page.text).toContain('Discord');
    expect(page.text).toContain(`href="${ctfd.url}/login"`);
  });

  it('refuses in Serbian for a Serbian browser', async () => {
    const competition = await createCompetition('Kvalifikacije Srpski');
    const { ctfd } = await fakeWithClient(competition.id);
    const { cookie } = await signedIn(db);
    const page = await browse(`${ctfd.url}/oauth`, cookie, 'sr');
    expect(page.text).toContain('Discord');
    expect(page.text).toContain('Повежите');
  });

  it('pushes a new email to CTFd once verified, so the next CTFd login finds the same account', async () => {
    const apiToken = `ctfd_${randomBytes(16).toString('hex')}`;
    const { ctfd, clientId } = await fakeWithClient(null, { apiToken });
    await setCtfdApi(db, app.config, clientId, { apiUrl: `${ctfd.url}/`, apiToken });
    const { user, cookie } = await signedIn(db);
    const admin = await signedIn(db, ['admin']);
    expect((await browse(`${ctfd.url}/oauth`, cookie)).text).toContain(`Logged in as ${user.username} (${user.email})`);

    const newEmail = `new-${unique()}@example.org`;
    const saved = await rpc<{ ctfd_manual?: string[] }>(app, admin.cookie, 'admin.users.update', {
      id: user.id,
      email: newEmail,
    });
    expect(saved.ctfd_manual).toBeUndefined();
    const [mail] = await waitForMail(db, newEmail);
    await rpc(app, '', 'auth.verifyEmail', { token: tokenFromMail(mail!.text) });
    await expect.poll(() => ctfd.users.find((u) => u.oauth_id === user.id)?.email, { timeout: 15_000 }).toBe(newEmail);
    // Token auth as CTFd requires it, never the token in the clear in our database.
    expect(ctfd.apiCalls.some((c) => c.method === 'PATCH' && c.path === `/users/${ctfd.users[0]!.id}`)).toBe(true);
    const stored = await db
      .selectFrom('ctfd_clients')
      .select('api_token_encrypted')
      .where('client_id', '=', clientId)
      .executeTakeFirstOrThrow();
    expect(stored.api_token_encrypted).not.toContain(apiToken);

    const again = await browse(`${ctfd.url}/oauth`, cookie);
    expect(again.status).toBe(200);
    expect(again.text).toContain(`Logged in as ${user.username} (${newEmail})`);
    expect(ctfd.users.filter((u) => u.oauth_id === user.id)).toHaveLength(1);
  });

  it('warns the admin changing an email about each CTFd without an API token', async () => {
    const { ctfd } = await fakeWithClient(null);
    const { user, cookie } = await signedIn(db);
    const admin = await signedIn(db, ['admin']);
    await browse(`${ctfd.url}/oauth`, cookie);
    const saved = await rpc<{ ctfd_manual?: string[] }>(app, admin.cookie, 'admin.users.update', {
      id: user.id,
      email: `warned-${unique()}@example.org`,
    });
    expect(saved.ctfd_manual).toEqual(['Fake CTFd']);
  });

  it('bans a deleted user in CTFd', async () => {
    const { ctfd } = await connected();
    const { user, cookie } = await signedIn(db);
    const admin = await signedIn(db, ['admin']);
    await browse(`${ctfd.url}/oauth`, cookie);
    await rpc(app, admin.cookie, 'admin.users.delete', { id: user.id });
    await expect.poll(() => ctfd.users.find((u) => u.oauth_id === user.id)?.banned, { timeout: 15_000 }).toBe(true);
  });

  it('bans a suspended player in CTFd, and lifts the ban when the player is restored', async () => {
    const { ctfd } = await connected();
    const { user, cookie } = await signedIn(db);
    const admin = await signedIn(db, ['admin']);
    await browse(`${ctfd.url}/oauth`, cookie);
    const inCtfd = () => ctfd.users.find((u) => u.oauth_id === user.id);
    expect(inCtfd()?.banned).toBe(false);

    await rpc(app, admin.cookie, 'admin.users.suspend', { id: user.id });
    await expect.poll(() => inCtfd()?.banned, { timeout: 15_000 }).toBe(true);
    await rpc(app, admin.cookie, 'admin.users.restore', { id: user.id });
    await expect.poll(() => inCtfd()?.banned, { timeout: 15_000 }).toBe(false);
    expect(ctfd.apiCalls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([
      { banned: true },
      { banned: false },
    ]);
  });

  it("moves the players of a typed-in school to the listed institution's CTFd team when an admin links the name", async () => {
    const { ctfd } = await connected('teams');
    const admin = await signedIn(db, ['admin']);
    const typed = `Gimnazija Ukucana ${unique()}`;
    const school = await createInstitution(db, { name: `Gimnazija Sa Spiska ${unique()}` });
    const players = [];
    // The same school typed twice, in another case and spacing; a third player typed another one.
    for (const name of [typed, `  ${typed.toUpperCase()}  `, `Druga ${unique()}`]) {
      const player = await signedIn(db);
      const application = await createApplication(db, player.user.id, { status: 'accepted', institution_name: name });
      expect((await browse(`${ctfd.url}/oauth`, player.cookie)).text).toContain('Logged in as');
      players.push({ ...player, applicationId: application.id });
    }
    const teamOf = (userId: number) => {
      const member = ctfd.users.find((u) => u.oauth_id === userId);
      return ctfd.teams.find((t) => t.id === member?.team_id);
    };
    // A typed-in school is a stable team of its own.
    expect(teamOf(players[0]!.user.id)).toBe(teamOf(players[1]!.user.id));
    expect(teamOf(players[0]!.user.id)?.oauth_id).toBeGreaterThan(1_000_000_000);

    const result = await rpc<{ linked: number }>(app, admin.cookie, 'admin.competitors.linkTypedSchool', {
      id: players[0]!.applicationId,
      institution_id: school.id,
    });
    expect(result).toEqual({ linked: 2 });
    // The school had no team in this CTFd: the typed school's team became it (ctfd-teams.test.ts).
    for (const player of players.slice(0, 2)) {
      await expect.poll(() => teamOf(player.user.id)?.name, { timeout: 15_000 }).toBe(school.name);
    }
    expect(teamOf(players[2]!.user.id)?.name).not.toBe(school.name);
    const audit = await db
      .selectFrom('audit_log')
      .select(['target_id', 'action', 'actor_id'])
      .where('target_type', '=', 'competitor')
      .where(
        'target_id',
        'in',
        players.map((p) => p.applicationId),
      )
      .execute();
    expect(audit).toHaveLength(2);
    expect(audit.every((a) => a.action === 'competitor.institution' && a.actor_id === admin.user.id)).toBe(true);

    // Nothing typed in any more: linking again changes nothing; an unknown institution is refused.
    expect(
      await rpc(app, admin.cookie, 'admin.competitors.linkTypedSchool', {
        id: players[0]!.applicationId,
        institution_id: school.id,
      }),
    ).toEqual({ linked: 0 });
    await expect(
      rpc(app, admin.cookie, 'admin.competitors.linkTypedSchool', {
        id: players[2]!.applicationId,
        institution_id: school.id + 1_000_000,
      }),
    ).rejects.toMatchObject({ code: 'INSTITUTION_NOT_FOUND' });
    await expect(
      rpc(app, admin.cookie, 'admin.competitors.linkTypedSchool', {
        id: players[2]!.applicationId + 1_000_000,
        institution_id: school.id,
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    // The third player's typed school is still theirs.
    const third = await db
      .selectFrom('competitor_applications')
      .select(['institution_id', 'institution_name'])
      .where('id', '=', players[2]!.applicationId)
      .executeTakeFirstOrThrow();
    expect(third.institution_id).toBeNull();
    expect(third.institution_name).toMatch(/^Druga /);
  });

  it('without the push, a changed email is the 500 real CTFd gives (the fake keeps oauth_id unique)', async () => {
    const { ctfd } = await fakeWithClient(null);
    const { user, cookie } = await signedIn(db);
    await browse(`${ctfd.url}/oauth`, cookie);
    await db
      .updateTable('users')
      .set({ email: `other-${unique()}@example.org` })
      .where('id', '=', user.id)
      .execute();
    const again = await browse(`${ctfd.url}/oauth`, cookie);
    expect(again.status).toBe(500);
  });
});

describe('importing results from CTFd', () => {
  it('reads the scoreboard through the API, matches players by oauth_id, lists the rest, and publishes', async () => {
    const competition = await db
      .insertInto('competitions')
      .values({ name: 'Zagrevanje', slug: `w-${unique()}`, visibility: 'public', stage: 'warmup' })
      .returning(['id', 'slug'])
      .executeTakeFirstOrThrow();
    const apiToken = `ctfd_${randomBytes(16).toString('hex')}`;
    const { ctfd, clientId } = await fakeWithClient(competition.id, { apiToken });
    const organizer = await signedIn(db, ['organizer']);
    await expect(
      rpc(app, organizer.cookie, 'organizer.results.previewCtfd', { slug: competition.slug }),
    ).rejects.toMatchObject({ code: 'CTFD_API_NOT_CONFIGURED' });
    await setCtfdApi(db, app.config, clientId, { apiUrl: ctfd.url, apiToken });

    const players = [await signedIn(db), await signedIn(db)];
    for (const [i, player] of players.entries()) {
      await linkDiscord(db, player.user.id, { provider_user_id: unique(), username: 'd' });
      expect((await browse(`${ctfd.url}/oauth`, player.cookie)).status).toBe(200);
      ctfd.users.find((u) => u.oauth_id === player.user.id)!.score = 100 * (i + 1);
    }
    // Someone CTFd's admin made by hand: no oauth_id, so no platform account.
    ctfd.users.push({
      id: 99,
      name: 'local_admin_team',
      email: 'x@example.org',
      oauth_id: null,
      verified: true,
      banned: false,
      team_id: null,
      score: 150,
    });

    const preview = await rpc<{
      rows: { place: number; username: string; score: number }[];
      unknown: string[];
      ctfd: { csv: string; unmatched: unknown[] };
    }>(app, organizer.cookie, 'organizer.results.previewCtfd', { slug: competition.slug });
    // The row left out takes no place: no gap between 1 and 2.
    expect(preview.rows).toEqual([
      { place: 1, username: players[1]!.user.username, score: 200 },
      { place: 2, username: players[0]!.user.username, score: 100 },
    ]);
    expect(preview.unknown).toEqual([]);
    expect(preview.ctfd.unmatched).toEqual([
      { place: 2, name: 'local_admin_team', team: null, score: 150, reason: 'notFromPlatform' },
    ]);

    await rpc(app, organizer.cookie, 'organizer.results.publish', { slug: competition.slug, csv: preview.ctfd.csv });
    const page = await app.inject({
      url: `/trpc/results.published?input=${encodeURIComponent(JSON.stringify({ slug: competition.slug }))}`,
    });
    expect(page.statusCode).toBe(200);
    expect(ctfd.apiCalls.some((c) => c.path === '/scoreboard')).toBe(true);
  });
});

describe('one queued CTFd push (runCtfdSync), outcome by outcome', () => {
  const writes = (ctfd: { apiCalls: { method: string }[] }) => ctfd.apiCalls.filter((c) => c.method !== 'GET');

  it('leaves CTFd alone for a user who never signed in there', async () => {
    const { ctfd, clientId } = await connected();
    const { user } = await signedIn(db);
    const job = { clientId, userId: user.id, username: user.username };
    expect(await runCtfdSync(db, app.config.ctfdTokenKey, { ...job, reason: 'suspended' })).toBe('not in CTFd');
    expect(writes(ctfd)).toEqual([]);
  });

  it('gives CTFd only a verified address, and marks it verified there; without one, an address nobody owns', async () => {
    const { ctfd, clientId } = await connected();
    const { user, cookie } = await signedIn(db);
    await browse(`${ctfd.url}/oauth`, cookie);
    const job = { clientId, userId: user.id, username: user.username, reason: 'email' as const };
    await db.updateTable('users').set({ email_verified_at: null }).where('id', '=', user.id).execute();
    expect(await runCtfdSync(db, app.config.ctfdTokenKey, job)).toBe('address withdrawn');
    await db.updateTable('users').set({ email_verified_at: new Date() }).where('id', '=', user.id).execute();
    expect(await runCtfdSync(db, app.config.ctfdTokenKey, job)).toBe('email');
    expect(writes(ctfd)).toEqual([
      expect.objectContaining({
        method: 'PATCH',
        body: { email: `unverified-${user.id}@platform.invalid`, verified: false },
      }),
      expect.objectContaining({ method: 'PATCH', body: { email: user.email, verified: true } }),
    ]);
  });

  it('leaves a player without an accepted school where CTFd has them', async () => {
    const { ctfd, clientId } = await connected();
    const { user, cookie } = await signedIn(db);
    await browse(`${ctfd.url}/oauth`, cookie);
    const job = { clientId, userId: user.id, username: user.username, reason: 'team' as const };
    expect(await runCtfdSync(db, app.config.ctfdTokenKey, job)).toBe('no school');
    expect(writes(ctfd)).toEqual([]);
  });
});
