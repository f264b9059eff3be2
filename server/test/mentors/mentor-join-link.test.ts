import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/app';
import { rpc, signedIn } from '../support/calls';
import { createInstitution } from '../support/competitors';

const { app, db } = await createTestApp();
const admin = await signedIn(db, ['admin']);

/** A mentor of this school, signed in with the second factor proved. */
async function mentorOf(institutionId: number) {
  const mentor = await signedIn(db, [], {}, { secondFactor: 'verified' });
  await rpc(app, admin.cookie, 'admin.mentors.bind', { user_id: mentor.user.id, institution_id: institutionId });
  return mentor;
}

describe("a mentor hands out their school's link", () => {
  it('gets the same link the admins see, and the link names the school', async () => {
    const school = await createInstitution(db);
    const mentor = await mentorOf(school.id);
    const own = await rpc<{ code: string }>(app, mentor.cookie, 'mentor.joinCode', { institution_id: school.id });
    const adminsView = await rpc<{ code: string }>(app, admin.cookie, 'admin.mentors.joinCode', {
      institution_id: school.id,
    });
    expect(own.code).toBe(adminsView.code);
    const named = await rpc(app, mentor.cookie, 'mentors.institutionByJoinCode', { code: own.code }, 'query');
    expect(named).toEqual({ id: school.id, name: school.name, city: school.city });
  });

  it("is refused another school's link", async () => {
    const [mine, other] = [await createInstitution(db), await createInstitution(db)];
    const mentor = await mentorOf(mine.id);
    await expect(rpc(app, mentor.cookie, 'mentor.joinCode', { institution_id: other.id })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    const stored = await db
      .selectFrom('institutions')
      .select('join_code')
      .where('id', '=', other.id)
      .executeTakeFirst();
    expect(stored?.join_code).toBeNull();
  });
});
