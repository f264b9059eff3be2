import { expect } from 'vitest';
import type { Database } from '../../src/db/database';
import { generateMailedToken, hashToken } from '../../src/services/auth/crypto';
import { newCertificateCode } from '../../src/services/certificates/codes';
import { newJoinCode } from '../../src/services/mentors/join-codes';
import { createCompetition, hoursFromNow, makeCompetitor } from '../support/competitions';
import { createSeason, ROSTER_RULES } from '../support/programme';
import { type Answer, type Caller, signedInAs } from './http-client';

// The contract test's scenarios for issue 33's paths (certificates, the playground, mentors).

interface Prepared {
  path: string;
  body?: unknown;
  check: (body: never, answer: Answer) => void | Promise<void>;
}
type Scenario = (caller: Caller) => Promise<Prepared>;

interface Paged {
  data: Record<string, unknown>[];
  meta: { total: number; per_page: number; page: number };
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const JOIN_CODE = /^[A-Za-z0-9_-]{16,64}$/;
/** The answer carrying an institution's join code, whatever code it is. */
const joinCodeOf = (institutionId: number) => ({
  institution_id: institutionId,
  code: expect.stringMatching(JOIN_CODE),
});

const signedInUser = (caller: Caller) => {
  if (!caller.user) throw new Error('this scenario needs a logged-in caller');
  return caller.user;
};

export function capacityScenarios(db: Database): Record<string, Scenario> {
  const newSeason = () => createSeason(db, [], `C-${unique()}`);

  async function newInstitution(contact_email: string | null = null) {
    return db
      .insertInto('institutions')
      .values({
        name: `Škola ${unique()}`,
        city: 'Čačak',
        region: 'other',
        type: 'high_school',
        search_key: 'skola',
        contact_email,
      })
      .returning(['id', 'name', 'city'])
      .executeTakeFirstOrThrow();
  }

  /** A participation certificate of a new season, held by `userId` (a new user if none). */
  async function certificate(userId?: number) {
    const season = await newSeason();
    const holder = userId ?? (await signedInAs(db)).user.id;
    const code = newCertificateCode();
    await db
      .insertInto('certificates')
      .values({
        code,
        user_id: holder,
        kind: 'participation',
        holder_name: 'Mila Jovanović',
        search_key: 'mila jovanovic',
        season_id: season.id,
        season_name: season.name,
        competition_name: 'Ugovorne kvalifikacije',
      })
      .execute();
    return { code, season, holder };
  }

  /** A qualification with published results in a new season, won by an accepted competitor. */
  async function publishedQualification() {
    const season = await newSeason();
    const competition = await createCompetition(db, { stage: 'quals', season_id: season.id });
    const player = (await signedInAs(db)).user;
    await makeCompetitor(db, player.id);
    await db
      .insertInto('competition_results')
      .values({ competition_id: competition.id, place: 1, username: player.username, score: 100 })
      .execute();
    await db
      .updateTable('competitions')
      .set({ results_published_at: new Date() })
      .where('id', '=', competition.id)
      .execute();
    return competition;
  }

  /** A roster of one accepted competitor in a new season, confirmed unless told. */
  async function roster({ confirmed = true } = {}) {
    const season = await newSeason();
    const row = await db
      .insertInto('team_rosters')
      .values({
        season_id: season.id,
        ...ROSTER_RULES,
        ...(confirmed ? { status: 'confirmed', confirmed_at: new Date() } : {}),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const member = (await signedInAs(db)).user;
    await makeCompetitor(db, member.id, { date_of_birth: '2007-01-01' });
    await db.insertInto('team_roster_members').values({ roster_id: row.id, user_id: member.id }).execute();
    return row;
  }

  /** The roles stored for a user now, to see what a call gave or took. */
  async function rolesOf(userId: number) {
    const user = await db.selectFrom('users').select('roles').where('id', '=', userId).executeTakeFirstOrThrow();
    return user.roles;
  }

  async function bind(userId: number, institutionId: number) {
    await db.insertInto('mentor_institutions').values({ user_id: userId, institution_id: institutionId }).execute();
  }

  async function mentorRequest(token: string | null = null) {
    const teacher = (await signedInAs(db)).user;
    const institution = await newInstitution(token ? 'kontakt@example.org' : null);
    const row = await db
      .insertInto('mentor_requests')
      .values({
        user_id: teacher.id,
        institution_id: institution.id,
        confirmation: token ? 'email' : 'admin',
        token_hash: token ? hashToken(token) : null,
        token_expires_at: token ? hoursFromNow(24) : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id, teacher, institution };
  }

  return {
    'GET /certificates/:code/check': async () => {
      const { code, season } = await certificate();
      // As a person types it off paper: lower case, spaces for dashes.
      return {
        path: `/api/certificates/${encodeURIComponent(code.toLowerCase().replace(/-/g, ' '))}/check`,
        check: (body) =>
          expect(body).toEqual({
            status: 'valid',
            holder: 'Mila Jovanović',
            kind: 'participation',
            season: season.name,
            competition: 'Ugovorne kvalifikacije',
            issued_at: expect.stringMatching(/Z$/),
            issuer: 'CTF Serbia',
            revoked_at: null,
          }),
      };
    },
    'GET /account/certificates': async (caller) => {
      const { code, season } = await certificate(signedInUser(caller).id);
      return {
        path: '/api/account/certificates',
        check: (body) =>
          expect(body).toEqual([
            expect.objectContaining({ code, kind: 'participation', season: season.name, revoked_at: null }),
          ]),
      };
    },
    'GET /organizer/certificates': async () => {
      const { code, season, holder } = await certificate();
      return {
        path: `/api/organizer/certificates?season=${encodeURIComponent(season.name)}&kind=participation&page=1`,
        check: (body: Paged) => {
          expect(body.meta).toMatchObject({ total: 1, page: 1 });
          expect(body.data).toEqual([expect.objectContaining({ code, user_id: holder, holder: 'Mila Jovanović' })]);
        },
      };
    },
    'POST /organizer/competitions/:competitionId/certificates': async () => {
      const competition = await publishedQualification();
      return {
        path: `/api/organizer/competitions/${competition.id}/certificates`,
        body: { kind: 'participation' },
        check: (body) => expect(body).toEqual({ total: 1 }),
      };
    },
    'GET /organizer/competitions/:competitionId/certificates/progress': async () => {
      const competition = await publishedQualification();
      return {
        path: `/api/organizer/competitions/${competition.id}/certificates/progress`,
        check: (body) => expect(body).toEqual({ total: 0, done: 0, failed: 0, started_at: null, finished_at: null }),
      };
    },
    'POST /organizer/rosters/:rosterId/certificates': async () => {
      const { id } = await roster();
      return { path: `/api/organizer/rosters/${id}/certificates`, check: (body) => expect(body).toEqual({ total: 1 }) };
    },
    'GET /organizer/rosters/:rosterId/certificates/progress': async () => {
      const { id } = await roster({ confirmed: false });
      return {
        path: `/api/organizer/rosters/${id}/certificates/progress`,
        check: (body) => expect(body).toEqual({ total: 0, done: 0, failed: 0, started_at: null, finished_at: null }),
      };
    },
    'POST /organizer/certificates/:code/revoke': async () => {
      const { code } = await certificate();
      return {
        path: `/api/organizer/certificates/${code}/revoke`,
        body: { reason: 'Izdat greškom' },
        check: async (body) => {
          expect(body).toEqual({ code, revoked_at: expect.stringMatching(/Z$/) });
          const row = await db
            .selectFrom('certificates')
            .select('revoked_reason')
            .where('code', '=', code)
            .executeTakeFirstOrThrow();
          expect(row.revoked_reason).toBe('Izdat greškom');
        },
      };
    },
    'GET /account/playground': async () => ({
      path: '/api/account/playground',
      // The test platform reads no playground.
      check: (body) => expect(body).toEqual({ enabled: false, total: 0, by_category: [], read_at: null }),
    }),
    'POST /account/playground/refresh': async () => ({
      path: '/api/account/playground/refresh',
      check: (body) => expect(body).toEqual({ enabled: false, total: 0, by_category: [], read_at: null }),
    }),
    'GET /mentor/institutions': async (caller) => {
      const institution = await newInstitution();
      await bind(signedInUser(caller).id, institution.id);
      return {
        path: '/api/mentor/institutions',
        check: (body) => expect(body).toEqual({ institutions: [institution], digest_enabled: expect.any(Boolean) }),
      };
    },
    'GET /mentor/students': async (caller) => {
      const institution = await newInstitution();
      await bind(signedInUser(caller).id, institution.id);
      const season = await newSeason();
      const student = (await signedInAs(db)).user;
      await makeCompetitor(db, student.id, {
        institution_id: institution.id,
        institution_name: null,
        mentor_consent: true,
        first_name: 'Učenica',
      });
      return {
        path: `/api/mentor/students?institution_id=${institution.id}&season=${encodeURIComponent(season.name)}&page=1`,
        check: (body: Paged & { season: string }) => {
          expect(body.season).toBe(season.name);
          expect(body.data).toEqual([
            expect.objectContaining({ user_id: student.id, first_name: 'Učenica', institution_id: institution.id }),
          ]);
        },
      };
    },
    'PATCH /mentor/digest': async (caller) => ({
      path: '/api/mentor/digest',
      body: { enabled: false },
      check: async (body) => {
        expect(body).toEqual({ ok: true });
        const user = await db
          .selectFrom('users')
          .select('mentor_digest')
          .where('id', '=', signedInUser(caller).id)
          .executeTakeFirstOrThrow();
        expect(user.mentor_digest).toBe(false);
      },
    }),
    'POST /mentor/institutions/:institutionId/join-code': async (caller) => {
      const institution = await newInstitution();
      await bind(signedInUser(caller).id, institution.id);
      return {
        path: `/api/mentor/institutions/${institution.id}/join-code`,
        check: (body) => expect(body).toEqual(joinCodeOf(institution.id)),
      };
    },
    'POST /account/mentor-requests': async () => {
      const institution = await newInstitution();
      return {
        path: '/api/account/mentor-requests',
        body: { institution_id: institution.id },
        check: (body) =>
          expect(body).toMatchObject({ institution, status: 'pending', confirmation: 'admin', decided_at: null }),
      };
    },
    'GET /account/mentor-requests': async (caller) => {
      const institution = await newInstitution();
      await db
        .insertInto('mentor_requests')
        .values({ user_id: signedInUser(caller).id, institution_id: institution.id, confirmation: 'admin' })
        .execute();
      return {
        path: '/api/account/mentor-requests',
        check: (body) => expect(body).toEqual([expect.objectContaining({ institution, status: 'pending' })]),
      };
    },
    'POST /mentor-requests/confirm': async () => {
      const token = generateMailedToken();
      const { institution, teacher } = await mentorRequest(token);
      return {
        path: '/api/mentor-requests/confirm',
        body: { token },
        check: async (body) => {
          expect(body).toEqual({ institution });
          expect(await rolesOf(teacher.id)).toContain('mentor');
        },
      };
    },
    'GET /institutions/by-join-code/:joinCode': async () => {
      const institution = await newInstitution();
      const code = newJoinCode();
      await db.updateTable('institutions').set({ join_code: code }).where('id', '=', institution.id).execute();
      return { path: `/api/institutions/by-join-code/${code}`, check: (body) => expect(body).toEqual(institution) };
    },
    'PATCH /account/mentor-consent': async (caller) => {
      await makeCompetitor(db, signedInUser(caller).id);
      return {
        path: '/api/account/mentor-consent',
        body: { mentor_consent: true },
        check: (body) => expect(body).toMatchObject({ status: 'accepted', application: { mentor_consent: true } }),
      };
    },
    'GET /admin/mentor-requests': async () => {
      const { id, teacher } = await mentorRequest();
      return {
        path: '/api/admin/mentor-requests?status=pending&page=1',
        check: (body: Paged) => {
          expect(body.meta).toMatchObject({ page: 1, per_page: 25 });
          expect(body.data.every((row) => row.status === 'pending')).toBe(true);
          expect(body.data).toContainEqual(
            expect.objectContaining({ id, user_id: teacher.id, username: teacher.username }),
          );
        },
      };
    },
    'POST /admin/mentor-requests/:id/decision': async (caller) => {
      const { id } = await mentorRequest();
      return {
        path: `/api/admin/mentor-requests/${id}/decision`,
        body: { approve: true },
        check: (body) =>
          expect(body).toMatchObject({ id, status: 'approved', decided_by: signedInUser(caller).username }),
      };
    },
    'GET /admin/mentor-bindings': async () => {
      const institution = await newInstitution();
      const mentor = (await signedInAs(db, ['mentor'])).user;
      await bind(mentor.id, institution.id);
      return {
        path: `/api/admin/mentor-bindings?institution_id=${institution.id}`,
        check: (body) =>
          expect(body).toEqual([
            {
              user_id: mentor.id,
              username: mentor.username,
              email: mentor.email,
              institution,
              created_at: expect.any(String),
            },
          ]),
      };
    },
    'POST /admin/mentor-bindings': async () => {
      const institution = await newInstitution();
      const teacher = (await signedInAs(db)).user;
      return {
        path: '/api/admin/mentor-bindings',
        body: { user_id: teacher.id, institution_id: institution.id },
        check: async (body) => {
          expect(body).toEqual({ ok: true });
          expect(await rolesOf(teacher.id)).toEqual(['mentor']);
        },
      };
    },
    'DELETE /admin/mentor-bindings/:userId/:institutionId': async () => {
      const institution = await newInstitution();
      const mentor = (await signedInAs(db, ['mentor'])).user;
      await bind(mentor.id, institution.id);
      return {
        path: `/api/admin/mentor-bindings/${mentor.id}/${institution.id}`,
        check: async (body) => {
          expect(body).toEqual({ ok: true });
          expect(await rolesOf(mentor.id)).toEqual([]);
        },
      };
    },
    'POST /admin/institutions/:institutionId/join-code': async () => {
      const institution = await newInstitution();
      return {
        path: `/api/admin/institutions/${institution.id}/join-code`,
        check: (body) => expect(body).toEqual(joinCodeOf(institution.id)),
      };
    },
    'POST /admin/institutions/:institutionId/join-code/rotate': async () => {
      const institution = await newInstitution();
      const old = newJoinCode();
      await db.updateTable('institutions').set({ join_code: old }).where('id', '=', institution.id).execute();
      return {
        path: `/api/admin/institutions/${institution.id}/join-code/rotate`,
        check: (body: { code: string }) => {
          expect(body).toEqual(joinCodeOf(institution.id));
          expect(body.code).not.toBe(old);
        },
      };
    },
  };
}
