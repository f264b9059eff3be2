import { describe, expect, it } from 'vitest';
import { type RestAccess, REST_ROUTES, type RestRoute } from '../../src/rest/routes';
import {
  type MailedTokenRequest,
  VERIFICATION_TOKEN_TTL_MS,
  issueMailedToken,
} from '../../src/services/auth/mailed-tokens';
import { insertMissingInstitutions } from '../../src/services/institutions/institutions';
import { createTestApp } from '../support/app';
import { capacityScenarios } from './capacity-scenarios';
import { PASSWORD } from '../support/auth';
import { createCompetition, hoursFromNow, linkDiscord, makeCompetitor } from '../support/competitions';
import { createInstitution } from '../support/competitors';
import { type CategoryValues, createSeason, ROSTER_RULES } from '../support/programme';
import {
  type Answer,
  type Caller,
  type OpenApiDocument,
  type Role,
  answerValidator,
  botCheckToken,
  call,
  listen,
  signedInAs,
} from './http-client';
import { ascending } from '@ctf/shared/sort';

// Spec section 7 from the outside: each path called over real HTTP by every role that may use it,
// its answer checked against the OpenAPI document and for the field the spec names.

const { app, db } = await createTestApp();
const base = await listen(app);
const document = (await call(base, {}, 'GET', '/api/openapi.json')).body as OpenApiDocument;
const validateAnswer = answerValidator(document);

type Who = 'anonymous' | 'user' | 'organizer' | 'admin' | 'reporter' | 'mentor';
const ROLES_OF: Record<Exclude<Who, 'anonymous'>, Role[]> = {
  user: [],
  organizer: ['organizer'],
  admin: ['admin'],
  reporter: ['reporter'],
  mentor: ['mentor'],
};
const ALLOWED: Record<RestAccess, Who[]> = {
  public: ['anonymous', 'user'],
  user: ['user', 'organizer', 'admin'],
  organizer: ['organizer'],
  admin: ['admin'],
  statistics: ['admin', 'reporter'],
  mentor: ['mentor'],
};
const REFUSED: Record<RestAccess, Who[]> = {
  public: [],
  user: ['anonymous'],
  organizer: ['anonymous', 'user', 'admin', 'reporter', 'mentor'],
  admin: ['anonymous', 'user', 'organizer', 'reporter', 'mentor'],
  statistics: ['anonymous', 'user', 'organizer', 'mentor'],
  // An admin manages mentors but sees no school's students.
  mentor: ['anonymous', 'user', 'organizer', 'admin', 'reporter'],
};

const callerFor = async (who: Who): Promise<Caller> => (who === 'anonymous' ? {} : signedInAs(db, ROLES_OF[who]));

const [institutionId, otherInstitutionId] = await (async () => {
  const city = `Grad ${Date.now().toString(36)}`;
  await insertMissingInstitutions(db, [
    { name: 'Gimnazija Ugovor', city, region: 'beograd', type: 'high_school', contact_email: 'skola@example.org' },
    { name: 'Fakultet Ugovor', city, region: 'vojvodina', type: 'university', notes: 'napomena' },
  ]);
  const rows = await db.selectFrom('institutions').select('id').where('city', '=', city).orderBy('id').execute();
  return rows.map((row) => row.id);
})();

const person = {
  first_name: 'Mila',
  last_name: 'Jovanović',
  gender: 'female',
  date_of_birth: '2006-04-02',
  permanent_residence: 'Valjevo',
  shirt_size: 'M',
};

