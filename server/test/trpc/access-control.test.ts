import { describe, expect, it } from 'vitest';
import { REST_ROUTES } from '../../src/rest/routes';
import { appRouter } from '../../src/trpc/router';
import { TEST_ORIGIN, createTestApp } from '../support/app';
import { randomBytes } from 'node:crypto';
import { type SecondFactorState, createSession } from '../../src/services/auth/sessions';
import { hashToken } from '../../src/services/auth/crypto';
import { PASSWORD, createUser } from '../support/auth';
import { createCompetition, hoursFromNow, makeCompetitor } from '../support/competitions';
import { ascending } from '@ctf/shared/sort';

type Access = 'public' | 'user' | 'organizer' | 'admin' | 'mentor' | 'statistics';

/**
 * Who may call each procedure. Every procedure must be listed: a new one fails this test until
 * someone decides its access, and then the test proves the server enforces it.
 */
const ACCESS: Record<string, Access> = {
  'programme.seasons': 'public',
  'programme.myCategories': 'user',
  'programme.createSeason': 'organizer',
  'programme.renameSeason': 'organizer',
  'programme.deleteSeason': 'organizer',
  'programme.createCategory': 'organizer',
  'programme.updateCategory': 'organizer',
  'programme.deleteCategory': 'organizer',
  'programme.moveCategory': 'organizer',
  'organizer.stageGate.preview': 'organizer',
  'organizer.stageGate.confirm': 'organizer',
  'organizer.stageGate.seats': 'organizer',
  'organizer.stageGate.offerNext': 'organizer',
  'organizer.competitions.list': 'organizer',
  'organizer.competitions.get': 'organizer',
  'organizer.competitions.create': 'organizer',
  'organizer.competitions.update': 'organizer',
  'organizer.competitions.delete': 'organizer',
  'organizer.competitions.restore': 'organizer',
  'organizer.registrations.accept': 'organizer',
  'organizer.registrations.reject': 'organizer',
  'organizer.finalists.list': 'organizer',
  'organizer.finalists.page': 'organizer',
  'organizer.finalists.invite': 'organizer',
  'organizer.finalists.remove': 'organizer',
  'organizer.registrations.page': 'organizer',
  'organizer.registrations.decideMany': 'organizer',
  'organizer.finalists.inviteAccepted': 'organizer',
  'organizer.finalists.extend': 'organizer',
  'organizer.finalists.numbers': 'organizer',
  'organizer.finalists.setReminder': 'organizer',
  'organizer.announcements.list': 'organizer',
  'organizer.announcements.get': 'organizer',
  'organizer.announcements.count': 'organizer',
  'organizer.announcements.send': 'organizer',
  'organizer.results.get': 'organizer',
  'organizer.results.preview': 'organizer',
  'organizer.results.previewCtfd': 'organizer',
  'organizer.results.publish': 'organizer',
  'organizer.results.unpublish': 'organizer',
  'competitions.list': 'user',
  'competitions.get': 'user',
  'competitions.registration': 'user',
  'competitions.eligibility': 'user',
  'competitions.register': 'user',
  'competitions.ctfd': 'user',
  'competitions.invitation': 'user',
  'competitions.attend': 'user',
  'results.published': 'public',
  'results.bySeason': 'public',
  'admin.stats': 'admin',
  'admin.audit.list': 'admin',
  'admin.movingIn.import': 'admin',
  'admin.roster.list': 'admin',
  'admin.roster.get': 'admin',
  'admin.roster.candidates': 'admin',
  'admin.roster.create': 'admin',
  'admin.roster.update': 'admin',
  'admin.roster.addMember': 'admin',
  'admin.roster.removeMember': 'admin',
  'admin.roster.setReserve': 'admin',
  'admin.roster.confirm': 'admin',
  'admin.roster.reopen': 'admin',
  'admin.competitors.bulkDecide': 'admin',
  'admin.competitors.revoke': 'admin',
  'admin.competitors.setTeam': 'admin',
  'admin.institutions.merge': 'admin',
  'admin.users.erasurePreview': 'admin',
  'admin.users.markVerified': 'admin',
  'admin.users.resendVerification': 'admin',
  'admin.users.restore': 'admin',
  'admin.users.revokeSessions': 'admin',
  'admin.users.suspend': 'admin',
  'admin.users.list': 'admin',
  'admin.users.get': 'admin',
  'admin.users.update': 'admin',
  'admin.users.delete': 'admin',
  'admin.institutions.list': 'admin',
  'admin.institutions.get': 'admin',
  'admin.institutions.create': 'admin',
  'admin.institutions.update': 'admin',
  'admin.institutions.delete': 'admin',
  'admin.competitors.list': 'admin',
  'admin.competitors.get': 'admin',
  'admin.competitors.accept': 'admin',
  'admin.competitors.reject': 'admin',
  'admin.competitors.reconsider': 'admin',
  'admin.competitors.setInstitution': 'admin',
  'admin.competitors.releaseDiscord': 'admin',
  'admin.competitors.linkTypedSchool': 'admin',
  'admin.competitors.typedSchoolMoves': 'admin',
  'admin.ctfdClients': 'admin',
  'account.me': 'user',
  'competitors.me': 'user',
  'competitors.create': 'user',
  'competitors.updateMe': 'user',
  'competitors.simulateOutcome': 'user',
  'institutions.search': 'user',
  'auth.session': 'public',
  'auth.login': 'public',
  'auth.logout': 'public',
  'auth.register': 'public',
  'auth.resendVerification': 'public',
  'auth.verifyEmail': 'public',
  'auth.sendPasswordReset': 'public',
  'auth.resetPassword': 'public',
  'auth.verifySecondFactor': 'public',
  'account.secondFactor.status': 'user',
  'account.secondFactor.start': 'user',
  'account.secondFactor.confirm': 'user',
  'account.secondFactor.disable': 'user',
  'account.passkeys.list': 'user',
  'account.passkeys.registrationOptions': 'user',
  'account.passkeys.register': 'user',
  'account.passkeys.rename': 'user',
  'account.passkeys.delete': 'user',
  // The passkey sign-in: as the second step (a session waiting after the password) or on its own.
  'auth.passkey.methods': 'public',
  'auth.passkey.secondFactorOptions': 'public',
  'auth.passkey.verifySecondFactor': 'public',
  'auth.passkey.loginOptions': 'public',
  'auth.passkey.login': 'public',
  'account.security.sessions': 'user',
  'account.security.revokeSession': 'user',
  'account.security.revokeOtherSessions': 'user',
  'account.security.changePassword': 'user',
  'account.security.changeEmail': 'user',
  'account.exportData': 'user',
  'account.erasurePreview': 'user',
  'account.deleteAccount': 'user',
  'account.playgroundProgress': 'user',
  'account.refreshPlaygroundProgress': 'user',
  'auth.confirmEmailChange': 'public',
  'system.health': 'public',
  'institutions.list': 'user',
  'competitors.setMentorConsent': 'user',
  'mentors.requestAccess': 'user',
  'mentors.ownRequests': 'user',
  'mentors.confirmRequest': 'public',
  'mentors.institutionByJoinCode': 'public',
  'admin.mentors.requests': 'admin',
  'admin.mentors.decide': 'admin',
  'admin.mentors.bindings': 'admin',
  'admin.mentors.bind': 'admin',
  'admin.mentors.unbind': 'admin',
  'admin.mentors.joinCode': 'admin',
  'admin.mentors.rotateJoinCode': 'admin',
  'mentor.institutions': 'mentor',
  'mentor.students': 'mentor',
  'mentor.setDigest': 'mentor',
  'mentor.joinCode': 'mentor',
  // Certificates (issue 33): the public check, the holder's own list, the organizer's bulk issuing.
  'certificates.check': 'public',
  'certificates.own': 'user',
  'organizer.certificates.issue': 'organizer',
  'organizer.certificates.issueTeam': 'organizer',
  'organizer.certificates.progress': 'organizer',
  'organizer.certificates.list': 'organizer',
  'organizer.certificates.revoke': 'organizer',
  // The programme's figures: admins and reporters (statisticsProcedure).
  'stats.funnel': 'statistics',
};

