import { describe, expect, it } from 'vitest';
import { parseCsv } from '@ctf/shared/csv';
import type { Roster, RosterCandidate } from '@ctf/shared/schemas/roster';
import { createTestApp } from '../support/app';
import { rest, rpc, signedIn } from '../support/calls';
import { createCompetition, inviteToFinals, makeCompetitor } from '../support/competitions';
import { createUser } from '../support/auth';
import { uniqueName } from '../support/ctfd';
import { createSeason } from '../support/programme';
import { auditEntries } from '../support/audit';

const { app, db } = await createTestApp();
const admin = await signedIn(db, ['admin']);

/** A season with a junior category (≤ 20 on 1 Oct 2026); its id. */
async function season() {
  const junior = { code: 'junior', name: 'Juniori', age_max: 20, reference_date: '2026-10-01' };
  return (await createSeason(db, [junior], `roster-${uniqueName()}`)).id;
}

/** An accepted competitor born on this day. */
async function competitor(dateOfBirth: string, names: { first_name?: string; last_name?: string } = {}) {
  const user = await createUser(db);
  await makeCompetitor(db, user.id, { date_of_birth: dateOfBirth, ...names });
  return user;
}

const ECSC = {
  event_name: 'ECSC 2026',
  reference_date: '2026-10-01',
  size: 10,
  reserves: 2,
  age_max: 25,
  junior_age_max: 20,
  junior_share: 0.5,
};

const create = async (seasonId: number, rules: Partial<typeof ECSC> = {}) =>
  rpc<Roster>(app, admin.cookie, 'admin.roster.create', { season_id: seasonId, ...ECSC, ...rules });
const add = (roster: Roster, userId: number) =>
  rpc<Roster>(app, admin.cookie, 'admin.roster.addMember', { id: roster.id, user_id: userId, version: roster.version });
const refusal = (work: Promise<unknown>) =>
  work.then(
    () => ({ code: 'none', message: '', current: undefined }),
    (error: { code: string; message: string }) => error,
  );

