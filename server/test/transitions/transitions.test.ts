import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../../src/services/auth/passwords';
import { hasDiscord } from '../../src/services/account/external-accounts';
import { TEST_ORIGIN, createTestApp } from '../support/app';
import { botToken, createUser, post, postChecked, sessionCookieOf, tokenFromMail, waitForMail } from '../support/auth';
import { rest, signedIn } from '../support/calls';
import { applicationForm } from '../support/competitors';
import {
  createCompetition,
  hoursFromNow,
  linkDiscord,
  makeCompetitor,
  openForRegistration,
} from '../support/competitions';
import {
  type ApplicationRow,
  type ButtonRow,
  COMPETITION_REGISTRATION,
  COMPETITION_STAGE,
  COMPETITOR_APPLICATION,
  FINALS_INVITATION,
  IN_THE_BROWSER,
  type InvitationRow,
  LOGIN_FORM,
  type LoginRow,
  PASSWORD_RESET,
  type PasswordResetRow,
  REGISTRATION_BUTTON,
  type RegistrationRow,
  SESSION,
  type SessionRow,
  type StageRow,
  type TransitionRow,
  describeRow,
} from './table';

const { app, db } = await createTestApp();
const admin = await signedIn(db, ['admin']);
const organizer = await signedIn(db, ['organizer']);
const stranger = await signedIn(db);

type Response = Awaited<ReturnType<typeof app.inject>>;
type Subject = Awaited<ReturnType<typeof signedIn>>;

/** The cookie of whoever the row says acts; `owner` is the subject of the row. */
function cookieOf(row: TransitionRow, owner: Subject): string {
  return { owner: owner.cookie, user: stranger.cookie, admin: admin.cookie, organizer: organizer.cookie, visitor: '' }[
    row.by
  ];
}

/** A refused row answers with its code; an allowed one with a 2xx. */
function expectOutcome(row: TransitionRow, res: Response) {
  if (row.refused) {
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    expect(res.json(), res.body).toMatchObject({ code: row.refused });
  } else {
    expect(res.statusCode, res.body).toBeLessThan(300);
  }
}

const sessionUser = async (cookie: string | undefined) =>
  (
    (await app.inject({ url: '/api/auth/session', cookies: cookie ? { session: cookie } : {} })).json() as {
      user: { id: number } | null;
    }
  ).user;

// ---------------------------------------------------------------- session and login form

async function runSession(row: SessionRow) {
  const user = await createUser(db);
  let cookie: string | undefined;
  if (row.from === 'user') {
    cookie = sessionCookieOf(
      await postChecked(app, '/api/auth/login', { username: user.username, password: user.password }),
    );
    expect(await sessionUser(cookie)).toMatchObject({ id: user.id });
  }
  if (row.action === 'log in') {
    const res = await postChecked(app, '/api/auth/login', { username: user.username, password: user.password });
    expectOutcome(row, res);
    cookie = sessionCookieOf(res);
  } else {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { session: cookie! },
      headers: { origin: TEST_ORIGIN },
    });
    expectOutcome(row, res);
  }
  expect((await sessionUser(cookie)) ? 'user' : 'no user').toBe(row.to);
}

async function runLogin(row: LoginRow) {
  const user = await createUser(db, { verified: row.action !== 'submit unverified' });
  const credentials = { username: user.username, password: user.password };
  let res: Response;
  switch (row.action) {
    case 'submit':
    case 'submit unverified':
      res = await postChecked(app, '/api/auth/login', credentials);
      break;
    case 'submit wrong password':
      res = await postChecked(app, '/api/auth/login', { ...credentials, password: 'Pogresna#Lozinka1' });
      break;
    case 'submit without bot-check':
      res = await post(app, '/api/auth/login', credentials);
      break;
    case 'submit used bot-check': {
      // A failed attempt (someone else's account, so no login delay for this one) spends the token.
      const token = await botToken(app);
      const other = await createUser(db);
      const failed = await post(
        app,
        '/api/auth/login',
        { username: other.username, password: 'Pogresna#Lozinka1' },
        { 'x-turnstile-token': token },
      );
      expect(failed.json()).toMatchObject({ code: 'LOGIN_INVALID_CREDENTIALS' });
      res = await post(app, '/api/auth/login', credentials, { 'x-turnstile-token': token });
      break;
    }
  }
  expectOutcome(row, res);
  const signedInNow = res.statusCode === 200 && (await sessionUser(sessionCookieOf(res))) !== null;
  expect(signedInNow ? 'logged in' : 'failed').toBe(row.to);
}

