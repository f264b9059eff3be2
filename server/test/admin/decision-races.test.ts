import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database';
import { createTestApp } from '../support/app';
import { rest, signedIn } from '../support/calls';
import { createCompetition, hoursFromNow, makeCompetitor } from '../support/competitions';
import { auditEntries } from '../support/audit';
import { ascending } from '@ctf/shared/sort';

const { app, db } = await createTestApp();
const admin = await signedIn(db, ['admin']);
const secondAdmin = await signedIn(db, ['admin']);
const organizer = await signedIn(db, ['organizer']);
const secondOrganizer = await signedIn(db, ['organizer']);

async function pendingApplication() {
  const { user } = await signedIn(db);
  const { id } = await db
    .insertInto('competitor_applications')
    .values({
      user_id: user.id,
      first_name: 'Luka',
      last_name: 'Petrović',
      gender: 'male',
      date_of_birth: '2007-02-02',
      permanent_residence: 'Čačak',
      shirt_size: 'L',
      institution_name: 'Gimnazija Čačak',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Resolves once some statement of this database waits for a row lock (the request reached its UPDATE). */
async function untilBlockedOnLock(database: Database) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'`.execute(database);
    if (rows[0]!.n > 0) return;
    if (Date.now() > deadline) throw new Error('no statement waited for the lock');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const outcomes = (responses: { statusCode: number }[]) => responses.map((r) => r.statusCode).sort(ascending);

describe('two staff deciding at once: exactly one wins, the other is told why', () => {
  it('an application accepted and rejected at the same moment', async () => {
    const id = await pendingApplication();
    const responses = await Promise.all([
      rest(app, admin.cookie, 'POST', `/api/competitors/pending/${id}/approve`),
      rest(app, secondAdmin.cookie, 'POST', `/api/competitors/pending/${id}/reject`, { message: 'Nepotpuno' }),
    ]);
    expect(outcomes(responses)).toEqual([200, 409]);
    const loser = responses.find((r) => r.statusCode === 409)!;
    expect(loser.json()).toEqual({ code: 'NOTHING_TO_DECIDE', message: 'There is no pending application to decide.' });
    const decisions = await auditEntries(db, { type: 'competitor', id }, ['action']);
    expect(decisions).toHaveLength(1);
  });

  it('an institution set on an application another admin is deciding is refused once the decision lands', async () => {
    const id = await pendingApplication();
    const school = await db
      .insertInto('institutions')
      .values({
        name: `Gimnazija Čačak ${id}`,
        city: 'Čačak',
        region: 'sumadija_i_zapadna_srbija',
        type: 'high_school',
        search_key: `gimnazija cacak cacak ${id}`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    let setting: ReturnType<typeof rest> | undefined;
    await db.transaction().execute(async (trx) => {
      // The other admin's acceptance, not yet committed, while this one picks an institution.
      await trx
        .updateTable('competitor_applications')
        .set({ status: 'accepted', decided_at: new Date(), ctf_team: true })
        .where('id', '=', id)
        .execute();
      setting = rest(app, admin.cookie, 'PATCH', `/api/competitors/pending/${id}`, { institution_id: school.id });
      await untilBlockedOnLock(db);
    });
    const res = await setting!;
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'NOTHING_TO_DECIDE' });
    const row = await db
      .selectFrom('competitor_applications')
      .select(['status', 'institution_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'accepted', institution_id: null });
  });

  it('a registration accepted by one organizer and rejected by another', async () => {
    const competition = await createCompetition(db, { stage: 'quals' });
    const { user } = await signedIn(db);
    const { id } = await db
      .insertInto('competition_registrations')
      .values({
        competition_id: competition.id,
        user_id: user.id,
        first_name: 'Ana',
        last_name: 'Ilić',
        gender: 'female',
        date_of_birth: '2006-01-01',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const base = `/api/competitions/${competition.slug}/registrations/${id}`;
    const responses = await Promise.all([
      rest(app, organizer.cookie, 'POST', `${base}/accept`),
      rest(app, secondOrganizer.cookie, 'POST', `${base}/reject`),
    ]);
    expect(outcomes(responses)).toEqual([200, 409]);
    expect(responses.find((r) => r.statusCode === 409)!.json()).toEqual({
      code: 'REGISTRATION_NOT_PENDING',
      message: 'This registration has already been decided.',
    });
  });

  it('a finals invitation answered twice at once (two tabs) keeps the first answer and says it was answered', async () => {
    const competition = await createCompetition(db, { stage: 'finals' });
    const finalist = await signedIn(db);
    await makeCompetitor(db, finalist.user.id);
    await db
      .insertInto('finals_invitations')
      .values({ competition_id: competition.id, user_id: finalist.user.id, invitation_expires_at: hoursFromNow(24) })
      .execute();
    const url = `/api/competitions/${competition.slug}/finals/attendance`;
    const responses = await Promise.all([
      rest(app, finalist.cookie, 'POST', url, { status: 'declined' }),
      rest(app, finalist.cookie, 'POST', url, { status: 'declined' }),
    ]);
    expect(outcomes(responses)).toEqual([200, 409]);
    expect(responses.find((r) => r.statusCode === 409)!.json()).toMatchObject({ code: 'INVITATION_ANSWERED' });
  });

  it('an answer that waited on another one is refused as answered, not as expired', async () => {
    const competition = await createCompetition(db, { stage: 'finals' });
    const finalist = await signedIn(db);
    await db
      .insertInto('finals_invitations')
      .values({ competition_id: competition.id, user_id: finalist.user.id, invitation_expires_at: hoursFromNow(24) })
      .execute();
    let answering: ReturnType<typeof rest> | undefined;
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('finals_invitations')
        .set({ status: 'declined', responded_at: new Date() })
        .where('competition_id', '=', competition.id)
        .execute();
      answering = rest(app, finalist.cookie, 'POST', `/api/competitions/${competition.slug}/finals/attendance`, {
        status: 'accepted',
        hotel_day1: true,
        hotel_day2: true,
        travel_compensation: false,
        excuse_note: false,
      });
      await untilBlockedOnLock(db);
    });
    const res = await answering!;
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'INVITATION_ANSWERED', message: expect.any(String) });
  });
});