const { app, db } = await createTestApp();
const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { type: 'query' | 'mutation' } }>;

/** Staff sessions have proved the second factor unless told otherwise (their areas require it). */
async function cookieFor(roles: string[], secondFactor: SecondFactorState = 'verified') {
  const user = await createUser(db, { roles });
  return (await createSession(db, { userId: user.id, secondFactor })).token;
}

let addresses = 0;
/**
 * A different client address for each call: the per-IP limits of the sign-in procedures would
 * otherwise answer 429 to whichever call of this file comes after the limit, in a shuffled order.
 */
function nextAddress() {
  addresses += 1;
  return `10.9.${Math.floor(addresses / 250) % 250}.${(addresses % 250) + 1}`;
}

function call(path: string, cookie?: string) {
  const type = procedures[path]!._def.type;
  return app.inject({
    remoteAddress: nextAddress(),
    method: type === 'query' ? 'GET' : 'POST',
    url: `/trpc/${path}`,
    headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
    cookies: cookie ? { session: cookie } : {},
    ...(type === 'mutation' ? { payload: '{}' } : {}),
  });
}

describe('every procedure has a declared access level', () => {
  it('lists exactly the procedures of the router', () => {
    expect(Object.keys(ACCESS).sort(ascending)).toEqual(Object.keys(procedures).sort(ascending));
  });
});