// ---------------------------------------------------------------- password reset

async function runPasswordReset(row: PasswordResetRow) {
  const user = await createUser(db, { language: 'en' });
  await postChecked(app, '/api/auth/password-reset/send', { email: user.email });
  const [mail] = await waitForMail(db, user.email);
  const token = tokenFromMail(mail!.text);
  const reset = (password: string) => postChecked(app, '/api/auth/password-reset/reset', { token, password });
  if (row.from === 'link used') expect((await reset('Prva#Nova#Lozinka1')).statusCode).toBe(200);
  if (row.from === 'link expired') {
    await db
      .updateTable('password_reset_tokens')
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where('user_id', '=', user.id)
      .execute();
  }
  const password = row.action === 'reset with a weak password' ? 'kratka' : 'Druga#Nova#Lozinka2';
  expectOutcome(row, await reset(password));

  const stored = await db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', user.id)
    .executeTakeFirstOrThrow();
  const state =
    row.from === 'link used'
      ? 'link used'
      : (await verifyPassword(stored.password_hash, 'Druga#Nova#Lozinka2'))
        ? 'password changed'
        : row.from;
  expect(state).toBe(row.to);
}

// ---------------------------------------------------------------- competitor application

const APPLICATION = { ...applicationForm, institution_id: null, institution_name: 'Gimnazija upisana rukom' };

const currentApplication = (userId: number) =>
  db
    .selectFrom('competitor_applications')
    .select(['id', 'status', 'ctf_team'])
    .where('user_id', '=', userId)
    .where('is_current', '=', true)
    .executeTakeFirst();

async function applicationState(userId: number): Promise<ApplicationRow['to']> {
  const current = await currentApplication(userId);
  if (!current) return (await hasDiscord(db, userId)) ? 'none' : 'none, no Discord';
  if (current.status === 'accepted' && !current.ctf_team) return 'accepted, off the team';
  return current.status as ApplicationRow['to'];
}

async function currentApplicationId(userId: number) {
  const current = await currentApplication(userId);
  if (!current) throw new Error(`user ${userId} has no current application`);
  return current.id;
}

