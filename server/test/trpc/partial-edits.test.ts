import { describe, expect, it } from 'vitest';
import { institutionForm } from '@ctf/shared/test-support/institution';
import { createTestApp } from '../support/app';
import { rest, rpc, signedIn } from '../support/calls';
import { createCompetition, hoursFromNow, makeCompetitor } from '../support/competitions';
import { ascending } from '@ctf/shared/sort';

const { app, db } = await createTestApp();
const admin = await signedIn(db, ['admin']);
const organizer = await signedIn(db, ['organizer']);

/** Every field of the answer but the ones the edit named (and the bookkeeping that moves with any edit). */
const untouched = (record: Record<string, unknown>, ...changed: string[]) =>
  Object.fromEntries(Object.entries(record).filter(([key]) => ![...changed, 'version'].includes(key)));

async function fullCompetition() {
  const { slug } = await createCompetition(db, {
    visibility: 'public',
    stage: 'quals',
    required_role: 'women4cyber',
    registration_starts_at: hoursFromNow(-24),
    registration_ends_at: hoursFromNow(24),
    ctfd_url: 'https://quals.ctfd.example.rs',
  });
  await db
    .updateTable('competitions')
    .set({ starts_at: hoursFromNow(48), ends_at: hoursFromNow(72) })
    .where('slug', '=', slug)
    .execute();
  return slug;
}

const getCompetition = async (slug: string) =>
  rpc<Record<string, unknown>>(app, organizer.cookie, 'organizer.competitions.get', { slug }, 'query');

describe('an edit changes exactly the fields it names', () => {
  it('PATCH /api/competitions/{slug} with a name keeps the stage, visibility, dates, role and CTFd address', async () => {
    const slug = await fullCompetition();
    const before = await getCompetition(slug);
    const res = await rest(app, organizer.cookie, 'PATCH', `/api/competitions/${slug}`, { name: 'Preimenovano' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Preimenovano' });
    const after = await getCompetition(slug);
    expect(after.name).toBe('Preimenovano');
    expect(untouched(after, 'name')).toEqual(untouched(before, 'name'));
    expect(after).toMatchObject({ stage: 'quals', visibility: 'public', required_role: 'women4cyber' });
  });

  it('organizer.competitions.update with one date keeps every other field, and checks it against the stored dates', async () => {
    const slug = await fullCompetition();
    const before = await getCompetition(slug);
    const ends = hoursFromNow(96).toISOString();
    await rpc(app, organizer.cookie, 'organizer.competitions.update', { slug, ends_at: ends });
    const after = await getCompetition(slug);
    expect(after.ends_at).toBe(ends);
    expect(untouched(after, 'ends_at')).toEqual(untouched(before, 'ends_at'));

    const early = await rest(app, organizer.cookie, 'PATCH', `/api/competitions/${slug}`, {
      ends_at: hoursFromNow(1).toISOString(),
    });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({ code: 'VALIDATION_ERROR', fieldErrors: { ends_at: ['endBeforeStart'] } });
    expect((await getCompetition(slug)).ends_at).toBe(ends);
  });

  it('PATCH /api/institutions/{id} with a city keeps the notes, contact and type', async () => {
    const created = await rest(app, admin.cookie, 'POST', '/api/institutions', {
      ...institutionForm,
      name: 'Gimnazija „Svetozar Marković” (delimična izmena)',
      notes: 'Kontakt: nastavnik informatike',
    });
    const before = created.json() as Record<string, unknown>;
    const res = await rest(app, admin.cookie, 'PATCH', `/api/institutions/${before.id}`, { city: 'Niška Banja' });
    expect(res.statusCode).toBe(200);
    const after = (await rest(app, admin.cookie, 'GET', `/api/institutions/${before.id}`)).json() as Record<
      string,
      unknown
    >;
    expect(after.city).toBe('Niška Banja');
    expect(untouched(after, 'city')).toEqual(untouched(before, 'city'));
    expect(after.notes).toBe('Kontakt: nastavnik informatike');
  });

  it('PATCH /api/users/{id} with roles only keeps the email and its verification', async () => {
    const { user } = await signedIn(db, ['women4cyber']);
    const before = (await rest(app, admin.cookie, 'GET', `/api/users/${user.id}`)).json();
    const res = await rest(app, admin.cookie, 'PATCH', `/api/users/${user.id}`, {
      roles: ['women4cyber', 'organizer'],
    });
    expect(res.statusCode).toBe(200);
    const after = (await rest(app, admin.cookie, 'GET', `/api/users/${user.id}`)).json();
    expect(after.roles).toEqual(['organizer', 'women4cyber'].sort(ascending));
    expect(untouched(after, 'roles', 'audit')).toEqual(untouched(before, 'roles', 'audit'));
    expect(after.email_verified_at).not.toBeNull();
  });

  it('PATCH /api/users/{id} with an email only keeps the roles', async () => {
    const { user } = await signedIn(db, ['women4cyber']);
    const res = await rest(app, admin.cookie, 'PATCH', `/api/users/${user.id}`, {
      email: `novo-${user.id}@example.rs`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: `novo-${user.id}@example.rs`, roles: ['women4cyber'] });
  });

  it('PATCH /api/competitors/@me changes the team membership only', async () => {
    const competitor = await signedIn(db);
    await makeCompetitor(db, competitor.user.id);
    const before = (await rest(app, competitor.cookie, 'GET', '/api/competitors/@me')).json();
    const res = await rest(app, competitor.cookie, 'PATCH', '/api/competitors/@me', { ctf_team: false });
    expect(res.statusCode).toBe(200);
    const after = (await rest(app, competitor.cookie, 'GET', '/api/competitors/@me')).json();
    expect(after.ctf_team).toBe(false);
    expect(untouched(after, 'ctf_team', 'joined_team_at')).toEqual(untouched(before, 'ctf_team', 'joined_team_at'));
  });

  it('PATCH /api/competitors/pending/{id} sets the institution only', async () => {
    const applicant = await signedIn(db);
    const school = await db
      .insertInto('institutions')
      .values({
        name: 'Tehnička škola Zrenjanin',
        city: 'Zrenjanin',
        region: 'vojvodina',
        type: 'high_school',
        search_key: 'tehnicka skola zrenjanin zrenjanin',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id } = await db
      .insertInto('competitor_applications')
      .values({
        user_id: applicant.user.id,
        first_name: 'Mina',
        last_name: 'Jovanović',
        gender: 'female',
        date_of_birth: '2008-03-03',
        permanent_residence: 'Zrenjanin',
        shirt_size: 'M',
        institution_name: 'Tehnička Zrenjanin',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const before = (
      await rpc<{ competitor: Record<string, unknown> }>(app, admin.cookie, 'admin.competitors.get', { id }, 'query')
    ).competitor;
    const res = await rest(app, admin.cookie, 'PATCH', `/api/competitors/pending/${id}`, { institution_id: school.id });
    expect(res.statusCode).toBe(200);
    const after = (
      await rpc<{ competitor: Record<string, unknown> }>(app, admin.cookie, 'admin.competitors.get', { id }, 'query')
    ).competitor;
    expect(after).toMatchObject({ institution: { id: school.id }, institution_name: null });
    expect(untouched(after, 'institution', 'institution_name')).toEqual(
      untouched(before, 'institution', 'institution_name'),
    );
  });
});
