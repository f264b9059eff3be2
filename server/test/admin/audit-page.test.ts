import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/app';
import { rest, rpc, signedIn } from '../support/calls';
import { createApplication, createInstitution } from '../support/competitors';

const { app, db } = await createTestApp();
const admin = await signedIn(db, ['admin']);
const organizer = await signedIn(db, ['organizer']);

interface Entry {
  action: string;
  actor_username: string;
  target_type: string;
  target_id: number;
  target_label: string | null;
  created_at: string;
}
interface Page {
  data: Entry[];
  meta: { total: number; page_count: number };
}
const audit = (input: Record<string, unknown>) => rpc<Page>(app, admin.cookie, 'admin.audit.list', input, 'query');
const belgradeDay = (date: Date) => date.toLocaleDateString('sv-SE', { timeZone: 'Europe/Belgrade' });

describe('the audit page', () => {
  it('finds a suspension by action, actor, target and search, and reads entries about erased users', async () => {
    const { user } = await signedIn(db, [], { username: `Ђорђе_${Date.now().toString(36)}` });
    await rpc(app, admin.cookie, 'admin.users.suspend', { id: user.id });
    const bySearch = await audit({ search: user.username.replace('Ђорђе', 'djordje'), action: 'user.suspend' });
    expect(bySearch.data).toEqual([
      expect.objectContaining({
        action: 'user.suspend',
        actor_username: admin.user.username,
        target_type: 'user',
        target_id: user.id,
        target_label: user.username,
      }),
    ]);
    const byActor = await audit({ actor: admin.user.username.toUpperCase(), target_type: 'user', target_id: user.id });
    expect(byActor.data.map((e) => e.action)).toEqual(['user.suspend']);

    expect((await rest(app, admin.cookie, 'DELETE', `/api/users/${user.id}`)).statusCode).toBe(200);
    const afterErasure = await audit({ target_type: 'user', target_id: user.id });
    expect(afterErasure.data.map((e) => [e.action, e.target_label])).toEqual([
      ['user.delete', user.username],
      ['user.suspend', user.username],
    ]);
  });

  it('filters by Belgrade calendar day and pages newest first', async () => {
    const { user } = await signedIn(db);
    for (let i = 0; i < 3; i += 1) {
      await rpc(app, admin.cookie, 'admin.users.suspend', { id: user.id });
      await rpc(app, admin.cookie, 'admin.users.restore', { id: user.id });
    }
    const today = belgradeDay(new Date());
    const first = await audit({ target_type: 'user', target_id: user.id, from: today, to: today, per_page: 10 });
    expect(first.meta.total).toBe(6);
    expect(first.data.map((e) => e.action)).toEqual([
      'user.restore',
      'user.suspend',
      'user.restore',
      'user.suspend',
      'user.restore',
      'user.suspend',
    ]);
    const yesterday = belgradeDay(new Date(Date.now() - 86_400_000));
    expect((await audit({ target_id: user.id, target_type: 'user', to: yesterday })).data).toEqual([]);
  });

  it('is for admins only', async () => {
    await expect(rpc(app, organizer.cookie, 'admin.audit.list', {}, 'query')).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
  });
});

describe('merging institutions', () => {
  it('moves applications to the kept one, deletes the duplicate, and records both', async () => {
    const marker = Date.now().toString(36);
    const school = (name: string) =>
      createInstitution(db, { name: `${name} ${marker}`, search_key: `gimnazija ${marker}` });
    const kept = await school('Gimnazija Svetozar Marković');
    const duplicate = await school('Gimnazija "Svetozar Markovic"');
    const { user } = await signedIn(db);
    const application = await createApplication(db, user.id, {
      first_name: 'Mina',
      last_name: 'Minić',
      gender: 'female',
      date_of_birth: '2006-01-01',
      permanent_residence: 'Niš',
      shirt_size: 'S',
      institution_id: duplicate.id,
    });
    const result = await rpc(app, admin.cookie, 'admin.institutions.merge', {
      keep_id: kept.id,
      remove_id: duplicate.id,
    });
    expect(result).toEqual({ kept_id: kept.id, moved_applications: 1, moved_registrations: 0 });
    const moved = await db
      .selectFrom('competitor_applications')
      .select('institution_id')
      .where('id', '=', application.id)
      .executeTakeFirstOrThrow();
    expect(moved.institution_id).toBe(kept.id);
    expect(await db.selectFrom('institutions').select('id').where('id', '=', duplicate.id).execute()).toEqual([]);
    const entries = await audit({ action: 'institution.merge', search: marker });
    expect(entries.data.map((e) => [e.target_id, e.target_label])).toEqual(
      expect.arrayContaining([
        [kept.id, kept.name],
        [duplicate.id, duplicate.name],
      ]),
    );
    await expect(
      rpc(app, admin.cookie, 'admin.institutions.merge', { keep_id: kept.id, remove_id: kept.id }),
    ).rejects.toMatchObject({ code: 'MERGE_SAME_INSTITUTION' });
    await expect(
      rpc(app, organizer.cookie, 'admin.institutions.merge', { keep_id: kept.id, remove_id: duplicate.id }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});
