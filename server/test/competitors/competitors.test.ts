import { describe, expect, it } from 'vitest';
import { insertMissingInstitutions } from '../../src/services/institutions/institutions';
import { createSession } from '../../src/services/auth/sessions';
import { TEST_ORIGIN, createTestApp } from '../support/app';
import { createUser } from '../support/auth';
import { applicationForm } from '../support/competitors';
import { linkDiscord } from '../support/competitions';

const { app, db } = await createTestApp();
await insertMissingInstitutions(db, [
  { name: 'Elektronski fakultet, Univerzitet u Nišu', city: 'Niš', region: 'juzno_istocna_srbija', type: 'university' },
  { name: 'Gimnazija „Svetozar Marković”', city: 'Niš', region: 'juzno_istocna_srbija', type: 'high_school' },
  { name: 'Gimnazija „Svetozar Marković”', city: 'Novi Sad', region: 'vojvodina', type: 'high_school' },
  { name: 'Matematička gimnazija', city: 'Beograd', region: 'beograd', type: 'high_school' },
  { name: 'Čačanska gimnazija', city: 'Čačak', region: 'sumadija_i_zapadna_srbija', type: 'high_school' },
]);
const institutionId = (
  await db.selectFrom('institutions').select('id').where('name', '=', 'Matematička gimnazija').executeTakeFirstOrThrow()
).id;

async function competitor({ discord = true } = {}) {
  const user = await createUser(db);
  if (discord) await linkDiscord(db, user.id, { provider_user_id: `d${user.id}`, username: `disc${user.id}` });
  const { token } = await createSession(db, { userId: user.id });
  return { user, cookie: token };
}

const send = (cookie: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
  app.inject({
    method,
    url,
    cookies: { session: cookie },
    headers: { origin: TEST_ORIGIN, 'accept-language': 'en' },
    ...(payload ? { payload: payload as object } : {}),
  });

function yearsAgo(years: number, days = 0) {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const valid = { ...applicationForm, institution_id: institutionId, institution_name: null };

describe('applying for competitor status', () => {
  it('needs a linked Discord account', async () => {
    const { cookie } = await competitor({ discord: false });
    const res = await send(cookie, 'POST', '/api/competitors/@me', valid);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'DISCORD_REQUIRED', message: 'Link your Discord account first.' });
  });

  it('creates a pending application with the chosen institution', async () => {
    const { cookie } = await competitor();
    expect((await send(cookie, 'GET', '/api/competitors/@me')).json()).toEqual({ type: 'none' });
    const res = await send(cookie, 'POST', '/api/competitors/@me', { ...valid, first_name: '  Ana  ' });
    expect(res.statusCode).toBe(201);
    const own = (await send(cookie, 'GET', '/api/competitors/@me')).json();
    expect(own).toMatchObject({
      type: 'pending',
      status: 'pending',
      first_name: 'Ana',
      date_of_birth: '2007-05-14',
      institution: { id: institutionId, name: 'Matematička gimnazija', city: 'Beograd' },
      institution_name: null,
      ctf_team: false,
    });
  });

  it('accepts an institution typed by hand', async () => {
    const { cookie } = await competitor();
    const res = await send(cookie, 'POST', '/api/competitors/@me', {
      ...valid,
      institution_id: null,
      institution_name: 'Srednja škola u Trsteniku',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ institution: null, institution_name: 'Srednja škola u Trsteniku' });
  });

  it("accepts someone who turns 13 today (with a guardian's consent, as under 15)", async () => {
    const { cookie } = await competitor();
    expect(
      (
        await send(cookie, 'POST', '/api/competitors/@me', {
          ...valid,
          date_of_birth: yearsAgo(13),
          guardian_consent: true,
        })
      ).statusCode,
    ).toBe(201);
  });

  it.each([
    ['first_name', { first_name: ' A ' }, 'nameMinLength'],
    ['last_name', { last_name: 'P' }, 'nameMinLength'],
    ['gender', { gender: 'other' }, 'genderRequired'],
    ['date_of_birth', { date_of_birth: '14.05.2007' }, 'dateOfBirthInvalid'],
    ['date_of_birth', { date_of_birth: '2007-02-30' }, 'dateOfBirthInvalid'],
    ['date_of_birth', { date_of_birth: yearsAgo(-1) }, 'dateOfBirthInvalid'],
    ['date_of_birth', { date_of_birth: yearsAgo(13, 1) }, 'ageMinimum'],
    ['permanent_residence', { permanent_residence: '   ' }, 'residenceRequired'],
    ['shirt_size', { shirt_size: 'XS' }, 'shirtSizeRequired'],
    ['institution_name', { institution_id: null, institution_name: null }, 'institutionRequired'],
    ['institution_name', { institution_id: null, institution_name: 'X' }, 'institutionNameMinLength'],
    ['institution_name', { institution_name: 'Both given' }, 'institutionEitherOr'],
  ])('refuses a bad %s with %s', async (field, change, key) => {
    const { cookie } = await competitor();
    const res = await send(cookie, 'POST', '/api/competitors/@me', { ...valid, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      fieldErrors: { [field]: expect.arrayContaining([key]) },
    });
    expect((await send(cookie, 'GET', '/api/competitors/@me')).json()).toEqual({ type: 'none' });
  });

  it('refuses an institution that does not exist, and unknown fields', async () => {
    const { cookie } = await competitor();
    const missing = await send(cookie, 'POST', '/api/competitors/@me', { ...valid, institution_id: 999999 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'INSTITUTION_NOT_FOUND' });
    const extra = await send(cookie, 'POST', '/api/competitors/@me', { ...valid, status: 'accepted' });
    expect(extra.statusCode).toBe(400);
  });

  it('refuses a second application while one is pending', async () => {
    const { cookie } = await competitor();
    await send(cookie, 'POST', '/api/competitors/@me', valid);
    const again = await send(cookie, 'POST', '/api/competitors/@me', valid);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'APPLICATION_EXISTS' });
  });
});

