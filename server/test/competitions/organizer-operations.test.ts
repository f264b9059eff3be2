import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database';
import { sendFinalsReminders } from '../../src/services/competitions/finals/reminders';
import { createTestApp } from '../support/app';
import { createUser, waitForMail } from '../support/auth';
import { rest, rpc, signedIn } from '../support/calls';
import {
  createCompetition,
  hoursFromNow,
  inviteToFinals,
  makeCompetitor,
  openForRegistration,
} from '../support/competitions';
import { ascending, byJson } from '@ctf/shared/sort';

const { app, db } = await createTestApp();
const organizer = await signedIn(db, ['organizer']);

/** A verified competitor (Discord linked, profile accepted) with these names, registered for `competitionId`. */
async function registrant(
  competitionId: number,
  {
    first = 'Jovana',
    last = 'Marković',
    status = 'pending',
    language = 'sr',
    username,
    email,
  }: {
    first?: string;
    last?: string;
    status?: 'pending' | 'accepted' | 'rejected';
    language?: 'sr' | 'en';
    username?: string;
    email?: string;
  } = {},
) {
  const user = await createUser(db, { language, username, email });
  await makeCompetitor(db, user.id, { first_name: first, last_name: last });
  const registration = await db
    .insertInto('competition_registrations')
    .values({
      competition_id: competitionId,
      user_id: user.id,
      status,
      first_name: first,
      last_name: last,
      gender: 'female',
      date_of_birth: '2007-09-01',
      institution_name: 'Prva kragujevačka gimnazija',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { ...user, registrationId: registration.id };
}

type Page = {
  data: { id: number; first_name: string; status: string; shirt_size: string | null; city: string | null }[];
  meta: { total: number; page_count: number };
  counts: { pending: number; accepted: number; rejected: number };
};
const page = (input: Record<string, unknown>, cookie = organizer.cookie) =>
  rpc<Page>(app, cookie, 'organizer.registrations.page', input, 'query');

async function mailJobs(database: Database, to: string) {
  const { rows } = await sql<{ subject: string }>`
    SELECT data->>'subject' AS subject FROM pgboss.job WHERE name = 'mail' AND data->>'to' = ${to}`.execute(database);
  return rows.map((r) => r.subject);
}

describe('registrations at scale (issue 12 item 1)', () => {
  it('pages, filters by status, counts per status and searches names in either script', async () => {
    const competition = await createCompetition(db, openForRegistration());
    for (let i = 0; i < 12; i += 1) await registrant(competition.id, { first: `Ana${i}`, last: 'Petrović' });
    await registrant(competition.id, { first: 'Marko', last: 'Ilić', status: 'accepted' });
    await registrant(competition.id, { first: 'Sara', last: 'Jovanović', status: 'rejected' });

    const first = await page({ slug: competition.slug, status: 'pending', per_page: 10 });
    expect(first.meta).toMatchObject({ total: 12, page_count: 2 });
    expect(first.data).toHaveLength(10);
    expect(first.data.every((r) => r.status === 'pending')).toBe(true);
    expect(first.counts).toEqual({ pending: 12, accepted: 1, rejected: 1 });
    // The profile's shirt size and place of residence come with each row.
    expect(first.data[0]).toMatchObject({ shirt_size: 'S', city: 'Kragujevac' });
    const second = await page({ slug: competition.slug, status: 'pending', per_page: 10, page: 2 });
    expect(second.data).toHaveLength(2);
    expect(new Set([...first.data, ...second.data].map((r) => r.id)).size).toBe(12);

    // Cyrillic finds Latin, without diacritics (the shared people search keys).
    const cyrillic = await page({ slug: competition.slug, search: 'Илић' });
    expect(cyrillic.data.map((r) => r.first_name)).toEqual(['Marko']);
    const plain = await page({ slug: competition.slug, search: 'ilic marko' });
    expect(plain.data.map((r) => r.first_name)).toEqual(['Marko']);

    // By last name then first name, Serbian order, numbers as numbers ("Ana9" before "Ana11").
    const byName = await page({ slug: competition.slug, sort: 'name', per_page: 25 });
    expect(byName.data.map((r) => r.first_name).slice(0, 2)).toEqual(['Marko', 'Sara']);
    expect(byName.data.map((r) => r.first_name).slice(-2)).toEqual(['Ana10', 'Ana11']);
  });

  it('is for organizers only', async () => {
    const competition = await createCompetition(db, openForRegistration());
    const user = await signedIn(db);
    await expect(page({ slug: competition.slug }, user.cookie)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(
      rpc(app, user.cookie, 'organizer.registrations.decideMany', {
        slug: competition.slug,
        ids: [1],
        outcome: 'accepted',
      }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const csv = await app.inject({
      url: `/api/competitions/${competition.slug}/registrations.csv`,
      cookies: { session: user.cookie },
    });
    expect(csv.statusCode).toBe(403);
  });

  it('accepts the selected in one action, reports each one, and mails each decided registrant once', async () => {
    const competition = await createCompetition(db, openForRegistration());
    const other = await createCompetition(db, openForRegistration());
    const a = await registrant(competition.id, { language: 'en' });
    const b = await registrant(competition.id);
    const decided = await registrant(competition.id, { status: 'rejected' });
    const elsewhere = await registrant(other.id);
    const result = await rpc<{ done: number; results: { id: number; result: string }[] }>(
      app,
      organizer.cookie,
      'organizer.registrations.decideMany',
      {
        slug: competition.slug,
        ids: [a.registrationId, b.registrationId, decided.registrationId, elsewhere.registrationId, a.registrationId],
        outcome: 'accepted',
      },
    );
    expect(result.done).toBe(2);
    expect(result.results).toEqual([
      expect.objectContaining({ id: a.registrationId, result: 'done' }),
      expect.objectContaining({ id: b.registrationId, result: 'done' }),
      expect.objectContaining({ id: decided.registrationId, result: 'not_pending' }),
      expect.objectContaining({ id: elsewhere.registrationId, result: 'not_found' }),
    ]);
    expect(await mailJobs(db, a.email)).toEqual([`Your registration for “${competition.name}” was accepted`]);
    expect(await mailJobs(db, b.email)).toEqual([`Пријава за „${competition.name}” је прихваћена`]);
    expect(await mailJobs(db, decided.email)).toEqual([]);
    expect(await mailJobs(db, elsewhere.email)).toEqual([]);
    const statuses = await db
      .selectFrom('competition_registrations')
      .select(['id', 'status'])
      .where('id', 'in', [decided.registrationId, elsewhere.registrationId])
      .orderBy('id')
      .execute();
    expect(statuses.map((r) => r.status)).toEqual(['rejected', 'pending']);
    // Again: nothing is decided twice, nothing mailed twice.
    const again = await rpc<{ done: number }>(app, organizer.cookie, 'organizer.registrations.decideMany', {
      slug: competition.slug,
      ids: [a.registrationId],
      outcome: 'rejected',
    });
    expect(again.done).toBe(0);
    expect(await mailJobs(db, a.email)).toHaveLength(1);
  });

  it('tells a rejected registrant, one by one or several at once, that the registration was not accepted', async () => {
    const competition = await createCompetition(db, openForRegistration());
    const one = await registrant(competition.id, { language: 'en' });
    const several = [await registrant(competition.id), await registrant(competition.id, { language: 'en' })];
    const rejected = await rpc<{ status: string }>(app, organizer.cookie, 'organizer.registrations.reject', {
      slug: competition.slug,
      id: one.registrationId,
    });
    expect(rejected.status).toBe('rejected');
    const bulk = await rpc<{ done: number }>(app, organizer.cookie, 'organizer.registrations.decideMany', {
      slug: competition.slug,
      ids: several.map((r) => r.registrationId),
      outcome: 'rejected',
    });
    expect(bulk.done).toBe(2);
    expect(await mailJobs(db, one.email)).toEqual([`Your registration for “${competition.name}” was not accepted`]);
    expect(await mailJobs(db, several[0]!.email)).toEqual([`Пријава за „${competition.name}” није прихваћена`]);
    expect(await mailJobs(db, several[1]!.email)).toEqual([
      `Your registration for “${competition.name}” was not accepted`,
    ]);
  });

  it('exports the filtered registrations as CSV, byte for byte, in the organizer’s language', async () => {
    const competition = await createCompetition(db, {
      ...openForRegistration(),
      slug: `prijave-csv-${Date.now().toString(36)}`,
    });
    const risky = await registrant(competition.id, {
      first: '=SUM(A1)',
      last: 'Ђорђевић',
      username: `-r${Date.now()}`,
    });
    await registrant(competition.id, { first: 'Mila', status: 'accepted' });
    const created = await db
      .selectFrom('competition_registrations')
      .select('created_at')
      .where('id', '=', risky.registrationId)
      .executeTakeFirstOrThrow();
    const at = created.created_at.toLocaleString('sv-SE', { timeZone: 'Europe/Belgrade' });
    const shown = `${at.slice(8, 10)}.${at.slice(5, 7)}.${at.slice(0, 4)} ${at.slice(11, 16)}`;
    const res = await app.inject({
      url: `/api/competitions/${competition.slug}/registrations.csv?status=pending&lang=en`,
      cookies: { session: organizer.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="registrations-${competition.slug}.csv"`);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(res.body).toBe(
      '\uFEFF"username","email","full name","institution","city","gender","birth date","shirt size","status",' +
        '"registered at (Belgrade time)","decided at (Belgrade time)"\r\n' +
        `"'${risky.username}","'${risky.email}","'=SUM(A1) Ђорђевић","Prva kragujevačka gimnazija","Kragujevac",` +
        `"female","01.09.2007","S","pending","${shown}",""\r\n`,
    );
    const sr = await app.inject({
      url: `/api/competitions/${competition.slug}/registrations.csv?status=pending&separator=semicolon`,
      cookies: { session: organizer.cookie },
    });
    expect(sr.body.split('\r\n')[0]).toBe(
      '\uFEFF"корисничко име";"имејл";"име и презиме";"институција";"место";"пол";"датум рођења";' +
        '"величина мајице";"статус";"пријављен (београдско време)";"одлучено (београдско време)"',
    );
    expect(sr.body.split('\r\n')[1]).toContain('"женски";"01.09.2007";"S";"на чекању"');
  });
});

describe('finals logistics (issue 12 item 2)', () => {
  it('invites all accepted registrants in one step, only them', async () => {
    const competition = await createCompetition(db, { stage: 'finals' });
    const accepted = [
      await registrant(competition.id, { status: 'accepted' }),
      await registrant(competition.id, { status: 'accepted' }),
    ];
    const pending = await registrant(competition.id);
    const result = await rpc(app, organizer.cookie, 'organizer.finalists.inviteAccepted', {
      slug: competition.slug,
      invitation_expires_at: hoursFromNow(48).toISOString(),
    });
    expect(result).toEqual({ added_count: 2, already_invited: [], not_eligible: [] });
    const invited = await db
      .selectFrom('finals_invitations')
      .select('user_id')
      .where('competition_id', '=', competition.id)
      .orderBy('user_id')
      .execute();
    expect(invited.map((r) => r.user_id)).toEqual(accepted.map((u) => u.id).sort((x, y) => x - y));
    expect(invited.map((r) => r.user_id)).not.toContain(pending.id);
    // A second time: everyone is already invited.
    const again = await rpc<{ added_count: number; already_invited: string[] }>(
      app,
      organizer.cookie,
      'organizer.finalists.inviteAccepted',
      { slug: competition.slug, invitation_expires_at: hoursFromNow(48).toISOString() },
    );
    expect(again.added_count).toBe(0);
    expect(again.already_invited.sort(ascending)).toEqual(accepted.map((u) => u.email).sort(ascending));
  });

  it('extends an expired invitation with an email, and the finalist can answer again', async () => {
    const competition = await createCompetition(db, { stage: 'finals' });
    const player = await signedIn(db, [], { language: 'en' });
    await makeCompetitor(db, player.user.id);
    await inviteToFinals(db, competition.id, [{ user_id: player.user.id, invitation_expires_at: hoursFromNow(-2) }]);
    const answer = () =>
      rest(app, player.cookie, 'POST', `/api/competitions/${competition.slug}/finals/attendance`, {
        status: 'declined',
      });
    expect((await answer()).json()).toMatchObject({ code: 'INVITATION_EXPIRED' });
    const extendBy = (cookie: string, hours: number) =>
      rpc(app, cookie, 'organizer.finalists.extend', {
        slug: competition.slug,
        user_ids: [player.user.id],
        invitation_expires_at: hoursFromNow(hours).toISOString(),
      });
    const outsider = await signedIn(db);
    await expect(extendBy(outsider.cookie, 24)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(extendBy(organizer.cookie, -1)).rejects.toMatchObject({ code: 'EXPIRY_NOT_IN_FUTURE' });
    const extended = await extendBy(organizer.cookie, 24);
    expect(extended).toEqual({ extended: 1 });
    const [mail] = await waitForMail(db, player.user.email);
    expect(mail!.subject).toBe(`More time to answer: ${competition.name}`);
    expect((await answer()).statusCode).toBe(200);
    // An answered invitation is not extended.
    await expect(extendBy(organizer.cookie, 48)).rejects.toMatchObject({ code: 'INVITATION_ANSWERED' });
  });

  it('extends all pending invitations at once', async () => {
    const competition = await createCompetition(db, { stage: 'finals' });
    const users = [await createUser(db), await createUser(db), await createUser(db)];
    await inviteToFinals(
      db,
      competition.id,
      users.map((u, i) => ({
        user_id: u.id,
        invitation_expires_at: hoursFromNow(i === 0 ? -1 : 1),
        status: i === 2 ? 'declined' : 'pending',
      })),
    );
    const until = hoursFromNow(72);
    expect(
      await rpc(app, organizer.cookie, 'organizer.finalists.extend', {
        slug: competition.slug,
        invitation_expires_at: until.toISOString(),
      }),
    ).toEqual({ extended: 2 });
    expect(await mailJobs(db, users[0]!.email)).toHaveLength(1);
    expect(await mailJobs(db, users[2]!.email)).toEqual([]);
  });

  it('tells a removed finalist by email', async () => {
    const competition = await createCompetition(db, { stage: 'finals' });
    const user = await createUser(db, { language: 'en' });
    await inviteToFinals(db, competition.id, [{ user_id: user.id, invitation_expires_at: hoursFromNow(10) }]);
    await rest(app, organizer.cookie, 'DELETE', `/api/competitions/${competition.slug}/finalists/${user.id}`);
    expect(await mailJobs(db, user.email)).toEqual([`Finals invitation withdrawn: ${competition.name}`]);
  });

  it('reminds pending invitees once, the chosen time before expiry', async () => {
    const competition = await createCompetition(db, { stage: 'finals' });
    const soon = await createUser(db);
    const later = await createUser(db);
    const answered = await createUser(db);
    const now = new Date();
    const inHours = (h: number) => new Date(now.getTime() + h * 3_600_000);
    await db
      .insertInto('finals_invitations')
      .values([
        { competition_id: competition.id, user_id: soon.id, invitation_expires_at: inHours(20) },
        { competition_id: competition.id, user_id: later.id, invitation_expires_at: inHours(30) },
        {
          competition_id: competition.id,
          user_id: answered.id,
          invitation_expires_at: inHours(20),
          status: 'accepted',
        },
      ])
      .execute();
    // No reminder chosen: nothing is sent.
    const sent: string[] = [];
    const queue = { enqueue: async (m: { to: string }) => void sent.push(m.to) };
    await sendFinalsReminders(db, queue, 'https://ctf.example.rs', now);
    expect(sent).toEqual([]);
    await rpc(app, organizer.cookie, 'organizer.finalists.setReminder', { slug: competition.slug, reminder_hours: 24 });
    await sendFinalsReminders(db, queue, 'https://ctf.example.rs', now);
    expect(sent).toEqual([soon.email]);
    // Run again (the next tick): no second reminder; later, the other one is due.
    await sendFinalsReminders(db, queue, 'https://ctf.example.rs', now);
    expect(sent).toEqual([soon.email]);
    await sendFinalsReminders(db, queue, 'https://ctf.example.rs', inHours(7));
    expect(sent).toEqual([soon.email, later.email]);
  });

  it('counts registrations, invitations, answers, hotel nights and travel compensations', async () => {
    const competition = await createCompetition(db, { stage: 'finals' });
    await registrant(competition.id, { status: 'accepted' });
    await registrant(competition.id);
    const users = [await createUser(db), await createUser(db), await createUser(db), await createUser(db)];
    const rows = [
      { status: 'accepted', hotel_day1: true, hotel_day2: true, travel_compensation: true },
      { status: 'accepted', hotel_day1: true, hotel_day2: false, travel_compensation: false },
      { status: 'declined', hotel_day1: false, hotel_day2: false, travel_compensation: false },
      { status: 'pending', hotel_day1: false, hotel_day2: false, travel_compensation: false },
    ];
    await inviteToFinals(
      db,
      competition.id,
      rows.map((row, i) => ({
        user_id: users[i]!.id,
        invitation_expires_at: hoursFromNow(5),
        ...row,
      })),
    );
    expect(
      await rpc(app, organizer.cookie, 'organizer.finalists.numbers', { slug: competition.slug }, 'query'),
    ).toEqual({
      registrations: { total: 2, pending: 1, accepted: 1, rejected: 0 },
      invitations: { total: 4, pending: 1, expired: 0, accepted: 2, declined: 1 },
      hotel_day1: 2,
      hotel_day2: 1,
      travel_compensation: 1,
      excuse_note: 0,
      reminder_hours: null,
    });
  });
});

describe('announcements (issue 12 item 3)', () => {
  it('go to the chosen finalists, each in their language, counted first and recorded', async () => {
    const competition = await createCompetition(db, { stage: 'finals' });
    const en = await createUser(db, { language: 'en' });
    const sr = await createUser(db, { language: 'sr' });
    const declined = await createUser(db, { language: 'sr' });
    await db
      .insertInto('finals_invitations')
      .values([
        { competition_id: competition.id, user_id: en.id, invitation_expires_at: hoursFromNow(5), status: 'accepted' },
        { competition_id: competition.id, user_id: sr.id, invitation_expires_at: hoursFromNow(5), status: 'accepted' },
        {
          competition_id: competition.id,
          user_id: declined.id,
          invitation_expires_at: hoursFromNow(5),
          status: 'declined',
        },
      ])
      .execute();
    const recipients = { slug: competition.slug, audience: 'finalists', invitation_statuses: ['accepted'] };
    expect(await rpc(app, organizer.cookie, 'organizer.announcements.count', recipients, 'query')).toEqual({
      total: 2,
      sr: 1,
      en: 1,
    });
    const user = await signedIn(db);
    await expect(
      rpc(app, user.cookie, 'organizer.announcements.send', { ...recipients, subject_sr: 'x', body_sr: 'y' }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const sent = await rpc<{ id: number; recipient_count: number }>(
      app,
      organizer.cookie,
      'organizer.announcements.send',
      {
        ...recipients,
        subject_sr: 'Финале у суботу',
        body_sr: 'Окупљање у 9 часова.',
        subject_en: 'Finals on Saturday',
        body_en: 'We meet at 9.',
      },
    );
    expect(sent.recipient_count).toBe(2);
    const [enMail] = await waitForMail(db, en.email);
    const [srMail] = await waitForMail(db, sr.email);
    expect(enMail).toMatchObject({ subject: 'Finals on Saturday' });
    expect(enMail!.text).toContain('We meet at 9.');
    expect(srMail).toMatchObject({ subject: 'Финале у суботу' });
    expect(srMail!.text).toContain('Окупљање у 9 часова.');
    expect(await mailJobs(db, declined.email)).toEqual([]);
    const detail = await rpc<{ recipients: { email: string; language: string }[]; created_by: string }>(
      app,
      organizer.cookie,
      'organizer.announcements.get',
      { slug: competition.slug, id: sent.id },
      'query',
    );
    expect(detail.created_by).toBe(organizer.user.username);
    expect(detail.recipients.map((r) => [r.email, r.language]).sort(byJson)).toEqual(
      [
        [en.email, 'en'],
        [sr.email, 'sr'],
      ].sort(byJson),
    );
    const list = await rpc<{ id: number; recipient_count: number }[]>(
      app,
      organizer.cookie,
      'organizer.announcements.list',
      { slug: competition.slug },
      'query',
    );
    expect(list).toMatchObject([{ id: sent.id, recipient_count: 2 }]);
  });

  it('written in one language only, reaches everyone in that language; registrants by status', async () => {
    const competition = await createCompetition(db, openForRegistration());
    const pendingEn = await registrant(competition.id, { language: 'en' });
    const accepted = await registrant(competition.id, { status: 'accepted', language: 'en' });
    const sent = await rpc<{ recipient_count: number }>(app, organizer.cookie, 'organizer.announcements.send', {
      slug: competition.slug,
      audience: 'registrants',
      registration_statuses: ['pending'],
      subject_sr: 'Пријаве се ускоро затварају',
      body_sr: 'Проверите своје податке.',
    });
    expect(sent.recipient_count).toBe(1);
    expect(await mailJobs(db, pendingEn.email)).toEqual(['Пријаве се ускоро затварају']);
    expect(await mailJobs(db, accepted.email)).toEqual([]);
    await expect(
      rpc(app, organizer.cookie, 'organizer.announcements.send', {
        slug: competition.slug,
        audience: 'registrants',
        registration_statuses: ['rejected'],
        subject_en: 'x',
        body_en: 'y',
      }),
    ).rejects.toMatchObject({ code: 'ANNOUNCEMENT_NO_RECIPIENTS' });
    await expect(
      rpc(app, organizer.cookie, 'organizer.announcements.send', {
        slug: competition.slug,
        audience: 'registrants',
        subject_en: 'Subject without text',
      }),
    ).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
  });
});

describe('Serbian order in the organizer lists (issue 12)', () => {
  it('sorts usernames with numbers by value: user_2 before user_10 in registrations, finalists and their CSV', async () => {
    const competition = await createCompetition(db, { stage: 'finals' });
    const prefix = `ord${Math.random().toString(36).slice(2, 8)}`;
    // Created in a shuffled order, so neither insertion order nor id decides.
    const users = [];
    for (const n of [10, 2, 1, 11]) users.push(await registrant(competition.id, { username: `${prefix}_${n}` }));
    const expected = [1, 2, 10, 11].map((n) => `${prefix}_${n}`);

    const registrations = await rpc<{ data: { user: { username: string } }[] }>(
      app,
      organizer.cookie,
      'organizer.registrations.page',
      { slug: competition.slug, sort: 'username', per_page: 25 },
      'query',
    );
    expect(registrations.data.map((r) => r.user.username)).toEqual(expected);

    await inviteToFinals(
      db,
      competition.id,
      users.map((u) => ({
        user_id: u.id,
        invitation_expires_at: hoursFromNow(48),
      })),
    );
    const finalists = await rpc<{ user: { username: string } }[]>(
      app,
      organizer.cookie,
      'organizer.finalists.list',
      { slug: competition.slug },
      'query',
    );
    expect(finalists.map((f) => f.user.username)).toEqual(expected);
    const csv = await app.inject({
      url: `/api/competitions/${competition.slug}/finalists.csv?lang=en`,
      cookies: { session: organizer.cookie },
    });
    const csvUsernames = csv.body
      .split('\r\n')
      .slice(1)
      .filter(Boolean)
      .map((line) => line.split(',')[0]!.replaceAll('"', ''));
    expect(csvUsernames).toEqual(expected);
  });
});