const RANK: Record<Exclude<Access, 'public'>, string[][]> = {
  user: [],
  organizer: [[], ['women4cyber'], ['admin'], ['reporter']],
  // A reporter reads the figures and nothing else of the admin area.
  admin: [[], ['women4cyber'], ['organizer'], ['reporter']],
  // An admin manages mentors but is not one: a mentor's view is of their own schools only.
  mentor: [[], ['admin'], ['organizer'], ['reporter']],
  statistics: [[], ['women4cyber'], ['organizer'], ['mentor']],
};

describe.each(Object.entries(ACCESS).filter(([, access]) => access !== 'public'))('%s (%s)', (path, access) => {
  it('refuses anonymous callers with 401', async () => {
    const res = await call(path);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: { data: { code: 'UNAUTHORIZED' } } });
  });

  it.each(RANK[access as Exclude<Access, 'public'>])('refuses a user with roles %j with 403', async (...roles) => {
    const res = await call(path, await cookieFor(roles));
    expect(res.statusCode).toBe(403);
  });
});

describe.each(
  Object.entries(ACCESS).filter(([, access]) => access === 'organizer' || access === 'admin' || access === 'mentor'),
)('%s (%s) needs the second factor', (path, access) => {
  it('refuses a session of the right role that has not proved it, with 403 SECOND_FACTOR_REQUIRED', async () => {
    const res = await call(path, await cookieFor([access], 'none'));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: { data: { code: 'SECOND_FACTOR_REQUIRED' } } });
  });

  it('lets the same role in once the session has proved it', async () => {
    const res = await call(path, await cookieFor([access], 'verified'));
    expect([401, 403]).not.toContain(res.statusCode);
  });
});

describe.each(REST_ROUTES.filter((route) => ACCESS[route.procedure] !== 'public'))('REST $method $path', (route) => {
  const access = ACCESS[route.procedure] as Exclude<Access, 'public'>;
  const url = `/api${route.path.replace(':slug', 'some-slug').replace(/:\w+/g, '1')}`;
  const restCall = (cookie?: string) =>
    app.inject({
      remoteAddress: nextAddress(),
      method: route.method,
      url,
      headers: {
        origin: TEST_ORIGIN,
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { 'content-type': 'application/json' }),
      },
      cookies: cookie ? { session: cookie } : {},
      ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: '{}' }),
    });

  it('refuses anonymous callers with 401', async () => {
    const res = await restCall();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it.each(RANK[access])('refuses a user with roles %j with 403', async (...roles) => {
    const res = await restCall(await cookieFor(roles));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
  });
});