describe('the national team roster', () => {
  it('shows each member’s age on the reference date, categories and finals places, and each rule met or not', async () => {
    const seasonId = await season();
    const finals = await createCompetition(db, { stage: 'finals', season_id: seasonId, name: 'Finale 2026' });
    const junior = await competitor('2007-01-01', { first_name: 'Ana', last_name: 'Petrović' });
    const senior = await competitor('2001-01-01');
    await db
      .insertInto('competition_results')
      .values({ competition_id: finals.id, place: 3, username: junior.username, score: 50 })
      .execute();
    let roster = await create(seasonId, { size: 2, reserves: 0 });
    roster = await add(roster, junior.id);
    roster = await add(roster, senior.id);
    expect(roster.members).toEqual([
      expect.objectContaining({
        user_id: junior.id,
        full_name: 'Ana Petrović',
        age: 19,
        categories: ['junior'],
        finals: [{ competition: 'Finale 2026', slug: finals.slug, place: 3 }],
        reserve: false,
      }),
      expect.objectContaining({ user_id: senior.id, age: 25, categories: [], finals: [], reserve: false }),
    ]);
    expect(roster.checks.map(({ rule, met, actual, expected }) => ({ rule, met, actual, expected }))).toEqual([
      { rule: 'size', met: true, actual: 2, expected: 2 },
      { rule: 'reserves', met: true, actual: 0, expected: 0 },
      { rule: 'age_max', met: true, actual: 0, expected: 0 },
      { rule: 'junior_share', met: true, actual: 1, expected: 1 },
    ]);
  });

  it('refuses to confirm a roster that breaks a rule, naming the rules not met; confirms it once they are met', async () => {
    const seasonId = await season();
    const seniors = await Promise.all([1, 2, 3].map(() => competitor('2002-06-01')));
    const tooOld = await competitor('1995-06-01');
    let roster = await create(seasonId, { size: 3, reserves: 1 });
    for (const person of [...seniors, tooOld]) roster = await add(roster, person.id);
    roster = await rpc<Roster>(app, admin.cookie, 'admin.roster.setReserve', {
      id: roster.id,
      user_id: tooOld.id,
      reserve: true,
      version: roster.version,
    });
    expect(roster.checks.filter((check) => !check.met).map((check) => check.rule)).toEqual(['age_max', 'junior_share']);
    expect(roster.checks.find((check) => check.rule === 'age_max')!.offenders).toEqual([tooOld.id]);

    const refused = await rest(app, admin.cookie, 'POST', `/api/rosters/${roster.id}/confirm`, {
      version: roster.version,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'ROSTER_RULES_BROKEN' });
    expect(refused.json().message).toContain('age_max, junior_share');

    // Two juniors in place of two seniors, the reserve out: every rule met.
    for (const person of [seniors[0]!, seniors[1]!, tooOld])
      roster = await rpc<Roster>(app, admin.cookie, 'admin.roster.removeMember', {
        id: roster.id,
        user_id: person.id,
        version: roster.version,
      });
    for (const person of [await competitor('2008-02-02'), await competitor('2007-03-03')])
      roster = await add(roster, person.id);
    expect(roster.checks.every((check) => check.met)).toBe(true);
    const confirmed = await rpc<Roster>(app, admin.cookie, 'admin.roster.confirm', {
      id: roster.id,
      version: roster.version,
    });
    expect(confirmed).toMatchObject({ status: 'confirmed', confirmed_by: admin.user.username });

    // Read-only until reopened; both audited.
    expect((await refusal(add(confirmed, tooOld.id))).code).toBe('ROSTER_CONFIRMED');
    const reopened = await rpc<Roster>(app, admin.cookie, 'admin.roster.reopen', {
      id: roster.id,
      version: confirmed.version,
    });
    expect(reopened).toMatchObject({ status: 'draft', confirmed_at: null, confirmed_by: null });
    const audit = await auditEntries(db, { type: 'roster', id: roster.id }, ['action', 'target_label', 'after']);
    expect(audit.map((entry) => entry.action)).toEqual([
      'roster.create',
      'roster.memberAdd',
      'roster.memberAdd',
      'roster.memberAdd',
      'roster.memberAdd',
      'roster.memberReserve',
      'roster.memberRemove',
      'roster.memberRemove',
      'roster.memberRemove',
      'roster.memberAdd',
      'roster.memberAdd',
      'roster.confirm',
      'roster.reopen',
    ]);
    expect(audit[0]!.target_label).toBe('ECSC 2026');
    expect(audit.find((entry) => entry.action === 'roster.confirm')!.after).toEqual({
      players: confirmed.members.filter((member) => !member.reserve).map((member) => member.username),
      reserves: [],
    });
  });

  it('answers 409 with the current roster to an edit on a stale version', async () => {
    const roster = await create(await season());
    await rpc(app, admin.cookie, 'admin.roster.update', { id: roster.id, ...ECSC, size: 8, version: roster.version });
    const stale = await rest(app, admin.cookie, 'PATCH', `/api/rosters/${roster.id}`, {
      ...ECSC,
      size: 12,
      version: roster.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'EDIT_CONFLICT', current: { id: roster.id, size: 8, version: 2 } });
    const staleAdd = await refusal(add(roster, (await competitor('2007-01-01')).id));
    expect(staleAdd.code).toBe('EDIT_CONFLICT');
  });

  it('changes only the rules sent (REST PATCH and tRPC alike)', async () => {
    const roster = await create(await season(), { event_name: 'ECSC Torino' });
    const patched = await rest(app, admin.cookie, 'PATCH', `/api/rosters/${roster.id}`, { size: 12 });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ event_name: 'ECSC Torino', size: 12, reserves: 2, age_max: 25 });
    const updated = await rpc<{ event_name: string; size: number; reserves: number }>(
      app,
      admin.cookie,
      'admin.roster.update',
      { id: roster.id, reserves: 1 },
    );
    expect(updated).toMatchObject({ event_name: 'ECSC Torino', size: 12, reserves: 1 });
  });

  it('adds only accepted competitors', async () => {
    const roster = await create(await season());
    const stranger = await createUser(db);
    expect((await refusal(add(roster, stranger.id))).code).toBe('NOT_A_COMPETITOR');
  });

  it('offers the season’s finalists first by finals place, then up to 20 found by name', async () => {
    const seasonId = await season();
    const finals = await createCompetition(db, { stage: 'finals', season_id: seasonId });
    const second = await competitor('2007-01-01');
    const first = await competitor('2006-01-01');
    const declined = await competitor('2006-01-01');
    await inviteToFinals(db, finals.id, [
      { user_id: second.id, status: 'accepted' },
      { user_id: first.id, status: 'accepted' },
      { user_id: declined.id, status: 'declined' },
    ]);
    await db
      .insertInto('competition_results')
      .values([
        { competition_id: finals.id, place: 2, username: second.username, score: 10 },
        { competition_id: finals.id, place: 1, username: first.username, score: 20 },
      ])
      .execute();
    const surname = `Rosterić${uniqueName()}`;
    const found = await competitor('2005-05-05', { first_name: 'Luka', last_name: surname });
    const roster = await create(seasonId);
    const candidates = await rpc<RosterCandidate[]>(
      app,
      admin.cookie,
      'admin.roster.candidates',
      { id: roster.id, search: surname.toLowerCase().replace('ć', 'c') },
      'query',
    );
    expect(candidates.map(({ user_id, finalist }) => ({ user_id, finalist }))).toEqual([
      { user_id: first.id, finalist: true },
      { user_id: second.id, finalist: true },
      { user_id: found.id, finalist: false },
    ]);
    expect(candidates[0]!.finals).toEqual([expect.objectContaining({ place: 1 })]);
    // Someone on the roster is no longer offered.
    await add(roster, first.id);
    const after = await rpc<RosterCandidate[]>(
      app,
      admin.cookie,
      'admin.roster.candidates',
      { id: roster.id },
      'query',
    );
    expect(after.map((candidate) => candidate.user_id)).toEqual([second.id]);
  });

  it('downloads the roster as CSV, players then reserves, with headers in the caller’s language', async () => {
    const roster = await create(await season(), { event_name: 'ECSC Torino', size: 1, reserves: 1 });
    const player = await competitor('2007-01-01', { first_name: 'Ana', last_name: 'Petrović' });
    const reserve = await competitor('2003-01-01', { first_name: 'Marko', last_name: 'Ilić' });
    let current = await add(roster, reserve.id);
    current = await add(current, player.id);
    await rpc(app, admin.cookie, 'admin.roster.setReserve', {
      id: roster.id,
      user_id: reserve.id,
      reserve: true,
      version: current.version,
    });
    const en = await rest(app, admin.cookie, 'GET', `/api/rosters/${roster.id}/roster.csv`);
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-disposition']).toBe('attachment; filename="ECSC-Torino-2026-10-01.csv"');
    expect(parseCsv(en.body)).toEqual([
      ['Role', 'Username', 'Full name', 'Date of birth', 'Age on the reference date', 'Categories', 'Finals'],
      // The category by its name, as the page shows it.
      ['Player', player.username, 'Ana Petrović', '2007-01-01', '19', 'Juniori', ''],
      ['Reserve', reserve.username, 'Marko Ilić', '2003-01-01', '23', '', ''],
    ]);
    const sr = await rest(app, admin.cookie, 'GET', `/api/rosters/${roster.id}/roster.csv?lang=sr`);
    expect(parseCsv(sr.body)[0]!.slice(0, 3)).toEqual(['Улога', 'Корисничко име', 'Име и презиме']);
    expect(parseCsv(sr.body)[2]!.slice(0, 2)).toEqual(['Резерва', reserve.username]);
  });

  it('refuses organizers and competitors', async () => {
    const roster = await create(await season());
    for (const roles of [['organizer'], []]) {
      const caller = await signedIn(db, roles);
      const refused = await rest(app, caller.cookie, 'GET', `/api/rosters/${roster.id}`);
      expect(refused.statusCode).toBe(403);
      expect((await refusal(rpc(app, caller.cookie, 'admin.roster.confirm', { id: roster.id }))).code).toBe(
        'FORBIDDEN',
      );
    }
  });
});