/** A pending application of a new user; its id. */
async function pendingApplication() {
  const applicant = await signedInAs(db);
  const row = await db
    .insertInto('competitor_applications')
    .values({ user_id: applicant.user.id, ...person, institution_name: 'Ručno upisana škola' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A pending registration of a new competitor for this competition; its id. */
async function pendingRegistration(competitionId: number) {
  const registrant = await signedInAs(db);
  const row = await db
    .insertInto('competition_registrations')
    .values({
      competition_id: competitionId,
      user_id: registrant.user.id,
      first_name: person.first_name,
      last_name: person.last_name,
      gender: person.gender,
      date_of_birth: person.date_of_birth,
      institution_id: institutionId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function invite(competitionId: number, userId: number) {
  await db
    .insertInto('finals_invitations')
    .values({ competition_id: competitionId, user_id: userId, invitation_expires_at: hoursFromNow(24) })
    .execute();
}

const competitionFields = {
  name: 'Ugovorno takmičenje',
  visibility: 'public',
  stage: 'quals',
  starts_at: hoursFromNow(48).toISOString(),
  ends_at: hoursFromNow(52).toISOString(),
  registration_starts_at: hoursFromNow(-1).toISOString(),
  registration_ends_at: hoursFromNow(24).toISOString(),
  required_role: null,
};

const uniqueSlug = () => `ugovor-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
const uniqueEmail = () => `novi_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.org`;
const uniqueSeasonName = () => `S-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
const JUNIOR = { code: 'junior', name: 'Juniori', age_max: 20, reference_date: '2025-12-01' };
const newSeason = (categories: CategoryValues[] = []) => createSeason(db, categories, uniqueSeasonName());
async function newCategory() {
  const season = await newSeason([JUNIOR]);
  return db.selectFrom('season_categories').select('id').where('season_id', '=', season.id).executeTakeFirstOrThrow();
}

/** A qualification won by a junior, and a finals competition, both in a season with a junior category. */
async function gateFixture() {
  const season = await newSeason([JUNIOR]);
  const quals = await createCompetition(db, { stage: 'quals' });
  const finals = await createCompetition(db, { stage: 'finals' });
  await db.updateTable('competitions').set({ season_id: season.id }).where('id', 'in', [quals.id, finals.id]).execute();
  const junior = (await signedInAs(db)).user;
  await makeCompetitor(db, junior.id, { date_of_birth: '2009-01-01' });
  await db
    .insertInto('competition_results')
    .values({ competition_id: quals.id, place: 1, username: junior.username, score: 100 })
    .execute();
  return { quals, finals, junior };
}
const gateExpiry = () => hoursFromNow(72).toISOString();
/** The token a mail of this kind would carry to this user. */
const mailedToken = (user: { id: number; email: string }, table: MailedTokenRequest['table'], ttlMs: number) =>
  issueMailedToken(db, { table, userId: user.id, email: user.email, ttlMs });

/** A draft roster in a new season; with `player`, an accepted competitor of 19 on it. */
async function rosterFixture({ player = false } = {}) {
  const season = await newSeason();
  const roster = await db
    .insertInto('team_rosters')
    .values({ season_id: season.id, ...ROSTER_RULES })
    .returning(['id', 'version'])
    .executeTakeFirstOrThrow();
  const competitor = (await signedInAs(db)).user;
  await makeCompetitor(db, competitor.id, { date_of_birth: '2007-01-01' });
  if (player)
    await db.insertInto('team_roster_members').values({ roster_id: roster.id, user_id: competitor.id }).execute();
  return { season, roster, competitor };
}

interface Prepared {
  path: string;
  body?: unknown;
  botCheck?: boolean;
  /** What the spec says the answer carries. */
  check: (body: never, answer: Answer) => void | Promise<void>;
}
type Scenario = (caller: Caller, who: Who) => Promise<Prepared>;

/** A mail asked for an address nobody has: the answer says the same as for one that exists. */
const mailAsked =
  (path: string, message: string): Scenario =>
  async () => ({
    path,
    body: { email: uniqueEmail() },
    botCheck: true,
    check: (body: { message: string }) => expect(body.message).toBe(message),
  });

/** An organizer's decision on a pending registration: the answer is the registration in its new status. */
const registrationDecided =
  (decision: 'accept' | 'reject', status: 'accepted' | 'rejected'): Scenario =>
  async () => {
    const competition = await createCompetition(db, { stage: 'quals' });
    const id = await pendingRegistration(competition.id);
    return {
      path: `/api/competitions/${competition.slug}/registrations/${id}/${decision}`,
      check: (body: unknown) => expect(body).toMatchObject({ id, status }),
    };
  };

const signedInUser = (caller: Caller) => {
  if (!caller.user) throw new Error('this scenario needs a logged-in caller');
  return caller.user;
};

interface Paged {
  data: Record<string, unknown>[];
  meta: { total: number; per_page: number; page: number };
}

/** One scenario per path of the REST table: the call as a client written from the spec makes it. */
const SCENARIOS: Record<string, Scenario> = {
  'GET /auth/session': async (caller) => ({
    path: '/api/auth/session',
    check: (body: { user: Record<string, unknown> | null }) => {
      if (!caller.user) return expect(body).toEqual({ user: null });
      expect(body.user).toMatchObject({ id: caller.user.id, username: caller.user.username, discord_id: null });
    },
  }),
  'POST /auth/login': async () => {
    const account = await signedInAs(db);
    return {
      path: '/api/auth/login',
      body: { username: account.user.username, password: PASSWORD },
      botCheck: true,
      check: (body: { message: string }, answer) => {
        expect(body.message).toBe('You are logged in.');
        expect(answer.headers.get('set-cookie')).toMatch(/^session=\w+/);
      },
    };
  },
  'POST /auth/logout': async () => ({
    path: '/api/auth/logout',
    check: (body: { message: string }) => expect(body.message).toBe('You are logged out.'),
  }),
  'POST /auth/register': async () => {
    const username = `novi_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
    return {
      path: '/api/auth/register',
      body: {
        username,
        email: `${username}@example.org`,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        consent: true,
      },
      botCheck: true,
      check: (body: { message: string }) => expect(body.message).toMatch(/^Registration successful/),
    };
  },
  'POST /auth/email-verification/resend': mailAsked(
    '/api/auth/email-verification/resend',
    'If the email exists, a verification email has been sent.',
  ),
  'POST /auth/email-verification/verify': async () => {
    const account = await signedInAs(db);
    await db.updateTable('users').set({ email_verified_at: null }).where('id', '=', account.user.id).execute();
    const token = await mailedToken(account.user, 'email_verification_tokens', VERIFICATION_TOKEN_TTL_MS);
    return {
      path: '/api/auth/email-verification/verify',
      body: { token },
      check: (body: { message: string }) => expect(body.message).toMatch(/verified/),
    };
  },
  'POST /auth/password-reset/send': mailAsked(
    '/api/auth/password-reset/send',
    'If the email exists, a password reset email has been sent.',
  ),
  'POST /auth/password-reset/reset': async () => {
    const account = await signedInAs(db);
    const token = await mailedToken(account.user, 'password_reset_tokens', 60_000);
    return {
      path: '/api/auth/password-reset/reset',
      body: { password: 'Nova#Lozinka2026', token },
      botCheck: true,
      check: (body: { message: string }) => expect(body.message).toMatch(/password has been changed/),
    };
  },
  'GET /competitors/@me': async (caller) => {
    await makeCompetitor(db, signedInUser(caller).id);
    return {
      path: '/api/competitors/@me',
      check: (body) =>
        expect(body).toMatchObject({
          type: 'approved',
          status: 'accepted',
          first_name: 'Jovana',
          last_name: 'Marković',
          date_of_birth: '2007-09-01',
          gender: 'female',
          shirt_size: 'S',
          permanent_residence: 'Kragujevac',
          institution: null,
          institution_name: 'Prva kragujevačka gimnazija',
          ctf_team: true,
        }),
    };
  },
  'POST /competitors/@me': async (caller) => {
    await linkDiscord(db, signedInUser(caller).id);
    // The spec's payload: either institution_id or institution_name, the other left out.
    return {
      path: '/api/competitors/@me',
      body: { ...person, institution_id: institutionId },
      check: (body) =>
        expect(body).toMatchObject({
          type: 'pending',
          status: 'pending',
          ...person,
          institution: { id: institutionId, name: 'Gimnazija Ugovor' },
          institution_name: null,
        }),
    };
  },
  'PATCH /competitors/@me': async (caller) => {
    await makeCompetitor(db, signedInUser(caller).id);
    return {
      path: '/api/competitors/@me',
      body: { ctf_team: false },
      check: (body) => expect(body).toMatchObject({ type: 'approved', ctf_team: false, joined_team_at: null }),
    };
  },
  'GET /competitors': async () => {
    const id = await pendingApplication();
    return {
      path: '/api/competitors?page=1&per_page=10&sort=created_at&direction=desc',
      check: (body: Paged) => {
        expect(body.meta).toMatchObject({ page: 1, per_page: 10 });
        expect(body.meta.total).toBeGreaterThanOrEqual(1);
        expect(body.data.find((row) => row.id === id)).toMatchObject({ user: { username: expect.any(String) } });
      },
    };
  },
  'GET /competitors/pending': async () => {
    await pendingApplication();
    return {
      path: '/api/competitors/pending?per_page=25',
      check: (body: Paged) => {
        expect(body.meta.per_page).toBe(25);
        expect(body.data.length).toBeGreaterThanOrEqual(1);
        expect(body.data.every((row) => row.status === 'pending')).toBe(true);
      },
    };
  },
  'POST /competitors/pending/:id/approve': async () => {
    const id = await pendingApplication();
    return {
      path: `/api/competitors/pending/${id}/approve`,
      check: (body) => expect(body).toMatchObject({ id, status: 'accepted', ctf_team: true }),
    };
  },
  'POST /competitors/pending/:id/reject': async () => {
    const id = await pendingApplication();
    return {
      path: `/api/competitors/pending/${id}/reject`,
      body: { message: 'Nedostaje potvrda škole' },
      check: (body) =>
        expect(body).toMatchObject({ id, status: 'rejected', rejection_reason: 'Nedostaje potvrda škole' }),
    };
  },
  'PATCH /competitors/pending/:id': async () => {
    const id = await pendingApplication();
    return {
      path: `/api/competitors/pending/${id}`,
      body: { institution_id: otherInstitutionId },
      check: (body) =>
        expect(body).toMatchObject({ id, institution: { id: otherInstitutionId }, institution_name: null }),
    };
  },
  'GET /institutions': async (_caller, who) => ({
    path: '/api/institutions?search=ugovor&sort=name&direction=desc&per_page=10',
    check: (body: Paged) => {
      expect(body.meta).toMatchObject({ total: 2, per_page: 10 });
      expect(body.data.map((row) => row.name)).toEqual(['Gimnazija Ugovor', 'Fakultet Ugovor']);
      // Contact email and notes are for admins only.
      for (const row of body.data) expect('contact_email' in row && 'notes' in row).toBe(who === 'admin');
    },
  }),
  'GET /institutions/:id': async () => ({
    path: `/api/institutions/${institutionId}`,
    check: (body) =>
      expect(body).toMatchObject({ id: institutionId, name: 'Gimnazija Ugovor', contact_email: 'skola@example.org' }),
  }),
  'POST /institutions': async () => {
    const name = `Škola ${Date.now().toString(36)}`;
    return {
      path: '/api/institutions',
      body: {
        name,
        city: 'Sombor',
        region: 'vojvodina',
        type: 'high_school',
        contact_email: 'a@example.org',
        notes: '',
      },
      check: (body) => expect(body).toMatchObject({ name, city: 'Sombor', notes: null, id: expect.any(Number) }),
    };
  },
  'PATCH /institutions/:id': async () => {
    const { id } = await createInstitution(db, { name: `Izmena ${Date.now()}`, region: 'other', type: 'other' });
    return {
      path: `/api/institutions/${id}`,
      body: { city: 'Pirot' },
      check: (body) => expect(body).toMatchObject({ id, city: 'Pirot', region: 'other' }),
    };
  },
  'DELETE /institutions/:id': async () => {
    const { id } = await createInstitution(db, { name: `Brisanje ${Date.now()}` });
    return { path: `/api/institutions/${id}`, check: (body) => expect(body).toEqual({ ok: true }) };
  },
  'GET /users': async () => ({
    path: '/api/users?page=1&per_page=10',
    check: (body: Paged) => {
      expect(body.meta).toMatchObject({ page: 1, per_page: 10 });
      expect(body.meta.total).toBeGreaterThan(0);
      expect(body.data.length).toBeLessThanOrEqual(10);
    },
  }),
  'GET /users/:id': async () => {
    const target = await signedInAs(db, ['women4cyber']);
    return {
      path: `/api/users/${target.user.id}`,
      check: (body) =>
        expect(body).toMatchObject({
          id: target.user.id,
          username: target.user.username,
          email: target.user.email,
          roles: ['women4cyber'],
          audit: [],
        }),
    };
  },
  'PATCH /users/:id': async () => {
    const target = await signedInAs(db);
    const email = uniqueEmail();
    // The spec's payload carries the username too; it is read-only.
    return {
      path: `/api/users/${target.user.id}`,
      body: { username: 'ignored_name', email, roles: ['organizer'] },
      check: (body) =>
        expect(body).toMatchObject({ id: target.user.id, username: target.user.username, email, roles: ['organizer'] }),
    };
  },
  'DELETE /users/:id': async () => {
    const target = await signedInAs(db);
    return { path: `/api/users/${target.user.id}`, check: (body) => expect(body).toEqual({ ok: true }) };
  },
  'GET /competitions': async () => {
    const { slug } = await createCompetition(db);
    return {
      path: '/api/competitions',
      check: (body: { slug: string; registration_open: boolean }[]) =>
        expect(body.find((c) => c.slug === slug)).toMatchObject({ slug, registration_open: false }),
    };
  },
  'GET /competitions/:slug': async () => {
    const { slug, name } = await createCompetition(db);
    const eligibility = { age_min: 15, age_max: 25, age_reference_date: '2026-10-01' };
    await db.updateTable('competitions').set(eligibility).where('slug', '=', slug).execute();
    return {
      path: `/api/competitions/${slug}`,
      check: (body) =>
        expect(body).toMatchObject({ slug, name, season: expect.stringMatching(/^\d{4}$/), ...eligibility }),
    };
  },
  'POST /competitions': async () => {
    const slug = uniqueSlug();
    const season = await newSeason();
    const eligibility = { age_min: 14, age_max: 20, age_reference_date: '2025-12-01' };
    return {
      path: '/api/competitions',
      body: { ...competitionFields, slug, season_id: season.id, ...eligibility },
      check: (body) =>
        expect(body).toMatchObject({
          slug,
          stage: 'quals',
          visibility: 'public',
          season_id: season.id,
          season: season.name,
          ...eligibility,
        }),
    };
  },
  'PATCH /competitions/:slug': async () => {
    const { slug } = await createCompetition(db);
    const eligibility = { age_min: null, age_max: 19, age_reference_date: null, requires_accepted_competitor: false };
    return {
      path: `/api/competitions/${slug}`,
      body: { ...competitionFields, name: 'Novo ime', stage: 'finals', ...eligibility },
      check: (body) => expect(body).toMatchObject({ slug, name: 'Novo ime', stage: 'finals', ...eligibility }),
    };
  },
  'DELETE /competitions/:slug': async () => {
    const { slug } = await createCompetition(db);
    return { path: `/api/competitions/${slug}`, check: (body) => expect(body).toEqual({ ok: true, archived: false }) };
  },
  'GET /competitions/:slug/registration': async () => {
    const { slug } = await createCompetition(db);
    return {
      path: `/api/competitions/${slug}/registration`,
      check: (body) => expect(body).toEqual({ registration: null }),
    };
  },
  'GET /competitions/:slug/eligibility/@me': async (caller) => {
    await makeCompetitor(db, signedInUser(caller).id);
    const { slug } = await createCompetition(db, { stage: 'warmup', age_max: 10 });
    return {
      path: `/api/competitions/${slug}/eligibility/@me`,
      check: (body) =>
        expect(body).toEqual({ eligible: false, categories: [], reasons: ['AGE_ABOVE_MAX', 'REGISTRATION_CLOSED'] }),
    };
  },
  'POST /competitions/:slug/registration': async (caller) => {
    await makeCompetitor(db, signedInUser(caller).id);
    const { slug } = await createCompetition(db, {
      stage: 'quals',
      registration_starts_at: hoursFromNow(-1),
      registration_ends_at: hoursFromNow(1),
    });
    return {
      path: `/api/competitions/${slug}/registration`,
      check: (body) =>
        expect(body).toMatchObject({
          registration: { status: 'pending', first_name: 'Jovana', user: { id: signedInUser(caller).id } },
        }),
    };
  },
  'GET /competitions/:slug/registrations': async () => {
    const competition = await createCompetition(db, { stage: 'quals' });
    const id = await pendingRegistration(competition.id);
    return {
      path: `/api/competitions/${competition.slug}/registrations?status=pending&per_page=10`,
      check: (body) =>
        expect(body).toEqual({
          data: [
            expect.objectContaining({
              id,
              status: 'pending',
              institution: expect.objectContaining({ id: institutionId }),
            }),
          ],
          meta: { total: 1, page: 1, per_page: 10, page_count: 1 },
          counts: { pending: 1, accepted: 0, rejected: 0 },
        }),
    };
  },
  'POST /competitions/:slug/registrations/:id/accept': registrationDecided('accept', 'accepted'),
  'POST /competitions/:slug/registrations/:id/reject': registrationDecided('reject', 'rejected'),
  'POST /competitions/:slug/ctfd': async (caller) => {
    await makeCompetitor(db, signedInUser(caller).id);
    const { slug } = await createCompetition(db, { stage: 'warmup', ctfd_url: 'https://ctfd.example.org/login' });
    return {
      path: `/api/competitions/${slug}/ctfd`,
      check: (body) => expect(body).toEqual({ url: 'https://ctfd.example.org/login' }),
    };
  },
  'GET /competitions/:slug/finals/invitation': async (caller) => {
    const competition = await createCompetition(db, { stage: 'finals' });
    await invite(competition.id, signedInUser(caller).id);
    return {
      path: `/api/competitions/${competition.slug}/finals/invitation`,
      check: (body) =>
        expect(body).toMatchObject({
          status: 'pending',
          invitation_expires_at: expect.stringMatching(/Z$/),
          expired: false,
          competition: { slug: competition.slug },
        }),
    };
  },
  'POST /competitions/:slug/finals/attendance': async (caller) => {
    const competition = await createCompetition(db, { stage: 'finals' });
    await invite(competition.id, signedInUser(caller).id);
    const answer = {
      status: 'accepted',
      hotel_day1: true,
      hotel_day2: false,
      travel_compensation: true,
      excuse_note: true,
    };
    return {
      path: `/api/competitions/${competition.slug}/finals/attendance`,
      body: answer,
      check: (body) => expect(body).toMatchObject({ ...answer, responded_at: expect.any(String) }),
    };
  },
  'POST /competitions/:slug/stage-gate/preview': async () => {
    const { quals, finals, junior } = await gateFixture();
    return {
      path: `/api/competitions/${finals.slug}/stage-gate/preview`,
      body: {
        source_slug: quals.slug,
        quotas: [{ category: 'junior', count: 1 }],
        invitation_expires_at: gateExpiry(),
      },
      check: (body) =>
        expect(body).toMatchObject({
          tie_break: 'younger_first',
          invited: [expect.objectContaining({ username: junior.username, category: 'junior', rank: 1 })],
          waitlist: { junior: [] },
          left_out: [],
          version: 0,
        }),
    };
  },
  'POST /competitions/:slug/stage-gate': async () => {
    const { quals, finals } = await gateFixture();
    return {
      path: `/api/competitions/${finals.slug}/stage-gate`,
      body: {
        source_slug: quals.slug,
        quotas: [{ category: 'junior', count: 1 }],
        invitation_expires_at: gateExpiry(),
        version: 0,
      },
      check: (body) => expect(body).toEqual({ invited: 1, version: 1 }),
    };
  },
  'GET /competitions/:slug/stage-gate/seats': async () => {
    const { finals } = await gateFixture();
    return {
      path: `/api/competitions/${finals.slug}/stage-gate/seats`,
      check: (body) => expect(body).toEqual({ auto_offer: false, categories: [] }),
    };
  },
  'POST /competitions/:slug/stage-gate/offers': async () => {
    const { finals } = await gateFixture();
    await db
      .insertInto('stage_gates')
      .values({
        competition_id: finals.id,
        source_competition_id: finals.id,
        quotas: JSON.stringify([{ category: 'junior', count: 1 }]),
        tie_break: 'younger_first',
        waitlist: JSON.stringify({ junior: [] }),
      })
      .execute();
    return {
      path: `/api/competitions/${finals.slug}/stage-gate/offers`,
      body: { category: 'junior' },
      check: (body) => expect(body).toEqual({ offered: null }),
    };
  },
  'GET /competitions/:slug/finalists': async () => {
    const competition = await createCompetition(db, { stage: 'finals' });
    const finalist = await signedInAs(db);
    await invite(competition.id, finalist.user.id);
    return {
      path: `/api/competitions/${competition.slug}/finalists`,
      check: (body) =>
        expect(body).toEqual([
          expect.objectContaining({ user: { ...finalist.user }, status: 'pending', hotel_day1: false }),
        ]),
    };
  },
  'POST /competitions/:slug/finalists': async () => {
    const { slug } = await createCompetition(db, { stage: 'finals' });
    const finalist = await signedInAs(db);
    await makeCompetitor(db, finalist.user.id);
    const unknown = uniqueEmail();
    return {
      path: `/api/competitions/${slug}/finalists`,
      body: { emails: [finalist.user.email, unknown], invitation_expires_at: hoursFromNow(24).toISOString() },
      check: (body) =>
        expect(body).toEqual({ added_count: 1, not_found: [unknown], already_invited: [], not_eligible: [] }),
    };
  },
  'DELETE /competitions/:slug/finalists/:userId': async () => {
    const competition = await createCompetition(db, { stage: 'finals' });
    const finalist = await signedInAs(db);
    await invite(competition.id, finalist.user.id);
    return {
      path: `/api/competitions/${competition.slug}/finalists/${finalist.user.id}`,
      check: (body) => expect(body).toEqual({ ok: true }),
    };
  },
  'GET /rosters': async () => {
    const { season, roster } = await rosterFixture({ player: true });
    return {
      path: `/api/rosters?season_id=${season.id}`,
      check: (body) =>
        expect(body).toEqual([
          expect.objectContaining({ id: roster.id, status: 'draft', players: 1, reserve_players: 0 }),
        ]),
    };
  },
  'POST /rosters': async () => {
    const season = await newSeason();
    return {
      path: '/api/rosters',
      body: { season_id: season.id, ...ROSTER_RULES },
      check: (body) =>
        expect(body).toMatchObject({ season_id: season.id, event_name: 'ECSC 2026', members: [], status: 'draft' }),
    };
  },
  'GET /rosters/:id': async () => {
    const { roster, competitor } = await rosterFixture({ player: true });
    return {
      path: `/api/rosters/${roster.id}`,
      check: (body) =>
        expect(body).toMatchObject({
          id: roster.id,
          members: [{ user_id: competitor.id, age: 19, reserve: false }],
          checks: [
            { rule: 'size', met: true },
            { rule: 'reserves', met: true },
            { rule: 'age_max', met: true },
            { rule: 'junior_share', met: true },
          ],
        }),
    };
  },
  'PATCH /rosters/:id': async () => {
    const { roster } = await rosterFixture();
    return {
      path: `/api/rosters/${roster.id}`,
      body: { ...ROSTER_RULES, size: 10, reserves: 2, version: roster.version },
      check: (body) => expect(body).toMatchObject({ id: roster.id, size: 10, reserves: 2, version: 2 }),
    };
  },
  'GET /rosters/:id/candidates': async () => {
    const { roster, competitor } = await rosterFixture();
    return {
      path: `/api/rosters/${roster.id}/candidates?search=${encodeURIComponent(competitor.username)}`,
      check: (body) => expect(body).toEqual([expect.objectContaining({ user_id: competitor.id, finalist: false })]),
    };
  },
  'POST /rosters/:id/members': async () => {
    const { roster, competitor } = await rosterFixture();
    return {
      path: `/api/rosters/${roster.id}/members`,
      body: { user_id: competitor.id, version: roster.version },
      check: (body) => expect(body).toMatchObject({ members: [{ user_id: competitor.id }], version: 2 }),
    };
  },
  'PATCH /rosters/:id/members/:userId': async () => {
    const { roster, competitor } = await rosterFixture({ player: true });
    return {
      path: `/api/rosters/${roster.id}/members/${competitor.id}`,
      body: { reserve: true },
      check: (body) => expect(body).toMatchObject({ members: [{ user_id: competitor.id, reserve: true }] }),
    };
  },
  'DELETE /rosters/:id/members/:userId': async () => {
    const { roster, competitor } = await rosterFixture({ player: true });
    return {
      path: `/api/rosters/${roster.id}/members/${competitor.id}`,
      check: (body) => expect(body).toMatchObject({ id: roster.id, members: [] }),
    };
  },
  'POST /rosters/:id/confirm': async () => {
    const { roster } = await rosterFixture({ player: true });
    return {
      path: `/api/rosters/${roster.id}/confirm`,
      body: { version: roster.version },
      check: (body) =>
        expect(body).toMatchObject({ id: roster.id, status: 'confirmed', confirmed_at: expect.any(String) }),
    };
  },
  'POST /rosters/:id/reopen': async () => {
    const { roster } = await rosterFixture({ player: true });
    await db
      .updateTable('team_rosters')
      .set({ status: 'confirmed', confirmed_at: new Date() })
      .where('id', '=', roster.id)
      .execute();
    return {
      path: `/api/rosters/${roster.id}/reopen`,
      body: {},
      check: (body) => expect(body).toMatchObject({ id: roster.id, status: 'draft', confirmed_at: null }),
    };
  },
  'GET /seasons': async () => {
    const season = await newSeason([JUNIOR]);
    return {
      path: '/api/seasons',
      check: (body: Record<string, unknown>[]) =>
        expect(body.find((row) => row.id === season.id)).toEqual({
          ...season,
          competitions: 0,
          categories: [
            expect.objectContaining({ code: 'junior', age_min: null, age_max: 20, reference_date: '2025-12-01' }),
          ],
        }),
    };
  },
  'POST /seasons': async () => {
    const name = uniqueSeasonName();
    return {
      path: '/api/seasons',
      body: { name },
      check: (body) =>
        expect(body).toEqual({ id: expect.any(Number), name, version: 1, competitions: 0, categories: [] }),
    };
  },
  'PATCH /seasons/:id': async () => {
    const season = await newSeason();
    const name = uniqueSeasonName();
    return {
      path: `/api/seasons/${season.id}`,
      body: { name, version: 1 },
      check: (body) => expect(body).toMatchObject({ id: season.id, name, version: 2 }),
    };
  },
  'DELETE /seasons/:id': async () => {
    const season = await newSeason();
    return { path: `/api/seasons/${season.id}`, check: (body) => expect(body).toEqual({ ok: true }) };
  },
  'POST /seasons/:seasonId/categories': async () => {
    const season = await newSeason();
    return {
      path: `/api/seasons/${season.id}/categories`,
      body: { code: 'junior', name: 'Juniori', age_min: null, age_max: 20, reference_date: '2025-12-01' },
      check: (body) =>
        expect(body).toMatchObject({
          season_id: season.id,
          code: 'junior',
          position: 0,
          age_max: 20,
          school_levels: [],
          required_role: null,
          version: 1,
        }),
    };
  },
  'PATCH /categories/:id': async () => {
    const category = await newCategory();
    return {
      path: `/api/categories/${category.id}`,
      body: { age_max: 19, version: 1 },
      check: (body) => expect(body).toMatchObject({ id: category.id, code: 'junior', age_max: 19, version: 2 }),
    };
  },
  'DELETE /categories/:id': async () => {
    const category = await newCategory();
    return { path: `/api/categories/${category.id}`, check: (body) => expect(body).toEqual({ ok: true }) };
  },
  'GET /stats/funnel': async () => ({
    path: '/api/stats/funnel?by=region',
    check: (body: Record<string, unknown>) => {
      expect(Object.keys(body).sort(ascending)).toEqual(['rows', 'stages', 'total']);
      expect(body).toMatchObject({
        stages: ['registered', 'verified', 'applied', 'accepted', 'competed', 'finalist', 'team'],
      });
      expect(body.rows).toContainEqual(expect.objectContaining({ group: 'vojvodina' }));
    },
  }),
  ...capacityScenarios(db),
};

const keyOf = (route: RestRoute) => `${route.method} ${route.path}`;
const openApiPathOf = (route: RestRoute) => `/api${route.path.replace(/:(\w+)/g, '{$1}')}`;

describe('the contract test covers the REST table', () => {
  it('has one scenario per documented path, and no other', () => {
    expect(Object.keys(SCENARIOS).sort(ascending)).toEqual(REST_ROUTES.map(keyOf).sort(ascending));
  });
});

describe.each(REST_ROUTES.map((route) => [keyOf(route), route] as const))('%s', (_name, route) => {
  it.each(ALLOWED[route.access])('answers %s with the documented status and the spec’s shape', async (who) => {
    const caller = await callerFor(who);
    const prepared = await SCENARIOS[keyOf(route)]!(caller, who);
    const headers = prepared.botCheck ? { 'x-turnstile-token': await botCheckToken(base) } : undefined;
    const answer = await call(base, caller, route.method, prepared.path, { body: prepared.body, headers });
    expect(answer.status, JSON.stringify(answer.body)).toBe(route.successStatus ?? 200);
    expect(validateAnswer(route.method, openApiPathOf(route), answer)).toEqual([]);
    await prepared.check(answer.body as never, answer);
  });

  it.each(REFUSED[route.access])('refuses %s with a documented error', async (who) => {
    const caller = await callerFor(who);
    const path = `/api${route.path.replace(':slug', 'no-such-competition').replace(/:\w+/g, '1')}`;
    const answer = await call(base, caller, route.method, path, { lang: 'sr' });
    expect(answer.status).toBe(who === 'anonymous' ? 401 : 403);
    expect(answer.body).toMatchObject({ code: who === 'anonymous' ? 'UNAUTHORIZED' : 'FORBIDDEN' });
    expect(validateAnswer(route.method, openApiPathOf(route), answer)).toEqual([]);
  });
});

describe('GET and POST /api/competitors/@me as the spec describes them', () => {
  async function applicant() {
    const caller = await signedInAs(db);
    await linkDiscord(db, caller.user.id);
    return caller;
  }

  it('answers type none, then pending with the record, and pending with status rejected after a rejection', async () => {
    const caller = await applicant();
    expect((await call(base, caller, 'GET', '/api/competitors/@me')).body).toEqual({ type: 'none' });
    // Only the hand-typed institution_name, no institution_id: the spec's "either".
    const applied = await call(base, caller, 'POST', '/api/competitors/@me', {
      body: { ...person, institution_name: 'Srednja škola u Ubu' },
    });
    expect(applied.status).toBe(201);
    expect(applied.body).toMatchObject({ type: 'pending', institution: null, institution_name: 'Srednja škola u Ubu' });
    await db
      .updateTable('competitor_applications')
      .set({ status: 'rejected', rejection_reason: 'Nepotpuno' })
      .where('user_id', '=', caller.user.id)
      .execute();
    expect((await call(base, caller, 'GET', '/api/competitors/@me')).body).toMatchObject({
      type: 'pending',
      status: 'rejected',
      rejection_reason: 'Nepotpuno',
    });
  });

  it('refuses a payload without an institution, in the caller’s language and with message keys only', async () => {
    const caller = await applicant();
    const answer = await call(base, caller, 'POST', '/api/competitors/@me', {
      body: { first_name: 'Mila', shirt_size: 'M', role: 'admin' },
      lang: 'sr',
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Нека поља нису исправна.',
      fieldErrors: {
        last_name: ['required'],
        gender: ['genderRequired'],
        date_of_birth: ['required'],
        permanent_residence: ['required'],
        role: ['unknownField'],
      },
    });
    expect(validateAnswer('POST', '/api/competitors/@me', answer)).toEqual([]);
    const missingInstitution = await call(base, caller, 'POST', '/api/competitors/@me', { body: person, lang: 'sr' });
    expect(missingInstitution.body).toMatchObject({ fieldErrors: { institution_name: ['institutionRequired'] } });
  });
});
