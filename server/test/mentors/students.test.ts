import { describe, expect, it } from 'vitest';
import type { MentorOverview, MentorStudentPage } from '@ctf/shared/schemas/mentors';
import { createSession } from '../../src/services/auth/sessions';
import { ascending } from '@ctf/shared/sort';
import { createTestApp } from '../support/app';
import { rpc, signedIn } from '../support/calls';
import { createUser } from '../support/auth';
import { createCompetition } from '../support/competitions';
import { createApplication, createInstitution } from '../support/competitors';
import { uniqueName } from '../support/ctfd';
import { createSeason } from '../support/programme';

const { app, db } = await createTestApp();
const admin = await signedIn(db, ['admin']);

/** A mentor of these schools, signed in with the second factor proved. */
async function mentorOf(...institutionIds: number[]) {
  const mentor = await signedIn(db, [], {}, { secondFactor: 'verified' });
  for (const institution_id of institutionIds)
    await rpc(app, admin.cookie, 'admin.mentors.bind', { user_id: mentor.user.id, institution_id });
  return mentor;
}

/** A student of this school with a current application; 17 years old unless a birth date is given. */
async function student(
  institutionId: number,
  values: { mentor_consent?: boolean; date_of_birth?: string; guardian: boolean; last_name?: string } = {
    guardian: false,
  },
) {
  const user = await createUser(db);
  const born = values.date_of_birth ?? `${new Date().getUTCFullYear() - 17}-03-01`;
  await createApplication(db, user.id, {
    institution_id: institutionId,
    mentor_consent: values.mentor_consent ?? true,
    date_of_birth: born,
    last_name: values.last_name ?? `Ilić ${uniqueName()}`,
    guardian_consent_at: values.guardian ? new Date() : null,
    status: 'accepted',
  });
  return user;
}

/** A session of an existing user (a competitor on their account page). */
const signedInAs = async (userId: number) => (await createSession(db, { userId, secondFactor: 'none' })).token;

const students = (cookie: string, input: Record<string, unknown> = {}) =>
  rpc<MentorStudentPage>(app, cookie, 'mentor.students', input, 'query');

describe('a mentor sees their own school’s students who agreed to it, and nothing else', () => {
  it('lists consenting students only: not another school’s, not one who said no, not an under-15 without a guardian', async () => {
    const school = await createInstitution(db);
    const other = await createInstitution(db);
    const mentor = await mentorOf(school.id);
    const agreed = await student(school.id);
    const youngWithGuardian = await student(school.id, {
      date_of_birth: `${new Date().getUTCFullYear() - 13}-01-01`,
      guardian: true,
    });
    const saidNo = await student(school.id, { mentor_consent: false, guardian: false });
    const youngAlone = await student(school.id, {
      date_of_birth: `${new Date().getUTCFullYear() - 13}-01-01`,
      guardian: false,
    });
    const elsewhere = await student(other.id);

    const page = await students(mentor.cookie);
    const ids = page.data.map((row) => row.user_id);
    expect(ids).toEqual(expect.arrayContaining([agreed.id, youngWithGuardian.id]));
    expect(ids).not.toContain(saidNo.id);
    expect(ids).not.toContain(youngAlone.id);
    expect(ids).not.toContain(elsewhere.id);
    expect(page.meta.total).toBe(2);
    for (const row of page.data) {
      expect(Object.keys(row).sort(ascending)).toEqual([
        'categories',
        'first_name',
        'institution_id',
        'last_name',
        'playground',
        'results',
        'stage',
        'user_id',
      ]);
      expect(row.institution_id).toBe(school.id);
    }
    expect(JSON.stringify(page)).not.toMatch(/date_of_birth|permanent_residence|email|Niš/);
  });

  it('refuses another school, even by its id', async () => {
    const school = await createInstitution(db);
    const other = await createInstitution(db);
    const mentor = await mentorOf(school.id);
    await student(other.id);
    await expect(students(mentor.cookie, { institution_id: other.id })).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('drops a student who takes the consent back on their account', async () => {
    const school = await createInstitution(db);
    const mentor = await mentorOf(school.id);
    const user = await student(school.id);
    expect((await students(mentor.cookie)).data.map((row) => row.user_id)).toEqual([user.id]);
    const own = await rpc<{ application: { mentor_consent: boolean } }>(
      app,
      await signedInAs(user.id),
      'competitors.setMentorConsent',
      { mentor_consent: false },
    );
    expect(own.application.mentor_consent).toBe(false);
    expect((await students(mentor.cookie)).data).toEqual([]);
  });

  it('shows the stage reached this season and the published results', async () => {
    const season = await createSeason(db, [], `mentor-${uniqueName()}`);
    const school = await createInstitution(db);
    const mentor = await mentorOf(school.id);
    const user = await student(school.id);
    const quals = await createCompetition(db, { stage: 'quals', season_id: season.id, name: 'Kvalifikacije' });
    await db
      .insertInto('competition_results')
      .values({ competition_id: quals.id, place: 4, username: user.username, user_id: user.id, score: 120 })
      .execute();
    await db.updateTable('competitions').set({ results_published_at: new Date() }).where('id', '=', quals.id).execute();

    const page = await students(mentor.cookie, { season: season.name });
    expect(page.season).toBe(season.name);
    expect(page.data).toEqual([
      expect.objectContaining({
        user_id: user.id,
        stage: 'competed',
        results: [{ competition: 'Kvalifikacije', slug: quals.slug, place: 4, score: 120 }],
        playground: null,
      }),
    ]);
  });

  it('finds students by name in either script, and pages them', async () => {
    const school = await createInstitution(db);
    const mentor = await mentorOf(school.id);
    const marko = await student(school.id, { last_name: 'Марковић', guardian: false });
    await student(school.id, { last_name: 'Jovanović', guardian: false });
    const found = await students(mentor.cookie, { search: 'markov' });
    expect(found.data.map((row) => row.user_id)).toEqual([marko.id]);
    expect((await students(mentor.cookie, { page: 2 })).data).toEqual([]);
  });

  it('names the mentor’s schools and the digest setting, which the mentor can turn off', async () => {
    const school = await createInstitution(db);
    const mentor = await mentorOf(school.id);
    const before = await rpc<MentorOverview>(app, mentor.cookie, 'mentor.institutions', undefined, 'query');
    expect(before).toEqual({
      institutions: [{ id: school.id, name: school.name, city: school.city }],
      digest_enabled: true,
    });
    await rpc(app, mentor.cookie, 'mentor.setDigest', { enabled: false });
    const after = await rpc<MentorOverview>(app, mentor.cookie, 'mentor.institutions', undefined, 'query');
    expect(after.digest_enabled).toBe(false);
  });
});
