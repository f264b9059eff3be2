import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/app';
import { createUser, endSignInWaits, loggedInCookie, postChecked, waitForMail } from '../support/auth';
import { rpc } from '../support/calls';
import { createSession } from '../../src/services/auth/sessions';
import { sealSecret } from '../../src/services/secrets/sealed';
import { newCertificateCode } from '../../src/services/certificates/codes';
import { createCompetition, hoursFromNow, makeCompetitor } from '../support/competitions';
import { byJson } from '@ctf/shared/sort';

const { app, db, config } = await createTestApp();

const login = (user: { username: string; password: string }, userAgent = 'Mozilla/5.0 (X11; Linux) Firefox/140.0') =>
  loggedInCookie(app, user, { 'user-agent': userAgent });

/** A user with something in every table the download reads. */
async function userWithHistory() {
  const user = await createUser(db);
  await makeCompetitor(db, user.id);
  await db
    .insertInto('external_accounts')
    .values({ user_id: user.id, provider: 'github', provider_user_id: `gh-${user.id}`, username: `gh${user.id}` })
    .execute();
  const application = await db
    .selectFrom('competitor_applications')
    .select(['id', 'first_name', 'last_name', 'date_of_birth', 'gender'])
    .where('user_id', '=', user.id)
    .executeTakeFirstOrThrow();
  const quals = await createCompetition(db, { stage: 'quals' });
  const finals = await createCompetition(db, { stage: 'finals' });
  await db
    .insertInto('competition_registrations')
    .values({
      competition_id: quals.id,
      user_id: user.id,
      status: 'accepted',
      first_name: application.first_name,
      last_name: application.last_name,
      date_of_birth: application.date_of_birth,
      gender: application.gender,
    })
    .execute();
  await db
    .insertInto('finals_invitations')
    .values({ competition_id: finals.id, user_id: user.id, invitation_expires_at: hoursFromNow(48) })
    .execute();
  // Published under the username in another case, as a scoreboard export may write it.
  await db
    .insertInto('competition_results')
    .values({ competition_id: quals.id, place: 7, score: 1234, username: user.username.toUpperCase() })
    .execute();
  await db
    .insertInto('audit_log')
    .values([
      { action: 'competitor.accept', actor_username: 'admin_x', target_type: 'competitor', target_id: application.id },
      { action: 'user.update', actor_username: 'admin_x', target_type: 'user', target_id: user.id },
    ])
    .execute();
  return { user, application, quals, finals };
}

interface OwnData {
  user: Record<string, unknown>;
  linked_accounts: { provider: string; provider_user_id: string; username: string }[];
  competitor_applications: { id: number; first_name: string; status: string }[];
  competition_registrations: { competition: string; status: string }[];
  finals_invitations: { competition: string; status: string }[];
  results: { competition: string; place: number; score: number }[];
  devices: Record<string, unknown>[];
  audit_entries: { action: string; target_type: string; target_id: number }[];
  mail: { subject: string }[];
  mentoring: { institution: string }[];
  mentor_requests: { institution: string; status: string }[];
  playground_solves: { category: string; solves: number }[];
  certificates: { code: string; kind: string; competition_name: string | null }[];
}