// ---------------------------------------------------------------------------------------------
// The matrix: every procedure and every REST path × anonymous, user, competitor, organizer, admin.
// An allowed caller is never turned away at the door (401, or 403 for the role or the second
// factor); any other answer is the procedure's own (400 for the empty input, 404, a domain refusal).
// A refused caller gets 401 (anonymous) or 403.

type Caller = 'anonymous' | 'user' | 'competitor' | 'organizer' | 'admin' | 'reporter';
const CALLERS: Caller[] = ['anonymous', 'user', 'competitor', 'organizer', 'admin', 'reporter'];
const ALLOWED: Record<Access, Caller[]> = {
  public: CALLERS,
  user: ['user', 'competitor', 'organizer', 'admin', 'reporter'],
  organizer: ['organizer'],
  admin: ['admin'],
  // None of the matrix's callers is a mentor (the mentors' own tests let one in).
  mentor: [],
  statistics: ['admin', 'reporter'],
};
/** The codes of a refusal at the door; a procedure's own refusals have their own codes. */
const DOOR_CODES = ['UNAUTHORIZED', 'FORBIDDEN', 'SECOND_FACTOR_REQUIRED'];

const callerUsers = {
  user: await createUser(db),
  competitor: await createUser(db),
  organizer: await createUser(db, { roles: ['organizer'] }),
  admin: await createUser(db, { roles: ['admin'] }),
  reporter: await createUser(db, { roles: ['reporter'] }),
};
await makeCompetitor(db, callerUsers.competitor.id);

/** A fresh session per call: a procedure may end it (auth.logout) and the next call needs its own. */
async function sessionOf(caller: Caller) {
  if (caller === 'anonymous') return undefined;
  const staff = caller === 'organizer' || caller === 'admin' || caller === 'reporter';
  return (await createSession(db, { userId: callerUsers[caller].id, secondFactor: staff ? 'verified' : 'none' })).token;
}

function codeOf(res: { json: () => unknown }): string | undefined {
  try {
    const body = res.json() as { code?: string; error?: { data?: { code?: string } } } | null;
    return body?.error?.data?.code ?? body?.code;
  } catch {
    return undefined;
  }
}

function expectDoor(res: { statusCode: number; json: () => unknown }, caller: Caller, allowed: boolean) {
  if (allowed) {
    expect(res.statusCode).not.toBe(401);
    expect(res.statusCode === 403 && DOOR_CODES.includes(codeOf(res) ?? '') ? codeOf(res) : 'through').toBe('through');
  } else if (caller === 'anonymous') {
    expect(res.statusCode).toBe(401);
    expect(codeOf(res)).toBe('UNAUTHORIZED');
  } else {
    expect(res.statusCode).toBe(403);
    expect(codeOf(res)).toBe('FORBIDDEN');
  }
}

/**
 * Public procedures whose subject is a session: the second step of a sign-in answers for the
 * session waiting after the password (or a signed-in one), and without any it is 401 by itself.
 */
const SESSION_BOUND = ['auth.passkey.methods', 'auth.passkey.secondFactorOptions'];

const MATRIX = Object.entries(ACCESS).flatMap(([path, access]) =>
  CALLERS.map((caller) => ({
    path,
    access,
    caller,
    allowed: ALLOWED[access].includes(caller) && !(caller === 'anonymous' && SESSION_BOUND.includes(path)),
  })),
);

describe('the authorization matrix over every procedure', () => {
  it('the session-bound public procedures exist', () => {
    for (const path of SESSION_BOUND) expect(ACCESS[path]).toBe('public');
  });

  it.each(MATRIX)('$path ($access) as $caller: allowed $allowed', async ({ path, caller, allowed }) => {
    expectDoor(await call(path, await sessionOf(caller)), caller, allowed);
  });
});

