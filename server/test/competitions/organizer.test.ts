import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/app';
import { rest, rpc, signedIn } from '../support/calls';
import { createCompetition, hoursFromNow } from '../support/competitions';

const { app, db } = await createTestApp();
const organizer = await signedIn(db, ['organizer']);

describe('organizers manage competitions', () => {
  it('create one that defaults to warmup and private, with null dates and a trimmed role', async () => {
    const res = await rest(app, organizer.cookie, 'POST', '/api/competitions', {
      name: 'Kvalifikacije 2026',
      slug: 'kvalifikacije-2026',
      required_role: '  ',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      slug: 'kvalifikacije-2026',
      stage: 'warmup',
      visibility: 'private',
      required_role: null,
      starts_at: null,
      registration_ends_at: null,
    });
  });

  it('refuse a slug that is taken, with the field named', async () => {
    await createCompetition(db, { slug: 'zauzeto' });
    const res = await rest(app, organizer.cookie, 'POST', '/api/competitions', { name: 'Drugo', slug: 'zauzeto' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'SLUG_TAKEN',
      message: 'This slug is already used by another competition.',
      fieldErrors: { slug: ['slugTaken'] },
    });
  });

  it('edit every field but the slug, and delete', async () => {
    const { slug } = await createCompetition(db);
    const starts = hoursFromNow(24).toISOString();
    const res = await rest(app, organizer.cookie, 'PATCH', `/api/competitions/${slug}`, {
      name: 'Finale',
      stage: 'finals',
      visibility: 'public',
      starts_at: starts,
      ends_at: null,
      registration_starts_at: null,
      registration_ends_at: null,
      required_role: 'women4cyber',
      ctfd_url: 'https://ctfd.example.rs',
    });
    expect(res.json()).toMatchObject({
      slug,
      name: 'Finale',
      stage: 'finals',
      starts_at: starts,
      required_role: 'women4cyber',
      ctfd_url: 'https://ctfd.example.rs',
    });
    const list = await rpc<{ slug: string }[]>(
      app,
      organizer.cookie,
      'organizer.competitions.list',
      undefined,
      'query',
    );
    expect(list.map((c) => c.slug)).toContain(slug);
    expect((await rest(app, organizer.cookie, 'DELETE', `/api/competitions/${slug}`)).statusCode).toBe(200);
    expect((await rest(app, organizer.cookie, 'GET', `/api/competitions/${slug}`)).statusCode).toBe(404);
  });
});

describe('who sees which competition', () => {
  it('lists public ones to everyone, unlisted ones by slug only, private ones to staff, and a required role to its holders', async () => {
    const pub = await createCompetition(db, { visibility: 'public' });
    const unlisted = await createCompetition(db, { visibility: 'unlisted' });
    const priv = await createCompetition(db, { visibility: 'private' });
    const women = await createCompetition(db, { visibility: 'public', required_role: 'women4cyber' });
    const slugs = async (cookie: string) =>
      (await rest(app, cookie, 'GET', '/api/competitions')).json().map((c: { slug: string }) => c.slug) as string[];

    const user = await signedIn(db);
    const seen = await slugs(user.cookie);
    expect(seen).toContain(pub.slug);
    expect(seen).not.toContain(unlisted.slug);
    expect(seen).not.toContain(priv.slug);
    expect(seen).not.toContain(women.slug);
    expect((await rest(app, user.cookie, 'GET', `/api/competitions/${unlisted.slug}`)).statusCode).toBe(200);
    expect((await rest(app, user.cookie, 'GET', `/api/competitions/${priv.slug}`)).statusCode).toBe(404);
    expect((await rest(app, user.cookie, 'GET', `/api/competitions/${women.slug}`)).statusCode).toBe(404);

    const member = await signedIn(db, ['women4cyber']);
    expect(await slugs(member.cookie)).toContain(women.slug);
    const staff = await signedIn(db, ['organizer']);
    expect(await slugs(staff.cookie)).toEqual(expect.arrayContaining([pub.slug, unlisted.slug, priv.slug, women.slug]));
  });

  it('says whether registration is open right now', async () => {
    const open = await createCompetition(db, {
      registration_starts_at: hoursFromNow(-1),
      registration_ends_at: hoursFromNow(1),
    });
    const closed = await createCompetition(db, { registration_starts_at: hoursFromNow(1) });
    const user = await signedIn(db);
    const list = (await rest(app, user.cookie, 'GET', '/api/competitions')).json() as {
      slug: string;
      registration_open: boolean;
    }[];
    expect(list.find((c) => c.slug === open.slug)?.registration_open).toBe(true);
    expect(list.find((c) => c.slug === closed.slug)?.registration_open).toBe(false);
  });
});