describe('after a decision', () => {
  it('shows a rejection with its reason, and a new application keeps the old one as history', async () => {
    const { user, cookie } = await competitor();
    expect((await send(cookie, 'POST', '/api/competitors/@me', valid)).statusCode).toBe(201);
    const decided = await app.inject({
      method: 'POST',
      url: '/trpc/competitors.simulateOutcome',
      cookies: { session: cookie },
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      payload: { outcome: 'rejected', reason: 'Nedostaje potvrda škole' },
    });
    expect(decided.statusCode).toBe(200);
    expect((await send(cookie, 'GET', '/api/competitors/@me')).json()).toMatchObject({
      type: 'pending',
      status: 'rejected',
      rejection_reason: 'Nedostaje potvrda škole',
      ctf_team: false,
    });
    const reapplied = await send(cookie, 'POST', '/api/competitors/@me', { ...valid, shirt_size: 'L' });
    expect(reapplied.statusCode).toBe(201);
    expect(reapplied.json()).toMatchObject({
      type: 'pending',
      status: 'pending',
      shirt_size: 'L',
      rejection_reason: null,
    });
    const history = await db
      .selectFrom('competitor_applications')
      .select(['status', 'is_current'])
      .where('user_id', '=', user.id)
      .orderBy('id')
      .execute();
    expect(history).toEqual([
      { status: 'rejected', is_current: false },
      { status: 'pending', is_current: true },
    ]);
  });

  it('puts an accepted competitor in the CTF team, which they may leave and rejoin', async () => {
    const { cookie } = await competitor();
    expect((await send(cookie, 'POST', '/api/competitors/@me', valid)).statusCode).toBe(201);
    const pendingToggle = await send(cookie, 'PATCH', '/api/competitors/@me', { ctf_team: true });
    expect(pendingToggle.statusCode).toBe(403);
    expect(pendingToggle.json()).toMatchObject({ code: 'NOT_A_COMPETITOR' });

    const decided = await app.inject({
      method: 'POST',
      url: '/trpc/competitors.simulateOutcome',
      cookies: { session: cookie },
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      payload: { outcome: 'accepted' },
    });
    expect(decided.statusCode).toBe(200);
    expect((await send(cookie, 'GET', '/api/competitors/@me')).json()).toMatchObject({
      type: 'approved',
      status: 'accepted',
      ctf_team: true,
    });
    expect((await send(cookie, 'PATCH', '/api/competitors/@me', { ctf_team: false })).json()).toMatchObject({
      ctf_team: false,
      joined_team_at: null,
    });
    expect((await send(cookie, 'PATCH', '/api/competitors/@me', { ctf_team: true })).json()).toMatchObject({
      ctf_team: true,
    });
    expect((await send(cookie, 'POST', '/api/competitors/@me', valid)).statusCode).toBe(409);
  });
});

describe('institution search', () => {
  const search = async (cookie: string, query: string) => {
    const res = await app.inject({
      url: `/trpc/institutions.search?input=${encodeURIComponent(JSON.stringify({ query }))}`,
      cookies: { session: cookie },
    });
    return (res.json() as { result: { data: { name: string; city: string }[] } }).result.data.map(
      (i) => `${i.name} (${i.city})`,
    );
  };

  it('finds the same institutions for "Ниш", "Nis" and "Niš", over name and city', async () => {
    const { cookie } = await competitor();
    const [cyrillic, ascii, latin] = [
      await search(cookie, 'Ниш'),
      await search(cookie, 'Nis'),
      await search(cookie, 'Niš'),
    ];
    expect(cyrillic).toEqual(ascii);
    expect(latin).toEqual(ascii);
    // Over name and city: the faculty by both, the gymnasium by its city (the reference list adds more).
    expect(ascii).toEqual(
      expect.arrayContaining(['Elektronski fakultet, Univerzitet u Nišu (Niš)', 'Gimnazija „Svetozar Marković” (Niš)']),
    );
    expect(ascii.every((found) => /niš/i.test(found))).toBe(true);
  });

  it('matches every word, in any case and script', async () => {
    const { cookie } = await competitor();
    expect(await search(cookie, 'ГИМНАЗИЈА светозар нови')).toEqual(['Gimnazija „Svetozar Marković” (Novi Sad)']);
    expect(await search(cookie, 'cacanska')).toEqual(['Čačanska gimnazija (Čačak)']);
    expect(await search(cookie, 'Математичка')).toEqual(['Matematička gimnazija (Beograd)']);
    expect(await search(cookie, 'no such school')).toEqual([]);
  });

  it('treats % and _ as plain characters', async () => {
    const { cookie } = await competitor();
    // As LIKE wildcards, "%" and "_" would match every name, "Ni_" would match "Niš" and "Mate%ka"
    // "Matematička"; as plain characters none of them is in any name.
    expect(await search(cookie, '%')).toEqual([]);
    expect(await search(cookie, '_')).toEqual([]);
    expect(await search(cookie, 'Ni_')).toEqual([]);
    expect(await search(cookie, 'Mate%ka')).toEqual([]);
    // The same searches without the wildcards do find them, so the empty answers above mean something.
    expect(await search(cookie, 'Niš')).not.toEqual([]);
    expect(await search(cookie, 'Matematička')).toEqual(['Matematička gimnazija (Beograd)']);
  });
});