/** File downloads beside the REST table, with their access. */
const FILE_ROUTES: { url: string; access: Access }[] = [
  { url: '/api/competitions/some-slug/finalists.csv', access: 'organizer' },
  { url: '/api/competitions/some-slug/registrations.csv', access: 'organizer' },
  { url: '/api/admin/users.csv', access: 'admin' },
  { url: '/api/admin/competitors.csv', access: 'admin' },
  { url: '/api/rosters/2147483647/roster.csv', access: 'admin' },
  { url: '/api/admin/export.zip', access: 'admin' },
  // Its holder's or staff's; for a code nothing has, every signed-in caller gets 404 alike.
  { url: '/api/certificates/0000-0000-0000-0000.pdf', access: 'user' },
];

const REST_MATRIX = [
  ...REST_ROUTES.map((route) => ({
    method: route.method,
    // Ids and a slug nothing has: an allowed admin's DELETE /users/:id must not remove a caller of this file.
    url: `/api${route.path.replace(':slug', 'no-such-slug').replace(/:\w+/g, '2147483647')}`,
    access: ACCESS[route.procedure]!,
  })),
  ...FILE_ROUTES.map((route) => ({ method: 'GET' as const, ...route })),
].flatMap((route) => CALLERS.map((caller) => ({ ...route, caller, allowed: ALLOWED[route.access].includes(caller) })));

describe('the authorization matrix over every REST path', () => {
  it('every REST path names a procedure with a declared access level, the same as its own', () => {
    for (const route of REST_ROUTES)
      expect([route.procedure, ACCESS[route.procedure]]).toEqual([route.procedure, route.access]);
  });

  it.each(REST_MATRIX)(
    '$method $url ($access) as $caller: allowed $allowed',
    async ({ method, url, caller, allowed }) => {
      const cookie = await sessionOf(caller);
      const withBody = method !== 'GET' && method !== 'DELETE';
      const res = await app.inject({
        remoteAddress: nextAddress(),
        method,
        url,
        headers: { origin: TEST_ORIGIN, ...(withBody ? { 'content-type': 'application/json' } : {}) },
        cookies: cookie ? { session: cookie } : {},
        ...(withBody ? { payload: '{}' } : {}),
      });
      expectDoor(res, caller, allowed);
    },
  );
});

// ---------------------------------------------------------------------------------------------
// Another user: what belongs to user A stays A's when user B calls with A's ids, slugs and names.

interface Owner {
  user: Awaited<ReturnType<typeof createUser>>;
  cookie: string;
  sessionId: string;
  passkeyId: number;
  passkeyName: string;
  credentialId: string;
  firstName: string;
  competitionSlug: string;
  finalsSlug: string;
}

/** Everything user A owns: a session, a passkey, an accepted application, a registration and a finals invitation. */
async function makeOwner(): Promise<Owner> {
  const user = await createUser(db);
  const marker = randomBytes(6).toString('hex');
  const firstName = `Vlasnica${marker}`;
  await makeCompetitor(db, user.id, { first_name: firstName, last_name: 'Vlasnić' });
  const { token } = await createSession(db, {
    userId: user.id,
    userAgent: `agent-${marker}`,
    secondFactor: 'verified',
  });
  const passkeyName = `kljuc-${marker}`;
  const credentialId = `cred${marker}`;
  const passkey = await db
    .insertInto('passkeys')
    .values({ user_id: user.id, name: passkeyName, credential_id: credentialId, public_key: randomBytes(32) })
    .returning('id')
    .executeTakeFirstOrThrow();
  const competition = await createCompetition(db, {
    registration_starts_at: hoursFromNow(-24),
    registration_ends_at: hoursFromNow(24),
  });
  await db
    .insertInto('competition_registrations')
    .values({
      competition_id: competition.id,
      user_id: user.id,
      first_name: firstName,
      last_name: 'Vlasnić',
      gender: 'female',
      date_of_birth: '2007-09-01',
      institution_name: 'Prva kragujevačka gimnazija',
    })
    .execute();
  const finals = await createCompetition(db, { stage: 'finals' });
  await db
    .insertInto('finals_invitations')
    .values({ competition_id: finals.id, user_id: user.id, invitation_expires_at: hoursFromNow(48) })
    .execute();
  return {
    user,
    cookie: token,
    sessionId: hashToken(token),
    passkeyId: passkey.id,
    passkeyName,
    credentialId,
    firstName,
    competitionSlug: competition.slug,
    finalsSlug: finals.slug,
  };
}

