// The institutions' refusals and edges the main flows do not reach: an institution that is not
// there, a rename onto another one, the field a duplicate marks, the search after a partial edit,
// a merge naming a missing institution, and the last pages of a list read from its end.
import { describe, expect, it } from 'vitest';
import { institutionForm } from '@ctf/shared/test-support/institution';
import { createTestApp } from '../support/app';
import { rest, rpc, signedIn } from '../support/calls';

const { app, db } = await createTestApp();
const admin = await signedIn(db, ['admin']);

let n = 0;
async function create(fields: Partial<Record<'name' | 'city', string>> = {}) {
  n += 1;
  const res = await rest(app, admin.cookie, 'POST', '/api/institutions', {
    ...institutionForm,
    name: `Gimnazija rubna ${n}`,
    city: 'Rubni Grad',
    ...fields,
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; name: string; city: string; version: number };
}
const missingId = async () => (await create()).id + 1_000_000;
const search = async (term: string) =>
  (
    (await rest(app, admin.cookie, 'GET', `/api/institutions?search=${encodeURIComponent(term)}`)).json() as {
      data: { id: number }[];
    }
  ).data.map((row) => row.id);

describe('an institution that is not there', () => {
  it('cannot be edited or deleted: not found, not a server error', async () => {
    const id = await missingId();
    const edited = await rest(app, admin.cookie, 'PATCH', `/api/institutions/${id}`, { city: 'Niš' });
    expect(edited.statusCode).toBe(404);
    expect(edited.json()).toMatchObject({ code: 'NOT_FOUND' });
    const deleted = await rest(app, admin.cookie, 'DELETE', `/api/institutions/${id}`);
    expect(deleted.statusCode).toBe(404);
    expect(deleted.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('cannot be merged with, either way round', async () => {
    const kept = await create();
    const id = await missingId();
    for (const [keep_id, remove_id] of [
      [kept.id, id],
      [id, kept.id],
    ])
      await expect(rpc(app, admin.cookie, 'admin.institutions.merge', { keep_id, remove_id })).rejects.toMatchObject({
        code: 'INSTITUTION_NOT_FOUND',
      });
    expect((await rest(app, admin.cookie, 'GET', `/api/institutions/${kept.id}`)).statusCode).toBe(200);
  });
});

describe('names in one city', () => {
  it('a duplicate, created or renamed onto another, marks the name field', async () => {
    const first = await create({ city: 'Dvojnik' });
    const duplicate = await rest(app, admin.cookie, 'POST', '/api/institutions', {
      ...institutionForm,
      name: first.name.toUpperCase(),
      city: 'Dvojnik',
    });
    expect(duplicate.json()).toEqual(
      expect.objectContaining({ code: 'INSTITUTION_EXISTS', fieldErrors: { name: ['institutionExists'] } }),
    );
    const second = await create({ city: 'Dvojnik' });
    const renamed = await rest(app, admin.cookie, 'PATCH', `/api/institutions/${second.id}`, { name: first.name });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json()).toMatchObject({ code: 'INSTITUTION_EXISTS', fieldErrors: { name: ['institutionExists'] } });
    const kept = (await rest(app, admin.cookie, 'GET', `/api/institutions/${second.id}`)).json() as { name: string };
    expect(kept.name).toBe(second.name);
  });

  it('a city-only edit keeps the institution found by its name, and by the new city', async () => {
    const school = await create({ name: 'Elektrotehnička škola Rubikon', city: 'Staro Mesto' });
    await rest(app, admin.cookie, 'PATCH', `/api/institutions/${school.id}`, { city: 'Novo Mesto' });
    expect(await search('rubikon')).toEqual([school.id]);
    expect(await search('rubikon novo mesto')).toEqual([school.id]);
    expect(await search('rubikon staro')).toEqual([]);
  });
});

describe('paging', () => {
  it('gives the last page, read from the end of the list, in order', async () => {
    const city = `Stranice ${Date.now()}`;
    const names = Array.from({ length: 12 }, (_, i) => `Škola ${String.fromCharCode(65 + i)}`);
    for (const name of [...names].reverse()) await create({ name, city });
    const page = async (p: number) =>
      (
        (
          await rest(
            app,
            admin.cookie,
            'GET',
            `/api/institutions?search=${encodeURIComponent(city)}&sort=name&direction=asc&per_page=10&page=${p}`,
          )
        ).json() as { data: { name: string }[] }
      ).data.map((row) => row.name);
    expect(await page(1)).toEqual(names.slice(0, 10));
    expect(await page(2)).toEqual(names.slice(10));
  });
});
