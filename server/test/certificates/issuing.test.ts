import { describe, expect, it } from 'vitest';
import { ascending } from '@ctf/shared/sort';
import type { CertificatePage, OwnCertificate } from '@ctf/shared/schemas/certificates';
import { createSession } from '../../src/services/auth/sessions';
import { createTestApp } from '../support/app';
import { rpc, signedIn } from '../support/calls';
import { createCompetition, inviteToFinals } from '../support/competitions';
import { createUser } from '../support/auth';
import { uniqueName } from '../support/ctfd';
import { createSeason } from '../support/programme';
import { finishedRun, person, qualification } from './fixtures';

const { app, db } = await createTestApp();
const organizer = await signedIn(db, ['organizer']);

const certificatesOf = (userIds: number[]) =>
  db.selectFrom('certificates').selectAll().where('user_id', 'in', userIds).orderBy('user_id').execute();

describe('issuing participation certificates after a qualification', () => {
  it('issues one to everyone who scored, through the queue, with progress; a second run issues none twice', async () => {
    const ana = await person(db, 'Ана', 'Јовановић');
    const marko = await person(db, 'Marko', 'Petrović');
    const noScore = await person(db, 'Nula', 'Bodova');
    const noApplication = await createUser(db);
    const { competition, season } = await qualification(db, [
      { username: ana.username, score: 900 },
      { username: marko.username, score: 300 },
      { username: noApplication.username, score: 100 },
      { username: null, score: 50 },
      { username: noScore.username, score: 0 },
    ]);

    const started = await rpc(app, organizer.cookie, 'organizer.certificates.issue', {
      competition_id: competition.id,
      kind: 'participation',
    });
    expect(started).toEqual({ total: 3 });
    const progress = await finishedRun(app, organizer.cookie, { competition_id: competition.id });
    // Someone without an application has no name to print: counted as failed, issued by a later run.
    expect(progress).toMatchObject({ total: 3, done: 2, failed: 1 });
    expect(progress.started_at).not.toBeNull();

    const issued = await certificatesOf([ana.id, marko.id, noScore.id, noApplication.id]);
    expect(issued.map((row) => [row.user_id, row.kind, row.holder_name, row.season_name])).toEqual([
      [ana.id, 'participation', 'Ана Јовановић', season.name],
      [marko.id, 'participation', 'Marko Petrović', season.name],
    ]);
    expect(issued.map((row) => row.competition_name)).toEqual([competition.name, competition.name]);

    await rpc(app, organizer.cookie, 'organizer.certificates.issue', {
      competition_id: competition.id,
      kind: 'participation',
    });
    expect(await finishedRun(app, organizer.cookie, { competition_id: competition.id })).toMatchObject({ done: 2 });
    const again = await certificatesOf([ana.id, marko.id, noScore.id, noApplication.id]);
    expect(again.map((row) => row.code)).toEqual(issued.map((row) => row.code));
  });

  it('refuses a competition that is not a qualification, or whose results are not published', async () => {
    const { competition: finals } = await qualification(db, [], { stage: 'finals' });
    const { competition: unpublished } = await qualification(db, [], { published: false });
    await expect(
      rpc(app, organizer.cookie, 'organizer.certificates.issue', { competition_id: finals.id, kind: 'participation' }),
    ).rejects.toMatchObject({ code: 'NOT_QUALS' });
    await expect(
      rpc(app, organizer.cookie, 'organizer.certificates.issue', {
        competition_id: unpublished.id,
        kind: 'participation',
      }),
    ).rejects.toMatchObject({
      code: 'RESULTS_NOT_PUBLISHED',
      message: 'Publish the results of this competition first.',
    });
    await expect(
      rpc(app, organizer.cookie, 'organizer.certificates.issue', { competition_id: 2_147_483_647, kind: 'finalist' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('tells a competition never issued from as all zero', async () => {
    const { competition } = await qualification(db, []);
    const progress = await rpc(
      app,
      organizer.cookie,
      'organizer.certificates.progress',
      { competition_id: competition.id },
      'query',
    );
    expect(progress).toEqual({ total: 0, done: 0, failed: 0, started_at: null, finished_at: null });
  });
});

describe('finalist and national team certificates', () => {
  it('a finalist certificate for each accepted invitation of the finals', async () => {
    const season = await createSeason(db, [], `cert-${uniqueName()}`);
    const finals = await createCompetition(db, { stage: 'finals', season_id: season.id, name: 'Finale' });
    const accepted = await person(db, 'Јована', 'Марковић');
    const declined = await person(db, 'Petar', 'Odbio');
    const pending = await person(db, 'Mina', 'Čeka');
    await inviteToFinals(db, finals.id, [
      { user_id: accepted.id, status: 'accepted' },
      { user_id: declined.id, status: 'declined' },
      { user_id: pending.id },
    ]);
    await expect(
      rpc(app, organizer.cookie, 'organizer.certificates.issue', { competition_id: finals.id, kind: 'participation' }),
    ).rejects.toMatchObject({ code: 'NOT_QUALS' });
    expect(
      await rpc(app, organizer.cookie, 'organizer.certificates.issue', { competition_id: finals.id, kind: 'finalist' }),
    ).toEqual({ total: 1 });
    expect(await finishedRun(app, organizer.cookie, { competition_id: finals.id })).toMatchObject({
      total: 1,
      done: 1,
    });
    const rows = await certificatesOf([accepted.id, declined.id, pending.id]);
    expect(rows.map((row) => [row.user_id, row.kind, row.competition_name])).toEqual([
      [accepted.id, 'finalist', 'Finale'],
    ]);
  });

  it('a team certificate for each member of a confirmed roster, reserves too; never from a draft', async () => {
    const season = await createSeason(db, [], `cert-${uniqueName()}`);
    const player = await person(db, 'Teodora', 'Tim');
    const reserve = await person(db, 'Rezerva', 'Rezervić');
    const roster = await db
      .insertInto('team_rosters')
      .values({ season_id: season.id, event_name: 'ECSC 2026', reference_date: '2026-10-01', status: 'draft' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('team_roster_members')
      .values([
        { roster_id: roster.id, user_id: player.id },
        { roster_id: roster.id, user_id: reserve.id, reserve: true },
      ])
      .execute();
    await expect(
      rpc(app, organizer.cookie, 'organizer.certificates.issueTeam', { roster_id: roster.id }),
    ).rejects.toMatchObject({
      code: 'ROSTER_NOT_CONFIRMED',
    });
    await db
      .updateTable('team_rosters')
      .set({ status: 'confirmed', confirmed_at: new Date() })
      .where('id', '=', roster.id)
      .execute();
    expect(await rpc(app, organizer.cookie, 'organizer.certificates.issueTeam', { roster_id: roster.id })).toEqual({
      total: 2,
    });
    expect(await finishedRun(app, organizer.cookie, { roster_id: roster.id })).toMatchObject({
      total: 2,
      done: 2,
      failed: 0,
    });
    const rows = await certificatesOf([player.id, reserve.id]);
    expect(rows.map((row) => [row.kind, row.competition_name, row.season_name])).toEqual([
      ['team', 'ECSC 2026', season.name],
      ['team', 'ECSC 2026', season.name],
    ]);

    const own = await rpc<OwnCertificate[]>(
      app,
      (await signedInAs(player.id)).cookie,
      'certificates.own',
      undefined,
      'query',
    );
    expect(own).toEqual([
      {
        code: rows[0]!.code,
        kind: 'team',
        season: season.name,
        competition: 'ECSC 2026',
        issued_at: expect.any(String),
        revoked_at: null,
      },
    ]);
  });
});

describe("the organizer's list", () => {
  it('is paged on the server and searched by a name in either script, a username or a code', async () => {
    const cyrillic = await person(db, 'Ђорђе', 'Ђурић');
    const latin = await person(db, 'Milica', 'Živković');
    const { competition, season } = await qualification(db, [
      { username: cyrillic.username, score: 10 },
      { username: latin.username, score: 5 },
    ]);
    await rpc(app, organizer.cookie, 'organizer.certificates.issue', {
      competition_id: competition.id,
      kind: 'participation',
    });
    await finishedRun(app, organizer.cookie, { competition_id: competition.id });
    const list = (input: object) =>
      rpc<CertificatePage>(
        app,
        organizer.cookie,
        'organizer.certificates.list',
        { competition_id: competition.id, ...input },
        'query',
      );

    const all = await list({});
    expect(all.meta).toMatchObject({ total: 2, page: 1, per_page: 50, page_count: 1 });
    expect(all.data.map((row) => row.holder).sort(ascending)).toEqual(['Milica Živković', 'Ђорђе Ђурић']);
    expect((await list({ search: 'djordje' })).data.map((row) => row.user_id)).toEqual([cyrillic.id]);
    expect((await list({ search: 'Живковић' })).data.map((row) => row.user_id)).toEqual([latin.id]);
    expect((await list({ search: latin.username })).data.map((row) => row.user_id)).toEqual([latin.id]);
    const code = all.data.find((row) => row.user_id === cyrillic.id)!.code;
    expect((await list({ search: code.toLowerCase().replaceAll('-', ' ') })).data.map((row) => row.code)).toEqual([
      code,
    ]);
    expect((await list({ page: 2 })).data).toEqual([]);
    const bySeason = await rpc<CertificatePage>(
      app,
      organizer.cookie,
      'organizer.certificates.list',
      { season: season.name },
      'query',
    );
    expect(bySeason.meta.total).toBe(2);
  });
});

async function signedInAs(userId: number) {
  return { cookie: (await createSession(db, { userId, secondFactor: 'none' })).token };
}