describe('downloading own data', () => {
  it('holds every row about the user, without secrets and without anyone else', async () => {
    const { user, application, quals, finals } = await userWithHistory();
    const other = await userWithHistory();
    const cookie = await login(user, 'Mozilla/5.0 (iPhone) Safari');
    await login(other.user);

    const data = await rpc<OwnData>(app, cookie, 'account.exportData', undefined, 'query');

    expect(data.user).toMatchObject({ id: user.id, username: user.username, email: user.email });
    expect(Object.keys(data.user)).not.toContain('password_hash');
    expect(data.linked_accounts.map((l) => [l.provider, l.provider_user_id]).sort(byJson)).toEqual([
      ['discord', `d-${user.id}`],
      ['github', `gh-${user.id}`],
    ]);
    expect(data.competitor_applications).toEqual([
      expect.objectContaining({ id: application.id, first_name: 'Jovana', status: 'accepted' }),
    ]);
    expect(data.competition_registrations).toEqual([
      expect.objectContaining({ competition: quals.slug, status: 'accepted' }),
    ]);
    expect(data.finals_invitations).toEqual([expect.objectContaining({ competition: finals.slug, status: 'pending' })]);
    expect(data.results).toEqual([expect.objectContaining({ competition: quals.slug, place: 7, score: 1234 })]);
    expect(data.devices).toEqual([
      expect.objectContaining({ user_agent: 'Mozilla/5.0 (iPhone) Safari', ip: '127.0.0.1' }),
    ]);
    expect(Object.keys(data.devices[0]!)).not.toContain('id');
    expect(data.audit_entries.map((a) => [a.action, a.target_type, a.target_id]).sort(byJson)).toEqual([
      ['competitor.accept', 'competitor', application.id],
      ['user.update', 'user', user.id],
    ]);

    // Nothing of the other user, and no hash or token anywhere.
    const text = JSON.stringify(data);
    expect(text).not.toContain(other.user.username);
    expect(text).not.toContain(other.user.email);
    expect(text).not.toContain(other.quals.slug);
    expect(text).not.toContain(String(other.application.id) + ',"target_type"');
    expect(text).not.toMatch(/\$argon2/);
    const hashes = await db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute();
    for (const { id } of hashes) expect(text).not.toContain(id);
  });

  it("holds the programme's rows too: the schools mentored and asked for, the playground figures, the certificates", async () => {
    const { user, quals } = await userWithHistory();
    const other = await userWithHistory();
    const school = await db
      .insertInto('institutions')
      .values({
        name: `Škola ${user.id}`,
        city: 'Niš',
        region: 'juzno_istocna_srbija',
        type: 'high_school',
        search_key: '',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('mentor_institutions').values({ user_id: user.id, institution_id: school.id }).execute();
    await db
      .insertInto('mentor_requests')
      .values({ user_id: user.id, institution_id: school.id, confirmation: 'admin', status: 'approved' })
      .execute();
    await db
      .insertInto('playground_solves')
      .values([
        { user_id: user.id, category: 'web', solves: 5, read_at: new Date() },
        { user_id: other.user.id, category: 'crypto', solves: 9, read_at: new Date() },
      ])
      .execute();
    const season = await db
      .selectFrom('competitions')
      .select('season_id')
      .where('id', '=', quals.id)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('certificates')
      .values({
        code: newCertificateCode(),
        user_id: user.id,
        kind: 'participation',
        season_id: season.season_id,
        holder_name: 'Jovana Test',
        season_name: 'S',
        competition_name: quals.name,
        competition_id: quals.id,
        search_key: '',
      })
      .execute();

    const data = await rpc<OwnData>(app, await login(user), 'account.exportData', undefined, 'query');

    expect(data.competitor_applications).toEqual([expect.objectContaining({ mentor_consent: false })]);
    expect(data.mentoring).toEqual([expect.objectContaining({ institution: `Škola ${user.id}` })]);
    expect(data.mentor_requests).toEqual([
      expect.objectContaining({ institution: `Škola ${user.id}`, status: 'approved' }),
    ]);
    expect(data.playground_solves).toEqual([expect.objectContaining({ category: 'web', solves: 5 })]);
    expect(data.certificates).toEqual([
      expect.objectContaining({ kind: 'participation', competition_name: quals.name }),
    ]);
  });

  it("lists the account's mail, to its address and to the one it asked for", async () => {
    const user = await createUser(db, { language: 'en' });
    const cookie = await login(user);
    // Asking for a new address sends it a link and tells the current one.
    await rpc(app, cookie, 'account.security.changeEmail', { password: user.password, email: `n${user.email}` });
    const [notice] = await waitForMail(db, user.email);
    const [link] = await waitForMail(db, `n${user.email}`);
    const data = await rpc<OwnData>(app, cookie, 'account.exportData', undefined, 'query');
    const subjects = data.mail.map((m) => m.subject);
    expect(subjects).toHaveLength(2);
    expect(subjects).toEqual(expect.arrayContaining([notice!.subject, link!.subject]));
  });

  it('is refused without a session', async () => {
    const res = await app.inject({ method: 'GET', url: '/trpc/account.exportData' });
    expect(res.statusCode).toBe(401);
  });
});

async function answerOf(promise: Promise<unknown>) {
  return promise.then(
    () => null,
    (error: { code: string; status: number; message: string }) => ({
      code: error.code,
      status: error.status,
      message: error.message,
    }),
  );
}

/** account.deleteAccount as the browser sends it; the answer's JSON. */
async function deleteCall(cookie: string, input: Record<string, string>) {
  const answer = await app.inject({
    method: 'POST',
    url: '/trpc/account.deleteAccount',
    cookies: { session: cookie },
    headers: { origin: 'http://localhost:3000', 'content-type': 'application/json', 'accept-language': 'en' },
    payload: JSON.stringify(input),
  });
  return { status: answer.statusCode, body: answer.json() as { error?: { data: Record<string, unknown> } } };
}

describe("deleting one's own account", () => {
  it("refuses a wrong password and a wrong confirmation, in the caller's language, and keeps everything", async () => {
    const { user } = await userWithHistory();
    const cookie = await login(user);
    const wrong = await app.inject({
      method: 'POST',
      url: '/trpc/account.deleteAccount',
      cookies: { session: cookie },
      headers: { origin: 'http://localhost:3000', 'content-type': 'application/json', 'accept-language': 'sr' },
      payload: JSON.stringify({ password: 'Pogresna#1', confirmation: user.username }),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      error: { message: 'Лозинка није исправна.', data: { code: 'PASSWORD_INCORRECT' } },
    });
    // The form shows each refusal under its own field.
    expect(wrong.json().error.data.fieldErrors).toEqual({ password: ['passwordIncorrect'] });
    const mismatch = await deleteCall(cookie, { password: user.password, confirmation: 'nije-to' });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error?.data).toMatchObject({
      code: 'CONFIRMATION_MISMATCH',
      fieldErrors: { confirmation: ['confirmationMismatch'] },
    });
    expect(Object.keys(mismatch.body.error?.data.fieldErrors as object)).toEqual(['confirmation']);
    expect(await db.selectFrom('users').select('id').where('id', '=', user.id).executeTakeFirst()).toBeDefined();
    await expect(rpc(app, cookie, 'account.me', undefined, 'query')).resolves.toBeDefined();
  });

  it('erases the user with the admin erasure rules and signs out every device', async () => {
    const { user, quals } = await userWithHistory();
    const other = await userWithHistory();
    // Someone else's published row in the same competition.
    await db
      .insertInto('competition_results')
      .values({ competition_id: quals.id, place: 1, score: 9000, username: other.user.username })
      .execute();
    const phone = await login(user, 'Phone');
    const laptop = await login(user, 'Laptop');

    expect(await rpc(app, laptop, 'account.erasurePreview', undefined, 'query')).toEqual({
      applications: 1,
      registrations: 1,
      invitations: 1,
      results: 1,
    });
    const res = await app.inject({
      method: 'POST',
      url: '/trpc/account.deleteAccount',
      cookies: { session: laptop },
      headers: { origin: 'http://localhost:3000', 'content-type': 'application/json', 'accept-language': 'en' },
      payload: JSON.stringify({ password: user.password, confirmation: ` ${user.username.toUpperCase()} ` }),
    });
    expect(res.json()).toEqual({ result: { data: { message: 'Your account and its data have been deleted.' } } });
    // This browser's cookie is cleared.
    expect(res.cookies.find((c) => c.name === 'session')?.value ?? '').toBe('');

    expect(await db.selectFrom('users').select('id').where('id', '=', user.id).executeTakeFirst()).toBeUndefined();
    expect(await db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
    expect(await answerOf(rpc(app, phone, 'account.me', undefined, 'query'))).toMatchObject({ code: 'UNAUTHORIZED' });
    expect(
      (await postChecked(app, '/api/auth/login', { username: user.username, password: user.password })).statusCode,
    ).toBe(401);

    // As the privacy notice says: the user's results rows are gone from the published results,
    // everyone else's stay with their places; the audit log keeps who was erased and the counts.
    const rows = await db
      .selectFrom('competition_results')
      .select(['username', 'place'])
      .where('competition_id', '=', quals.id)
      .execute();
    expect(rows).toEqual([{ username: other.user.username, place: 1 }]);
    const entry = await db
      .selectFrom('audit_log')
      .select(['action', 'actor_id', 'actor_username', 'target_label', 'before'])
      .where('target_type', '=', 'user')
      .where('target_id', '=', user.id)
      .where('action', '=', 'account.delete')
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({
      actor_id: null,
      actor_username: user.username,
      target_label: user.username,
      before: { removed: { applications: 1, registrations: 1, invitations: 1, results: 1 } },
    });
    // The other user is untouched.
    await expect(rpc(app, await login(other.user), 'account.me', undefined, 'query')).resolves.toBeDefined();
  });

  it('asks for the second factor when the account has one', async () => {
    const user = await createUser(db);
    const secret = new Secret({ size: 20 }).base32;
    await db
      .updateTable('users')
      .set({ totp_enabled_at: new Date(), totp_secret: sealSecret(config.totpSecretKey, secret) })
      .where('id', '=', user.id)
      .execute();
    const { cookie } = await signedInAs(user.id);
    const withoutCode = await deleteCall(cookie, { password: user.password, confirmation: user.username });
    expect(withoutCode.status).toBe(400);
    expect(withoutCode.body.error?.data).toMatchObject({ code: 'SECOND_FACTOR_INVALID' });
    expect(withoutCode.body.error?.data.fieldErrors).toEqual({ code: ['secondFactorRequired'] });
    expect(
      await answerOf(
        rpc(app, cookie, 'account.deleteAccount', {
          password: user.password,
          confirmation: user.username,
          code: '000000',
        }),
      ),
    ).toMatchObject({ code: 'SECOND_FACTOR_INVALID' });
    expect(await db.selectFrom('users').select('id').where('id', '=', user.id).executeTakeFirst()).toBeDefined();

    // A wrong code makes the account wait (as at login); the test's clock moves past that wait.
    await endSignInWaits(db, user.id);
    const code = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate();
    await rpc(app, cookie, 'account.deleteAccount', { password: user.password, confirmation: user.username, code });
    expect(await db.selectFrom('users').select('id').where('id', '=', user.id).executeTakeFirst()).toBeUndefined();
  });
});

async function signedInAs(userId: number) {
  const { token } = await createSession(db, { userId, secondFactor: 'verified' });
  return { cookie: token };
}
