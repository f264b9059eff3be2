import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { FakeCtfd } from '../../../e2e/support/fake-ctfd';
import { runCtfdSync } from '../../src/services/ctfd/sync';
import { createTestApp } from '../support/app';
import { rpc, signedIn } from '../support/calls';
import { createCompetition, hoursFromNow } from '../support/competitions';
import { createApplication, createInstitution } from '../support/competitors';
import { listenForCtfd, uniqueName } from '../support/ctfd';

// Schools play as teams in a teams-mode CTFd 3.8.7 (the fake). CTFd deletes the solves of a member
// removed from a team, requires a password for a team made through its API and ignores an oauth_id
// sent there (issue 34.9, 34.10).
const { app, db } = await createTestApp({ CTFD_TOKEN_KEY: randomBytes(32).toString('base64') });
const { fakeCtfd, browse } = await listenForCtfd(app, db);
const key = app.config.ctfdTokenKey;

async function teamsCtfd(competitionId: number | null = null) {
  return fakeCtfd(competitionId, { apiToken: `ctfd_${randomBytes(16).toString('hex')}`, mode: 'teams' });
}

const institution = (name = `Gimnazija ${uniqueName()}`, city = 'Niš') => createInstitution(db, { name, city });

/** An accepted competitor of a listed school (its id) or of one typed in (its name). */
async function competitor(school: number | string) {
  const player = await signedIn(db);
  const application = await createApplication(db, player.user.id, {
    status: 'accepted',
    ...(typeof school === 'number' ? { institution_id: school } : { institution_name: school }),
  });
  return { ...player, applicationId: application.id };
}

/** The player signs in to CTFd (joining their school's team there) and solves one challenge. */
async function playing(ctfd: FakeCtfd, player: { user: { id: number }; cookie: string }) {
  expect((await browse(`${ctfd.url}/oauth`, player.cookie)).text).toContain('Logged in as');
  const account = inCtfd(ctfd, player.user.id)!;
  account.score = 100;
  const team = ctfd.teams.find((t) => t.id === account.team_id);
  if (team) team.score += 100;
  ctfd.submissions.push({ user_id: account.id, team_id: account.team_id, challenge: 'web-1', kind: 'solve' });
  return account;
}

const inCtfd = (ctfd: FakeCtfd, userId: number) => ctfd.users.find((u) => u.oauth_id === userId);
const teamOf = (ctfd: FakeCtfd, userId: number) => ctfd.teams.find((t) => t.id === inCtfd(ctfd, userId)?.team_id);
const solvesOf = (ctfd: FakeCtfd, userId: number) =>
  ctfd.submissions.filter((s) => s.user_id === inCtfd(ctfd, userId)?.id);
