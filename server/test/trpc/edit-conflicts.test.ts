import { describe, expect, it } from 'vitest';
import { institutionForm } from '@ctf/shared/test-support/institution';
import { createTestApp } from '../support/app';
import { rest, rpc, signedIn } from '../support/calls';
import { createCompetition } from '../support/competitions';
import { createApplication, createInstitution } from '../support/competitors';
import { ascending } from '@ctf/shared/sort';

const { app, db } = await createTestApp();
const admin = await signedIn(db, ['admin']);
const otherAdmin = await signedIn(db, ['admin']);
const organizer = await signedIn(db, ['organizer']);
const otherOrganizer = await signedIn(db, ['organizer']);

const CONFLICT_EN =
  'Someone else saved this while you were editing. Nothing of yours was saved: compare with their values, then save again or load theirs.';

describe('two people editing the same record: the second save never overwrites the first', () => {
  it('a user: the stale role change is refused with 409 and the current values, the first change stays', async () => {
    const { user } = await signedIn(db, ['women4cyber']);
    const loaded = (await rest(app, admin.cookie, 'GET', `/api/users/${user.id}`)).json() as { version: number };
    const first = await rest(app, admin.cookie, 'PATCH', `/api/users/${user.id}`, {
      roles: ['women4cyber', 'organizer'],
      version: loaded.version,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().version).toBe(loaded.version + 1);

    const second = await rest(app, otherAdmin.cookie, 'PATCH', `/api/users/${user.id}`, {
      email: user.email,
      roles: [],
      version: loaded.version,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      code: 'EDIT_CONFLICT',
      message: CONFLICT_EN,
      current: { id: user.id, roles: ['organizer', 'women4cyber'], version: loaded.version + 1 },
    });
    const stored = await db.selectFrom('users').select('roles').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect([...stored.roles].sort(ascending)).toEqual(['organizer', 'women4cyber']);
  });

  it('a user, over tRPC, in Serbian', async () => {
    const { user } = await signedIn(db);
    const res = await app.inject({
      method: 'POST',
      url: '/trpc/admin.users.update',
      cookies: { session: admin.cookie },
      headers: { origin: 'http://localhost:3000', 'content-type': 'application/json', 'accept-language': 'sr' },
      payload: JSON.stringify({ id: user.id, roles: ['organizer'], version: 7 }),
    });
    expect(res.statusCode).toBe(409);
    const { error } = res.json() as { error: { message: string; data: { code: string; current: unknown } } };
    expect(error.data.code).toBe('EDIT_CONFLICT');
    expect(error.message).toMatch(/^Неко други је ово сачувао/);
    expect(error.data.current).toMatchObject({ id: user.id, roles: [], version: 1 });
  });

  it('an institution', async () => {
    const created = (
      await rest(app, admin.cookie, 'POST', '/api/institutions', {
        ...institutionForm,
        name: `Gimnazija Sombor ${Date.now()}`,
        city: 'Sombor',
      })
    ).json() as { id: number; version: number };
    const first = await rest(app, admin.cookie, 'PATCH', `/api/institutions/${created.id}`, {
      notes: 'Prvi admin',
      version: created.version,
    });
    expect(first.statusCode).toBe(200);
    const second = await rest(app, otherAdmin.cookie, 'PATCH', `/api/institutions/${created.id}`, {
      notes: 'Drugi admin',
      version: created.version,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'EDIT_CONFLICT', current: { notes: 'Prvi admin' } });
    expect((await rest(app, admin.cookie, 'GET', `/api/institutions/${created.id}`)).json().notes).toBe('Prvi admin');
  });

  it('a competition edited by two organizers', async () => {
    const { slug } = await createCompetition(db);
    const loaded = await rpc<{ version: number }>(
      app,
      organizer.cookie,
      'organizer.competitions.get',
      { slug },
      'query',
    );
    await rpc(app, organizer.cookie, 'organizer.competitions.update', {
      slug,
      stage: 'quals',
      version: loaded.version,
    });
    await expect(
      rpc(app, otherOrganizer.cookie, 'organizer.competitions.update', {
        slug,
        name: 'Drugo ime',
        version: loaded.version,
      }),
    ).rejects.toMatchObject({ code: 'EDIT_CONFLICT', status: 409 });
    const stored = await rpc<{ name: string; stage: string }>(
      app,
      organizer.cookie,
      'organizer.competitions.get',
      { slug },
      'query',
    );
    expect(stored.stage).toBe('quals');
    expect(stored.name).not.toBe('Drugo ime');
  });

  it('a pending application’s institution set from a stale view', async () => {
    const applicant = await signedIn(db);
    const { id } = await createApplication(db, applicant.user.id, {
      first_name: 'Marko',
      last_name: 'Ilić',
      gender: 'male',
      date_of_birth: '2007-07-07',
      permanent_residence: 'Valjevo',
      shirt_size: 'L',
      institution_name: 'Valjevska gimnazija',
    });
    const schools = [];
    for (const name of ['Valjevska gimnazija', 'Tehnička škola Valjevo'])
      schools.push(
        await createInstitution(db, { name: `${name} ${id}`, city: 'Valjevo', region: 'sumadija_i_zapadna_srbija' }),
      );
    const loaded = (
      await rpc<{ competitor: { version: number } }>(app, admin.cookie, 'admin.competitors.get', { id }, 'query')
    ).competitor;
    const first = await rest(app, admin.cookie, 'PATCH', `/api/competitors/pending/${id}`, {
      institution_id: schools[0]!.id,
      version: loaded.version,
    });
    expect(first.statusCode).toBe(200);
    const second = await rest(app, otherAdmin.cookie, 'PATCH', `/api/competitors/pending/${id}`, {
      institution_id: schools[1]!.id,
      version: loaded.version,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'EDIT_CONFLICT', current: { institution: { id: schools[0]!.id } } });
  });
});