/** Every row that is A's, as text: a change by B to any of them shows. */
async function snapshotOf(userId: number) {
  const rows = await Promise.all([
    db.selectFrom('users').selectAll().where('id', '=', userId).execute(),
    db.selectFrom('sessions').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
    db.selectFrom('passkeys').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
    db.selectFrom('competitor_applications').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
    db.selectFrom('competition_registrations').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
    db.selectFrom('finals_invitations').selectAll().where('user_id', '=', userId).orderBy('competition_id').execute(),
    db.selectFrom('external_accounts').selectAll().where('user_id', '=', userId).execute(),
    db.selectFrom('recovery_codes').selectAll().where('user_id', '=', userId).execute(),
    db.selectFrom('email_change_tokens').selectAll().where('user_id', '=', userId).execute(),
  ]);
  return JSON.stringify(rows, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value));
}

type Owned =
  /** B calls with this input (naming A's objects where the procedure takes one). */
  | { input?: (a: Owner) => unknown; /** The answer B gets, when it must be exactly this. */ status?: number }
  | { none: string };

/**
 * Every account.*, competitors.* and competitions.* procedure: how another user B tries A's
 * objects through it. A new procedure under these names fails the test until it has a row.
 */
const OWNED: Record<string, Owned> = {
  'account.me': {},
  'account.exportData': {},
  'account.erasurePreview': {},
  'account.deleteAccount': { input: (a) => ({ password: PASSWORD, confirmation: a.user.username }) },
  'account.playgroundProgress': {},
  'account.refreshPlaygroundProgress': {},
  'account.secondFactor.status': {},
  'account.secondFactor.start': {},
  'account.secondFactor.confirm': { input: () => ({ code: '123456' }) },
  'account.secondFactor.disable': { input: () => ({ password: PASSWORD }) },
  'account.passkeys.list': {},
  'account.passkeys.registrationOptions': {},
  'account.passkeys.register': {
    none: 'adds a passkey to the caller from a WebAuthn answer to the caller’s own challenge; it names no existing object',
  },
  'account.passkeys.rename': {
    input: (a) => ({ id: a.passkeyId, name: 'Tuđi ključ', password: PASSWORD }),
    status: 404,
  },
  'account.passkeys.delete': { input: (a) => ({ id: a.passkeyId, password: PASSWORD }), status: 404 },
  'account.security.sessions': {},
  'account.security.revokeSession': { input: (a) => ({ id: a.sessionId }), status: 404 },
  'account.security.revokeOtherSessions': {},
  'account.security.changePassword': {
    input: () => ({ currentPassword: PASSWORD, newPassword: 'Drugi-Korisnik#2026!' }),
  },
  'account.security.changeEmail': { input: (a) => ({ password: PASSWORD, email: a.user.email }) },
  'competitors.me': {},
  'competitors.create': {
    input: (a) => ({
      first_name: a.firstName,
      last_name: 'Vlasnić',
      gender: 'female',
      date_of_birth: '2007-09-01',
      permanent_residence: 'Niš',
      shirt_size: 'M',
      institution_id: null,
      institution_name: 'Gimnazija',
    }),
  },
  'competitors.updateMe': { input: () => ({ permanent_residence: 'Subotica' }) },
  'competitors.simulateOutcome': { input: () => ({ outcome: 'rejected' }) },
  'competitors.setMentorConsent': { input: () => ({ mentor_consent: true }) },
  'competitions.list': {},
  'competitions.get': { input: (a) => ({ slug: a.competitionSlug }) },
  'competitions.registration': { input: (a) => ({ slug: a.competitionSlug }) },
  'competitions.eligibility': { input: (a) => ({ slug: a.competitionSlug }) },
  'competitions.register': { input: (a) => ({ slug: a.competitionSlug }) },
  'competitions.ctfd': { input: (a) => ({ slug: a.competitionSlug }) },
  'competitions.invitation': { input: (a) => ({ slug: a.finalsSlug }) },
  'competitions.attend': { input: (a) => ({ slug: a.finalsSlug, answer: { status: 'declined' } }) },
};

