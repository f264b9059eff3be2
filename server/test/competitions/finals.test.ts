import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/app';
import { waitForMail } from '../support/auth';
import { rest, signedIn } from '../support/calls';
import { createCompetition, hoursFromNow, makeCompetitor } from '../support/competitions';
import { ascending } from '@ctf/shared/sort';

const { app, db } = await createTestApp();
const organizer = await signedIn(db, ['organizer']);

/** A logged-in accepted competitor with a verified address: someone who may be invited to finals. */
async function competitor(...args: Parameters<typeof signedIn> extends [unknown, ...infer Rest] ? Rest : never) {
  const signed = await signedIn(db, ...args);
  await makeCompetitor(db, signed.user.id);
  return signed;
}

/** dd.MM.yyyy HH:mm on a Belgrade wall clock, read independently of the code under test. */
function belgrade(date: Date) {
  const [day, time] = date.toLocaleString('sv-SE', { timeZone: 'Europe/Belgrade' }).split(' ');
  const [y, m, d] = day!.split('-');
  return `${d}.${m}.${y} ${time!.slice(0, 5)}`;
}

describe('finals invitations', () => {
  it('invite known addresses, report unknown and already invited ones, and mail a link', async () => {
    const competition = await createCompetition(db, { stage: 'finals' });
    const a = await competitor([], { language: 'en' });
    const b = await competitor();
    const expires = hoursFromNow(48).toISOString();
    const first = await rest(app, organizer.cookie, 'POST', `/api/competitions/${competition.slug}/finalists`, {
      emails: [a.user.email.toUpperCase(), 'nepoznat@example.org'],
      invitation_expires_at: expires,
    });
    expect(first.json()).toEqual({
      added_count: 1,
      not_found: ['nepoznat@example.org'],
      already_invited: [],
      not_eligible: [],
    });
    const second = await rest(app, organizer.cookie, 'POST', `/api/competitions/${competition.slug}/finalists`, {
      emails: [a.user.email, b.user.email],
      invitation_expires_at: expires,
    });
    expect(second.json()).toEqual({ added_count: 1, not_found: [], already_invited: [a.user.email], not_eligible: [] });
    const [mail] = await waitForMail(db, a.user.email);
    expect(mail?.subject).toBe(`Invitation to the finals: ${competition.name}`);
    expect(mail?.text).toContain(`http://localhost:3000/app/competitions/${competition.slug}/finals-attendance`);

    const finalists = (
      await rest(app, organizer.cookie, 'GET', `/api/competitions/${competition.slug}/finalists`)
    ).json();
    expect(finalists).toHaveLength(2);
    expect(
      (await rest(app, organizer.cookie, 'DELETE', `/api/competitions/${competition.slug}/finalists/${b.user.id}`))
        .statusCode,
    ).toBe(200);
    expect(
      (await rest(app, organizer.cookie, 'GET', `/api/competitions/${competition.slug}/finalists`)).json(),
    ).toHaveLength(1);
  });

  it('need at least one email and an expiry', async () => {
    const { slug } = await createCompetition(db, { stage: 'finals' });
    const res = await rest(app, organizer.cookie, 'POST', `/api/competitions/${slug}/finalists`, { emails: [] });
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      fieldErrors: { emails: ['emailsRequired'], invitation_expires_at: ['expiryRequired'] },
    });
  });

  it('are answered once before expiry: attending with hotel night 1 and travel compensation', async () => {
    const competition = await createCompetition(db, { stage: 'finals' });
    const finalist = await competitor();
    const none = await rest(app, finalist.cookie, 'GET', `/api/competitions/${competition.slug}/finals/invitation`);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ code: 'INVITATION_NOT_FOUND' });
    const invited = await rest(app, organizer.cookie, 'POST', `/api/competitions/${competition.slug}/finalists`, {
      emails: [finalist.user.email],
      invitation_expires_at: hoursFromNow(24).toISOString(),
    });
    expect(invited.json()).toMatchObject({ added_count: 1 });
    const answer = {
      status: 'accepted',
      hotel_day1: true,
      hotel_day2: false,
      travel_compensation: true,
      excuse_note: false,
    };
    const res = await rest(
      app,
      finalist.cookie,
      'POST',
      `/api/competitions/${competition.slug}/finals/attendance`,
      answer,
    );
    expect(res.json()).toMatchObject({ ...answer, expired: false, responded_at: expect.any(String) });
    const [row] = (await rest(app, organizer.cookie, 'GET', `/api/competitions/${competition.slug}/finalists`)).json();
    expect(row).toMatchObject(answer);
    const again = await rest(app, finalist.cookie, 'POST', `/api/competitions/${competition.slug}/finals/attendance`, {
      status: 'declined',
    });
    expect(again.json()).toMatchObject({ code: 'INVITATION_ANSWERED' });
  });

  it('past its expiry shows as expired and cannot be answered', async () => {
    const competition = await createCompetition(db, { stage: 'finals' });
    const finalist = await competitor();
    const invited = await rest(app, organizer.cookie, 'POST', `/api/competitions/${competition.slug}/finalists`, {
      emails: [finalist.user.email],
      invitation_expires_at: hoursFromNow(1).toISOString(),
    });
    expect(invited.json()).toMatchObject({ added_count: 1 });
    await db
      .updateTable('finals_invitations')
      .set({ invitation_expires_at: sql`now() - interval '1 minute'` })
      .where('user_id', '=', finalist.user.id)
      .execute();
    expect(
      (await rest(app, finalist.cookie, 'GET', `/api/competitions/${competition.slug}/finals/invitation`)).json(),
    ).toMatchObject({ status: 'pending', expired: true });
    const res = await rest(app, finalist.cookie, 'POST', `/api/competitions/${competition.slug}/finals/attendance`, {
      status: 'declined',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'INVITATION_EXPIRED' });
  });

  it('export as finalists-{slug}.csv, byte for byte, with formulas neutralised', async () => {
    const competition = await createCompetition(db, { stage: 'finals', slug: 'finale-csv' });
    const risky = await competitor([], { username: '-risky', email: '+plus@example.org' });
    const calm = await competitor([], { username: 'calm', email: 'calm@example.org' });
    const expires = new Date(Math.floor(hoursFromNow(72).getTime() / 1000) * 1000).toISOString();
    const invited = await rest(app, organizer.cookie, 'POST', `/api/competitions/${competition.slug}/finalists`, {
      emails: [risky.user.email, calm.user.email],
      invitation_expires_at: expires,
    });
    expect(invited.json()).toMatchObject({ added_count: 2 });
    const answered = await rest(app, calm.cookie, 'POST', `/api/competitions/${competition.slug}/finals/attendance`, {
      status: 'accepted',
      hotel_day1: true,
      hotel_day2: false,
      travel_compensation: true,
      excuse_note: false,
    });
    expect(answered.statusCode).toBe(200);
    const responded = await db
      .selectFrom('finals_invitations')
      .select('responded_at')
      .where('user_id', '=', calm.user.id)
      .executeTakeFirstOrThrow();
    const res = await app.inject({
      url: '/api/competitions/finale-csv/finalists.csv?lang=en',
      cookies: { session: organizer.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="finalists-finale-csv.csv"');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    // Times in Belgrade time as the page shows them (dd.MM.yyyy HH:mm), not UTC instants.
    const shown = belgrade(new Date(expires));
    const answeredAt = belgrade(responded.responded_at!);
    const profile = '"Jovana Marković","Prva kragujevačka gimnazija","Kragujevac","S"';
    expect(res.body).toBe(
      '\uFEFF"username","email","full name","institution","city","shirt size","status","hotel day 1","hotel day 2",' +
        '"travel compensation","excuse note","answer by (Belgrade time)","answered at (Belgrade time)"\r\n' +
        `"'-risky","'+plus@example.org",${profile},"pending","no","no","no","no","${shown}",""\r\n` +
        `"calm","calm@example.org",${profile},"attending","yes","no","yes","no","${shown}","${answeredAt}"\r\n`,
    );
    // In Serbian (the organizer's language by default), with the `;` Serbian-locale Excel expects.
    const sr = await app.inject({
      url: '/api/competitions/finale-csv/finalists.csv?separator=semicolon',
      cookies: { session: organizer.cookie },
    });
    expect(sr.body.split('\r\n')[2]).toBe(
      `"calm";"calm@example.org";${profile.replaceAll(',', ';')};"долази";"да";"не";"да";"не";"${shown}";"${answeredAt}"`,
    );
    const user = await signedIn(db);
    expect(
      (await app.inject({ url: '/api/competitions/finale-csv/finalists.csv', cookies: { session: user.cookie } }))
        .statusCode,
    ).toBe(403);
    expect((await app.inject({ url: '/api/competitions/finale-csv/finalists.csv' })).statusCode).toBe(401);
  });

  it('go only to a finals competition, with an expiry in the future', async () => {
    const quals = await createCompetition(db, { stage: 'quals' });
    const player = await competitor([], { language: 'en' });
    const inQuals = await rest(app, organizer.cookie, 'POST', `/api/competitions/${quals.slug}/finalists`, {
      emails: [player.user.email],
      invitation_expires_at: hoursFromNow(24).toISOString(),
    });
    expect(inQuals.statusCode).toBe(409);
    expect(inQuals.json()).toEqual({
      code: 'NOT_FINALS',
      message: 'Finalists can be invited only to a competition in the finals stage.',
    });
    const finals = await createCompetition(db, { stage: 'finals' });
    const past = await rest(app, organizer.cookie, 'POST', `/api/competitions/${finals.slug}/finalists`, {
      emails: [player.user.email],
      invitation_expires_at: hoursFromNow(-1).toISOString(),
    });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({
      code: 'EXPIRY_NOT_IN_FUTURE',
      message: 'The answer-by time must be in the future.',
    });
    const invited = await db
      .selectFrom('finals_invitations')
      .select('user_id')
      .where('user_id', '=', player.user.id)
      .execute();
    expect(invited).toEqual([]);
  });

  it('go only to eligible users: others are listed back, and the override never covers an unverified address', async () => {
    const finals = await createCompetition(db, { stage: 'finals' });
    const accepted = await competitor();
    const registrant = await signedIn(db);
    const quals = await createCompetition(db, { stage: 'quals' });
    await db
      .insertInto('competition_registrations')
      .values({
        competition_id: quals.id,
        user_id: registrant.user.id,
        status: 'accepted',
        first_name: 'Sara',
        last_name: 'Nikolić',
        gender: 'female',
        date_of_birth: '2006-04-04',
      })
      .execute();
    const rejected = await signedIn(db);
    await makeCompetitor(db, rejected.user.id);
    await db
      .updateTable('competitor_applications')
      .set({ status: 'rejected', ctf_team: false })
      .where('user_id', '=', rejected.user.id)
      .execute();
    const plainAccount = await signedIn(db);
    const unverified = await signedIn(db, [], { verified: false });
    await makeCompetitor(db, unverified.user.id);
    const emails = [accepted, registrant, rejected, plainAccount, unverified].map((u) => u.user.email);
    const url = `/api/competitions/${finals.slug}/finalists`;
    const expires = hoursFromNow(48).toISOString();

    const res = await rest(app, organizer.cookie, 'POST', url, { emails, invitation_expires_at: expires });
    expect(res.json()).toEqual({
      added_count: 2,
      not_found: [],
      already_invited: [],
      not_eligible: expect.arrayContaining([rejected.user.email, plainAccount.user.email, unverified.user.email]),
    });
    expect(res.json().not_eligible).toHaveLength(3);

    const overridden = await rest(app, organizer.cookie, 'POST', url, {
      emails: [rejected.user.email, plainAccount.user.email, unverified.user.email],
      invitation_expires_at: expires,
      include_not_eligible: true,
    });
    expect(overridden.json()).toEqual({
      added_count: 2,
      not_found: [],
      already_invited: [],
      not_eligible: [unverified.user.email],
    });
    const invited = await db
      .selectFrom('finals_invitations')
      .select('user_id')
      .where('competition_id', '=', finals.id)
      .execute();
    expect(invited.map((r) => r.user_id).sort(ascending)).toEqual(
      [accepted, registrant, rejected, plainAccount].map((u) => u.user.id).sort(ascending),
    );
  });
});