const writes = (ctfd: FakeCtfd) => ctfd.apiCalls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`);
/** What linking this application's typed school would move, as the admin is warned of it. */
const typedSchoolMoves = (admin: { cookie: string }, id: number) =>
  rpc(app, admin.cookie, 'admin.competitors.typedSchoolMoves', { id }, 'query');
const teamJob = (clientId: string, user: { id: number; username: string }) =>
  runCtfdSync(db, key, { clientId, userId: user.id, username: user.username, reason: 'team' });

describe('a typed-in school linked to a listed one, in CTFd', () => {
  it('makes the typed school’s team the school’s team where it has none: nobody moves or loses a solve', async () => {
    const { ctfd } = await teamsCtfd();
    const admin = await signedIn(db, ['admin']);
    const school = await institution();
    const typed = `Gimnazija Ukucana ${uniqueName()}`;
    const players = [await competitor(typed), await competitor(`  ${typed.toUpperCase()} `)];
    for (const player of players) await playing(ctfd, player);
    const typedTeam = teamOf(ctfd, players[0]!.user.id)!;
    expect(teamOf(ctfd, players[1]!.user.id)).toBe(typedTeam);

    const result = await rpc<{ linked: number }>(app, admin.cookie, 'admin.competitors.linkTypedSchool', {
      id: players[0]!.applicationId,
      institution_id: school.id,
    });
    expect(result).toEqual({ linked: 2 });
    await expect.poll(() => typedTeam.name, { timeout: 15_000 }).toBe(school.name);
    for (const player of players) {
      expect(teamOf(ctfd, player.user.id)).toBe(typedTeam);
      expect(solvesOf(ctfd, player.user.id)).toHaveLength(1);
    }
    expect(typedTeam.score).toBe(200);
    // Renamed, nothing else: no member left a team, no team was made.
    expect(new Set(writes(ctfd))).toEqual(new Set([`PATCH /teams/${typedTeam.id}`]));

    // A player of the listed school signing in later joins that team, not a second one of the same name.
    const later = await competitor(school.id);
    await playing(ctfd, later);
    expect(teamOf(ctfd, later.user.id)).toBe(typedTeam);
    expect(ctfd.teams.filter((t) => t.name === school.name)).toHaveLength(1);
  });

  it('finds the school’s team before taking a player out of the old one, and the admin is told first', async () => {
    const { ctfd } = await teamsCtfd();
    const admin = await signedIn(db, ['admin']);
    const school = await institution();
    await playing(ctfd, await competitor(school.id));
    const schoolTeam = ctfd.teams.find((t) => t.oauth_id === school.id)!;
    const mover = await competitor(`Tipkana ${uniqueName()}`);
    const oldTeam = (await playing(ctfd, mover)).team_id;

    expect(await typedSchoolMoves(admin, mover.applicationId)).toEqual({
      players: 1,
      ctfds: [{ name: 'Fake CTFd', players: 1, competition: null, running: false }],
    });
    await rpc(app, admin.cookie, 'admin.competitors.linkTypedSchool', {
      id: mover.applicationId,
      institution_id: school.id,
    });
    await expect.poll(() => teamOf(ctfd, mover.user.id), { timeout: 15_000 }).toBe(schoolTeam);
    expect(writes(ctfd)).toEqual([`DELETE /teams/${oldTeam}/members`, `POST /teams/${schoolTeam.id}/members`]);
    // What CTFd does to a member who leaves a team (TeamMembers.delete); the warning said so.
    expect(solvesOf(ctfd, mover.user.id)).toEqual([]);
  });

  it('needs the admin’s confirmation while a competition of such a CTFd is running', async () => {
    const competition = await createCompetition(db, { name: `Kvalifikacije ${uniqueName()}` });
    await db
      .updateTable('competitions')
      .set({ starts_at: hoursFromNow(-1), ends_at: hoursFromNow(2) })
      .where('id', '=', competition.id)
      .execute();
    const { clientId } = await teamsCtfd(competition.id);
    const admin = await signedIn(db, ['admin']);
    const school = await institution();
    const mover = await competitor(`Tipkana ${uniqueName()}`);
    await db.insertInto('ctfd_logins').values({ client_id: clientId, user_id: mover.user.id }).execute();

    expect(await typedSchoolMoves(admin, mover.applicationId)).toEqual({
      players: 1,
      ctfds: [{ name: 'Fake CTFd', players: 1, competition: competition.name, running: true }],
    });
    const link = { id: mover.applicationId, institution_id: school.id };
    await expect(rpc(app, admin.cookie, 'admin.competitors.linkTypedSchool', link)).rejects.toMatchObject({
      code: 'CTFD_MOVE_UNCONFIRMED',
      status: 409,
      message: expect.stringContaining(competition.name),
    });
    const unchanged = await db
      .selectFrom('competitor_applications')
      .select(['institution_id'])
      .where('id', '=', mover.applicationId)
      .executeTakeFirstOrThrow();
    expect(unchanged.institution_id).toBeNull();

    expect(
      await rpc(app, admin.cookie, 'admin.competitors.linkTypedSchool', { ...link, confirm_running: true }),
    ).toEqual({ linked: 1 });
    // Once it has ended, no confirmation is asked.
    await db
      .updateTable('competitions')
      .set({ ends_at: hoursFromNow(-0.5) })
      .where('id', '=', competition.id)
      .execute();
    const next = await competitor(`Tipkana ${uniqueName()}`);
    await db.insertInto('ctfd_logins').values({ client_id: clientId, user_id: next.user.id }).execute();
    expect(
      await rpc(app, admin.cookie, 'admin.competitors.linkTypedSchool', {
        id: next.applicationId,
        institution_id: school.id,
      }),
    ).toEqual({ linked: 1 });
  });
});

describe('one team push (runCtfdSync), when CTFd refuses a step', () => {
  it('leaves the player in their team when the school’s team cannot be made, and makes it with a password later', async () => {
    const { ctfd, clientId } = await teamsCtfd();
    const [from, to] = [await institution(), await institution()];
    const player = await competitor(from.id);
    const account = await playing(ctfd, player);
    await db
      .updateTable('competitor_applications')
      .set({ institution_id: to.id })
      .where('id', '=', player.applicationId)
      .execute();
    // Another team already has the name: CTFd refuses it to an admin (TeamSchema.validate_name).
    ctfd.teams.push({ id: 90 + ctfd.teams.length, name: to.name, oauth_id: 2_000_000_000, score: 0 });

    await expect(teamJob(clientId, player.user)).rejects.toThrow(/400/);
    expect(account.team_id).toBe(ctfd.teams.find((t) => t.oauth_id === from.id)!.id);
    expect(solvesOf(ctfd, player.user.id)).toHaveLength(1);
    expect(writes(ctfd)).toEqual(['POST /teams']);

    ctfd.teams.find((t) => t.oauth_id === 2_000_000_000)!.name = 'Drugi tim';
    expect(await teamJob(clientId, player.user)).toBe('moved');
    const made = teamOf(ctfd, player.user.id)!;
    expect(made).toMatchObject({ name: to.name, oauth_id: null });
    const creation = ctfd.apiCalls.filter((c) => c.method === 'POST' && c.path === '/teams').at(-1)!;
    expect(creation.body).toEqual({ name: to.name, password: expect.stringMatching(/^[\w-]{20,}$/) });
    expect(writes(ctfd).slice(-3)).toEqual([
      'POST /teams',
      `DELETE /teams/${ctfd.teams.find((t) => t.oauth_id === from.id)!.id}/members`,
      `POST /teams/${made.id}/members`,
    ]);
    // The next push finds the team it made (no oauth_id there) instead of making another.
    expect(await teamJob(clientId, player.user)).toBe('same team');
  });

  it('puts a player left without a team into the school’s team', async () => {
    const { ctfd, clientId } = await teamsCtfd();
    const school = await institution();
    await playing(ctfd, await competitor(school.id));
    const player = await competitor(school.id);
    const account = await playing(ctfd, player);
    // Taken out of the old team when the next step failed.
    account.team_id = null;
    expect(await teamJob(clientId, player.user)).toBe('moved');
    expect(teamOf(ctfd, player.user.id)?.oauth_id).toBe(school.id);
  });

  it('changes nothing in a CTFd that plays without teams', async () => {
    const { ctfd, clientId } = await fakeCtfd(null, { apiToken: `ctfd_${randomBytes(16).toString('hex')}` });
    const player = await competitor((await institution()).id);
    await playing(ctfd, player);
    expect(await teamJob(clientId, player.user)).toBe('no teams in CTFd');
    expect(writes(ctfd)).toEqual([]);
  });
});

describe('CTFd team names', () => {
  it('add the city when two listed schools share a name', async () => {
    const { ctfd } = await teamsCtfd();
    const name = `Gimnazija "Svetozar Marković" ${uniqueName()}`;
    const schools = [await institution(name, 'Niš'), await institution(name.toUpperCase(), 'Novi Sad')];
    const alone = await institution();
    for (const school of [...schools, alone]) await playing(ctfd, await competitor(school.id));
    expect(ctfd.teams.map((t) => t.name)).toEqual([`${name} (Niš)`, `${name.toUpperCase()} (Novi Sad)`, alone.name]);
  });
});
