import { describe, expect, it } from 'vitest';
import { institutionForm } from '@ctf/shared/test-support/institution';
import { createTestApp } from '../support/app';
import { rest, signedIn } from '../support/calls';
import { createApplication } from '../support/competitors';
import { auditEntries } from '../support/audit';
import { institutionSearchKey, insertMissingInstitutions } from '../../src/services/institutions/institutions';
import { INSTITUTIONS } from '../../../migrations/0104_reference_institutions';

const { app, db } = await createTestApp();
const admin = await signedIn(db, ['admin']);

const form = {
  ...institutionForm,
  name: 'Tehnička škola „Nikola Tesla”',
  city: 'Kostolac',
  notes: 'Kontakt: nastavnica informatike',
};

interface Page {
  data: { id: number; name: string; city: string }[];
  meta: { total: number; page: number; per_page: number; page_count: number };
}
const list = async (query: string) =>
  (await rest(app, admin.cookie, 'GET', `/api/institutions?${query}`)).json() as Page;

describe('institutions', () => {
  it('of the reference list are in a new database, with the search keys the application computes', async () => {
    const rows = await db.selectFrom('institutions').select(['name', 'city', 'region', 'type', 'search_key']).execute();
    for (const [name, city, region, type] of INSTITUTIONS) {
      const row = rows.find((r) => r.name === name && r.city === city);
      expect(row, `${name}, ${city}`).toMatchObject({ region, type, search_key: institutionSearchKey(name, city) });
    }
    // The school picker finds them in either script.
    const found = (await list('search=Универзитет у Нишу')).data.map((i) => i.name);
    expect(found).toContain('Univerzitet u Nišu');
  });

  it('are created, found in either script, edited and deleted', async () => {
    const created = await rest(app, admin.cookie, 'POST', '/api/institutions', form);
    expect(created.statusCode).toBe(201);
    const { id } = created.json() as { id: number };
    expect((await list('search=Костолац')).data.map((i) => i.id)).toEqual([id]);
    expect((await list('search=nikola tesla kostolac')).data.map((i) => i.id)).toEqual([id]);

    const edited = await rest(app, admin.cookie, 'PATCH', `/api/institutions/${id}`, { city: 'Požarevac', notes: '' });
    expect(edited.json()).toMatchObject({ city: 'Požarevac', notes: null, name: form.name });
    expect((await list('search=nikola tesla pozarevac')).data.map((i) => i.id)).toEqual([id]);
    expect((await list('search=kostolac')).data).toEqual([]);

    expect((await rest(app, admin.cookie, 'DELETE', `/api/institutions/${id}`)).statusCode).toBe(200);
    expect((await rest(app, admin.cookie, 'GET', `/api/institutions/${id}`)).statusCode).toBe(404);
    const actions = await auditEntries(db, { type: 'institution', id }, ['action']);
    expect(actions.map((a) => a.action)).toEqual(['institution.create', 'institution.update', 'institution.delete']);
  });

  it('cannot be deleted while a competitor has chosen it', async () => {
    const { id } = (await rest(app, admin.cookie, 'POST', '/api/institutions', { ...form, city: 'Bor' })).json() as {
      id: number;
    };
    const applicant = await signedIn(db);
    await createApplication(db, applicant.user.id, {
      date_of_birth: '2008-01-01',
      permanent_residence: 'Bor',
      shirt_size: 'S',
      institution_id: id,
    });
    const res = await rest(app, admin.cookie, 'DELETE', `/api/institutions/${id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'INSTITUTION_IN_USE',
      message: 'This institution cannot be deleted: competitors have chosen it.',
    });
  });

  it('refuse a duplicate in the same city and check every field', async () => {
    await rest(app, admin.cookie, 'POST', '/api/institutions', { ...form, city: 'Zaječar' });
    const duplicate = await rest(app, admin.cookie, 'POST', '/api/institutions', { ...form, city: 'zaječar' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ code: 'INSTITUTION_EXISTS' });
    const bad = await rest(app, admin.cookie, 'POST', '/api/institutions', {
      name: 'X',
      city: '',
      region: 'mars',
      type: 'castle',
      contact_email: '',
    });
    expect(bad.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      fieldErrors: {
        name: ['institutionNameMinLength'],
        city: ['cityRequired'],
        region: ['regionRequired'],
        type: ['typeRequired'],
      },
    });
    const badEmail = await rest(app, admin.cookie, 'POST', '/api/institutions', {
      ...form,
      city: 'Niš',
      contact_email: 'not-mail',
    });
    expect(badEmail.json()).toMatchObject({ fieldErrors: { contact_email: ['emailInvalid'] } });
  });

  it('are sorted and paged on the server', async () => {
    for (const name of ['Alfa škola', 'Beta škola', 'Gama škola']) {
      await rest(app, admin.cookie, 'POST', '/api/institutions', { ...form, name, city: 'Sortirano' });
    }
    const asc = await list('search=sortirano&sort=name&direction=asc&per_page=10');
    expect(asc.data.map((i) => i.name)).toEqual(['Alfa škola', 'Beta škola', 'Gama škola']);
    const desc = await list('search=sortirano&sort=name&direction=desc&per_page=10&page=1');
    expect(desc.data.map((i) => i.name)).toEqual(['Gama škola', 'Beta škola', 'Alfa škola']);
    expect((await rest(app, admin.cookie, 'GET', '/api/institutions?per_page=1')).statusCode).toBe(400);
  });

  it('imported without a contact email (as all 85 seeded ones are) can be edited and saved, and the address stays optional', async () => {
    const [name, city, region, type] = INSTITUTIONS[0]!;
    await insertMissingInstitutions(db, [{ name, city, region, type }]);
    const seeded = await db
      .selectFrom('institutions')
      .select(['id', 'contact_email'])
      .where('name', '=', name)
      .where('city', '=', city)
      .executeTakeFirstOrThrow();
    expect(seeded.contact_email).toBeNull();
    // The edit form sends every field, the empty address included.
    const res = await rest(app, admin.cookie, 'PATCH', `/api/institutions/${seeded.id}`, {
      name,
      city,
      region,
      type,
      contact_email: '',
      notes: 'Provereno',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: seeded.id, contact_email: null, notes: 'Provereno' });

    const created = await rest(app, admin.cookie, 'POST', '/api/institutions', {
      ...form,
      city: 'Smederevo',
      contact_email: '',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ contact_email: null });
    const invalid = await rest(app, admin.cookie, 'PATCH', `/api/institutions/${seeded.id}`, {
      contact_email: 'nije-adresa',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ fieldErrors: { contact_email: ['emailInvalid'] } });
  });
});