async function callWith(path: string, cookie: string, input: unknown) {
  const type = procedures[path]!._def.type;
  return type === 'query'
    ? app.inject({
        remoteAddress: nextAddress(),
        url: `/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`,
        cookies: { session: cookie },
      })
    : app.inject({
        remoteAddress: nextAddress(),
        method: 'POST',
        url: `/trpc/${path}`,
        headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
        cookies: { session: cookie },
        payload: input === undefined ? '{}' : JSON.stringify(input),
      });
}

/** B's call through the REST path of the same procedure, with A's slug in the path. */
function restCallWith(route: (typeof REST_ROUTES)[number], cookie: string, input: unknown) {
  const { slug, ...rest } = (input ?? {}) as { slug?: string } & Record<string, unknown>;
  const url = `/api${route.path.replace(':slug', slug ?? 'some-slug')}`;
  const payload = route.bodyField ? rest[route.bodyField] : rest;
  const withBody = route.method !== 'GET' && route.method !== 'DELETE';
  return app.inject({
    remoteAddress: nextAddress(),
    method: route.method,
    url,
    headers: { origin: TEST_ORIGIN, ...(withBody ? { 'content-type': 'application/json' } : {}) },
    cookies: { session: cookie },
    ...(withBody ? { payload: JSON.stringify(payload) } : {}),
  });
}

/** User A with everything A owns, and user B: a competitor too, second factor proved, so each call goes as far as it can. */
async function ownerAndOther() {
  const a = await makeOwner();
  const b = await createUser(db);
  await makeCompetitor(db, b.id);
  const bCookie = (await createSession(db, { userId: b.id, secondFactor: 'verified' })).token;
  return { a, bCookie };
}

async function expectNothingOfA(a: Owner, res: { statusCode: number; body: string }, input: unknown, before: string) {
  expect(res.statusCode).toBeLessThan(500);
  const sent = JSON.stringify(input ?? {});
  for (const marker of [a.user.email, a.user.username, a.firstName, a.sessionId, a.passkeyName, a.credentialId]) {
    if (!sent.includes(marker)) expect(res.body).not.toContain(marker);
  }
  expect(await snapshotOf(a.user.id)).toBe(before);
  // A's own session still works.
  expect((await callWith('account.security.sessions', a.cookie, undefined)).statusCode).toBe(200);
}

describe('another user cannot read or change what is mine', () => {
  it('every account, competitor and competition procedure has a row', () => {
    const owned = Object.keys(procedures).filter((path) => /^(account|competitors|competitions)\./.test(path));
    expect(Object.keys(OWNED).sort(ascending)).toEqual(owned.sort(ascending));
  });

  const rows = Object.entries(OWNED).filter(
    (entry): entry is [string, Exclude<Owned, { none: string }>] => !('none' in entry[1]),
  );
  it.each(rows)('%s: user B gets nothing of user A and changes nothing of A', async (path, row) => {
    const { a, bCookie } = await ownerAndOther();
    const before = await snapshotOf(a.user.id);
    const input = row.input?.(a);
    const res = await callWith(path, bCookie, input);
    if (row.status !== undefined) {
      expect(res.statusCode).toBe(row.status);
      expect(codeOf(res)).toBe('NOT_FOUND');
    }
    await expectNothingOfA(a, res, input, before);
  });

  const restRows = REST_ROUTES.filter((route) => {
    const row = OWNED[route.procedure];
    return row !== undefined && !('none' in row);
  });
  it.each(restRows)('REST $method $path: user B gets nothing of user A and changes nothing of A', async (route) => {
    const { a, bCookie } = await ownerAndOther();
    const before = await snapshotOf(a.user.id);
    const input = (OWNED[route.procedure] as Exclude<Owned, { none: string }>).input?.(a);
    await expectNothingOfA(a, await restCallWith(route, bCookie, input), input, before);
  });
});