async function runApplication(row: ApplicationRow) {
  const owner = await signedIn(db);
  if (row.from !== 'none, no Discord')
    await linkDiscord(db, owner.user.id, { provider_user_id: `t${owner.user.id}`, username: 'd' });
  const apply = () => rest(app, owner.cookie, 'POST', '/api/competitors/@me', APPLICATION);
  const decide = async (cookie: string, decision: 'approve' | 'reject') =>
    rest(
      app,
      cookie,
      'POST',
      `/api/competitors/pending/${await currentApplicationId(owner.user.id)}/${decision}`,
      decision === 'reject' ? { message: 'Nedostaje potvrda.' } : undefined,
    );
  if (row.from !== 'none' && row.from !== 'none, no Discord') {
    expect((await apply()).statusCode).toBe(201);
    if (row.from.startsWith('accepted')) expect((await decide(admin.cookie, 'approve')).statusCode).toBe(200);
    if (row.from === 'rejected') expect((await decide(admin.cookie, 'reject')).statusCode).toBe(200);
    if (row.from === 'accepted, off the team') {
      expect((await rest(app, owner.cookie, 'PATCH', '/api/competitors/@me', { ctf_team: false })).statusCode).toBe(
        200,
      );
    }
  }
  expect(await applicationState(owner.user.id)).toBe(row.from);

  const cookie = cookieOf(row, owner);
  let res: Response;
  switch (row.action) {
    case 'apply':
      res = await apply();
      break;
    case 'accept':
      res = await decide(cookie, 'approve');
      break;
    case 'reject':
      res = await decide(cookie, 'reject');
      break;
    case 'reconsider':
      res = await app.inject({
        method: 'POST',
        url: '/trpc/admin.competitors.reconsider',
        cookies: { session: cookie },
        headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
        payload: JSON.stringify({ id: await currentApplicationId(owner.user.id) }),
      });
      {
        // tRPC answers { error: { data: { code } } }: the code goes where expectOutcome looks for it.
        const body = JSON.parse(res.body) as { error?: { data: { code: string } } };
        const answer = body.error ? { code: body.error.data.code } : body;
        res = Object.assign(res, { json: () => answer });
      }
      break;
    case 'set institution': {
      const institution = await db
        .insertInto('institutions')
        .values({
          name: `Gimnazija ${owner.user.id}`,
          city: 'Pirot',
          region: 'juzno_istocna_srbija',
          type: 'high_school',
          search_key: `gimnazija ${owner.user.id} pirot`,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      res = await rest(app, cookie, 'PATCH', `/api/competitors/pending/${await currentApplicationId(owner.user.id)}`, {
        institution_id: institution.id,
      });
      const stored = await db
        .selectFrom('competitor_applications')
        .select('institution_id')
        .where('user_id', '=', owner.user.id)
        .where('is_current', '=', true)
        .executeTakeFirstOrThrow();
      expect(stored.institution_id === institution.id).toBe(!row.refused);
      break;
    }
    case 'leave team':
    case 'join team':
      res = await rest(app, cookie, 'PATCH', '/api/competitors/@me', { ctf_team: row.action === 'join team' });
      break;
  }
  expectOutcome(row, res);
  expect(await applicationState(owner.user.id)).toBe(row.to);
}

// ---------------------------------------------------------------- competition registration

async function runRegistration(row: RegistrationRow) {
  const { slug } = await createCompetition(db, openForRegistration());
  const owner = await signedIn(db);
  await makeCompetitor(db, owner.user.id);
  const register = () => rest(app, owner.cookie, 'POST', `/api/competitions/${slug}/registration`);
  const state = async (): Promise<RegistrationRow['to']> =>
    (
      (await rest(app, owner.cookie, 'GET', `/api/competitions/${slug}/registration`)).json() as {
        registration: { status: RegistrationRow['to'] } | null;
      }
    ).registration?.status ?? 'none';
  let id = 0;
  const decide = (cookie: string, decision: 'accept' | 'reject') =>
    rest(app, cookie, 'POST', `/api/competitions/${slug}/registrations/${id}/${decision}`);
  if (row.from !== 'none') {
    const registered = await register();
    expect(registered.statusCode).toBe(201);
    id = (registered.json() as { registration: { id: number } }).registration.id;
    if (row.from !== 'pending')
      expect((await decide(organizer.cookie, row.from === 'accepted' ? 'accept' : 'reject')).statusCode).toBe(200);
  }
  expect(await state()).toBe(row.from);
  expectOutcome(row, row.action === 'register' ? await register() : await decide(cookieOf(row, owner), row.action));
  expect(await state()).toBe(row.to);
}

// ---------------------------------------------------------------- finals invitation

async function runInvitation(row: InvitationRow) {
  const { slug } = await createCompetition(db, { stage: 'finals' });
  const owner = await signedIn(db);
  // Only eligible users are invited: an accepted competitor with a verified address.
  await makeCompetitor(db, owner.user.id);
  const invite = (cookie: string) =>
    rest(app, cookie, 'POST', `/api/competitions/${slug}/finalists`, {
      emails: [owner.user.email],
      invitation_expires_at: hoursFromNow(24).toISOString(),
    });
  const answer = (status: 'accepted' | 'declined') =>
    rest(
      app,
      owner.cookie,
      'POST',
      `/api/competitions/${slug}/finals/attendance`,
      status === 'declined'
        ? { status }
        : { status, hotel_day1: true, hotel_day2: false, travel_compensation: false, excuse_note: false },
    );
  const state = async (): Promise<InvitationRow['to']> => {
    const res = await rest(app, owner.cookie, 'GET', `/api/competitions/${slug}/finals/invitation`);
    if (res.statusCode === 404) return 'none';
    const { status, expired } = res.json() as { status: 'pending' | 'accepted' | 'declined'; expired: boolean };
    return status === 'pending' && expired ? 'pending, expired' : status;
  };
  if (row.from !== 'none') {
    expect((await invite(organizer.cookie)).json()).toMatchObject({ added_count: 1 });
    if (row.from === 'pending, expired') {
      await db
        .updateTable('finals_invitations')
        .set({ invitation_expires_at: sql`now() - interval '1 minute'` })
        .where('user_id', '=', owner.user.id)
        .execute();
    }
    if (row.from === 'accepted' || row.from === 'declined') expect((await answer(row.from)).statusCode).toBe(200);
  }
  expect(await state()).toBe(row.from);
  let res: Response;
  switch (row.action) {
    case 'invite':
      res = await invite(cookieOf(row, owner));
      break;
    case 'attend':
      res = await answer('accepted');
      break;
    case 'decline':
      res = await answer('declined');
      break;
    case 'remove':
      res = await rest(app, cookieOf(row, owner), 'DELETE', `/api/competitions/${slug}/finalists/${owner.user.id}`);
      break;
  }
  expectOutcome(row, res);
  expect(await state()).toBe(row.to);
}

// ---------------------------------------------------------------- competition stage

let stageCounter = 0;
async function runStage(row: StageRow) {
  stageCounter += 1;
  const owner = await signedIn(db);
  let slug: string;
  if (row.action === 'create') {
    slug = `prelaz-${stageCounter}-${Date.now().toString(36)}`;
    const res = await rest(app, organizer.cookie, 'POST', '/api/competitions', { name: 'Prelaz', slug });
    expectOutcome(row, res);
    expect(res.json()).toMatchObject({ stage: 'warmup', visibility: 'private' });
  } else {
    slug = (await createCompetition(db, { stage: row.from as 'warmup' | 'quals' | 'finals' })).slug;
    const to = row.action.replace('set ', '');
    expectOutcome(
      row,
      await rest(app, cookieOf(row, owner), 'PATCH', `/api/competitions/${slug}`, { name: 'Prelaz', stage: to }),
    );
  }
  const stored = await db.selectFrom('competitions').select('stage').where('slug', '=', slug).executeTakeFirstOrThrow();
  expect(stored.stage).toBe(row.to);
}

// ---------------------------------------------------------------- registration button

/** The registration window of a row, relative to the moment the row runs. */
function windowOf(from: ButtonRow['from']): { registration_starts_at: Date | null; registration_ends_at: Date | null } {
  const hours: Record<ButtonRow['from'], [start: number | null, end: number | null]> = {
    'start past, end future': [-1, 24],
    'start future, end future': [1, 24],
    'start past, end past': [-24, -1],
    'start past': [-1, null],
    'start future': [1, null],
    'end future': [null, 1],
    'end past': [null, -1],
    neither: [null, null],
  };
  const [start, end] = hours[from];
  return {
    registration_starts_at: start === null ? null : hoursFromNow(start),
    registration_ends_at: end === null ? null : hoursFromNow(end),
  };
}

async function runButton(row: ButtonRow) {
  const { slug } = await createCompetition(db, { stage: 'quals', ...windowOf(row.from) });
  const owner = await signedIn(db);
  await makeCompetitor(db, owner.user.id);
  const listed = (await rest(app, owner.cookie, 'GET', '/api/competitions')).json() as {
    slug: string;
    registration_open: boolean;
  }[];
  expect(listed.find((c) => c.slug === slug)?.registration_open).toBe(row.button === 'shown');
  expectOutcome(row, await rest(app, owner.cookie, 'POST', `/api/competitions/${slug}/registration`));
}

// ---------------------------------------------------------------- every row

const RUNNERS: [string, TransitionRow[], (row: never) => Promise<void>][] = [
  ['session', SESSION, runSession],
  ['login form', LOGIN_FORM, runLogin],
  ['password reset', PASSWORD_RESET, runPasswordReset],
  ['competitor application', COMPETITOR_APPLICATION, runApplication],
  ['competition registration', COMPETITION_REGISTRATION, runRegistration],
  ['finals invitation', FINALS_INVITATION, runInvitation],
  ['competition stage', COMPETITION_STAGE, runStage],
  ['registration button', REGISTRATION_BUTTON, runButton],
];

for (const [machine, rows, run] of RUNNERS) {
  describe(`spec section 4, ${machine}`, () => {
    for (const row of rows) it(describeRow(row), () => (run as (row: TransitionRow) => Promise<void>)(row));
  });
}

describe('the browser tests the table names', () => {
  it('exist, with these titles', () => {
    const root = path.resolve(import.meta.dirname, '../../..');
    for (const [file, title] of Object.values(IN_THE_BROWSER).flat()) {
      expect(readFileSync(path.join(root, file), 'utf8'), file).toContain(`it('${title}'`);
    }
  });
});
