import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { toSearchKey } from '@ctf/shared/transliteration';
import { createTestApp } from '../support/app';
import { rpc, signedIn } from '../support/calls';
import { createUser } from '../support/auth';
import { ascending } from '@ctf/shared/sort';

const { app, db } = await createTestApp();
const admin = await signedIn(db, ['admin']);

interface Page<T> {
  data: T[];
  meta: { total: number; page: number; per_page: number; page_count: number; estimated?: boolean };
}
type UserRow = { id: number; username: string; email: string };
type CompetitorRow = { id: number; full_name: string; user: { username: string } };

const users = (input: Record<string, unknown>) =>
  rpc<Page<UserRow>>(app, admin.cookie, 'admin.users.list', { per_page: 100, ...input }, 'query');
const competitors = (input: Record<string, unknown>) =>
  rpc<Page<CompetitorRow>>(app, admin.cookie, 'admin.competitors.list', { per_page: 100, ...input }, 'query');

let counter = 0;
/** A unique marker word, so each test finds only the rows it made. */
const marker = () => `q${Date.now().toString(36)}x${(counter += 1)}`;

async function applicant(first: string, last: string, user: { username?: string; email?: string } = {}) {
  const created = await createUser(db, user);
  const { id } = await db
    .insertInto('competitor_applications')
    .values({
      user_id: created.id,
      first_name: first,
      last_name: last,
      gender: 'female',
      date_of_birth: '2007-01-01',
      permanent_residence: 'Niš',
      shirt_size: 'M',
      institution_name: 'Gimnazija',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, user: created };
}

describe('search keys', () => {
  it('are made by the database exactly as the shared toSearchKey makes them', async () => {
    const samples = [
      'Илић',
      'Ilić',
      'ĐORĐE Ђорђевић',
      'Љубиша  Њега\tЏаковић',
      'Šćepan Žižić',
      'ǅemal ǈuba ǋegoš',
      '  under_score%50  ',
      'Zoë Müller',
      'marko.ilic@example.org',
    ];
    for (const text of samples) {
      const { rows } = await sql<{ key: string }>`select ctf_search_key(${text}) as key`.execute(db);
      expect(rows[0]?.key, text).toBe(toSearchKey(text));
    }
  });
});

describe('the users list search', () => {
  it('"ilic" finds "Ilić" and "Илић" in usernames, emails and applicants\' names; "marko" finds "Марко"', async () => {
    const tag = marker();
    const latin = await createUser(db, { username: `ilić_${tag}` });
    const cyrillic = await createUser(db, { username: `илић_${tag}` });
    const byMail = await createUser(db, { email: `petar.ILIC.${tag}@example.org` });
    const named = await applicant('Марко', `Илић ${tag}`);
    await createUser(db, { username: `ivic_${tag}` });
    // Each word of a search starts a word of the key: "ilic" inside "Vasilić" or "Milica" is not Ilić.
    await createUser(db, { username: `vasilić_${tag}` });
    await applicant('Milica', `Jović ${tag}`);

    const found = await users({ search: `ilic ${tag}` });
    expect(found.data.map((u) => u.id).sort(ascending)).toEqual(
      [latin.id, cyrillic.id, byMail.id, named.user.id].sort((a, b) => a - b),
    );
    expect(found.meta).toEqual({ total: 4, page: 1, per_page: 100, page_count: 1 });

    const marko = await users({ search: `marko ${tag}` });
    expect(marko.data.map((u) => u.id)).toEqual([named.user.id]);
    // Cyrillic and capitals in the search box work too.
    expect((await users({ search: `МАРКО ${tag}` })).data.map((u) => u.id)).toEqual([named.user.id]);
  });

  it('takes _ and % literally', async () => {
    const tag = marker();
    const underscore = await createUser(db, { email: `a_b${tag}@example.org` });
    const percent = await createUser(db, { email: `a%b${tag}@example.org` });
    await createUser(db, { email: `axb${tag}@example.org` });
    expect((await users({ search: `a_b${tag}` })).data.map((u) => u.id)).toEqual([underscore.id]);
    expect((await users({ search: `a%b${tag}` })).data.map((u) => u.id)).toEqual([percent.id]);
    // Nor is anything of a regular expression: a dot is a dot.
    const dot = await createUser(db, { email: `a.b${tag}@example.org` });
    expect((await users({ search: `a.b${tag}` })).data.map((u) => u.id)).toEqual([dot.id]);
    expect((await users({ search: `(a|x)*b${tag}` })).data).toEqual([]);
  });

  it('lists only verified users under "verified", with their exact total, as the dashboard counts them', async () => {
    const verified = await createUser(db, { roles: ['women4cyber'] });
    const unverified = await createUser(db, { roles: ['women4cyber'], verified: false });
    const shown = await users({ role: 'women4cyber', verified: 'yes', per_page: 100, sort: 'id', direction: 'desc' });
    const ids = shown.data.map((u) => u.id);
    expect(ids).toContain(verified.id);
    expect(ids).not.toContain(unverified.id);
    const { n } = await db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('email_verified_at', 'is not', null)
      .where(sql<boolean>`roles @> array['women4cyber']::text[]`)
      .executeTakeFirstOrThrow();
    expect(shown.meta.total).toBe(Number(n));
    const stats = await rpc<{ verified_users: number }>(app, admin.cookie, 'admin.stats', undefined, 'query');
    const { all } = await db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('all'))
      .where('email_verified_at', 'is not', null)
      .executeTakeFirstOrThrow();
    expect(stats.verified_users).toBe(Number(all));
  });

  it('filters by role and verification, with exact totals kept by the database', async () => {
    const before = await users({ role: 'women4cyber', verified: 'no' });
    const made = await createUser(db, { roles: ['women4cyber'], verified: false });
    await createUser(db, { roles: ['women4cyber'] });
    await createUser(db, { verified: false });
    const after = await users({ role: 'women4cyber', verified: 'no' });
    expect(after.meta.total).toBe(before.meta.total + 1);
    expect(after.data.map((u) => u.id)).toContain(made.id);
    const everyone = await users({ per_page: 10 });
    const { count } = await db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(everyone.meta.total).toBe(Number(count));
    // Roles and verification change: the kept counts follow.
    await db.updateTable('users').set({ roles: [], email_verified_at: new Date() }).where('id', '=', made.id).execute();
    expect((await users({ role: 'women4cyber', verified: 'no' })).meta.total).toBe(before.meta.total);
    await db.deleteFrom('users').where('id', '=', made.id).execute();
    expect((await users({ per_page: 10 })).meta.total).toBe(Number(count) - 1);
  });

  it('sorts usernames in Serbian order, both scripts as one alphabet', async () => {
    const tag = marker();
    for (const name of [
      'zoran',
      'šaban',
      'sava',
      'čeda',
      'ćira',
      'cvele',
      'đura',
      'džaja',
      'dragan',
      'жика',
      'љуба',
      'luka',
    ])
      await createUser(db, { username: `${name}_${tag}` });
    const asc = await users({ search: tag, sort: 'username' });
    expect(asc.data.map((u) => u.username.replace(`_${tag}`, ''))).toEqual([
      'cvele',
      'čeda',
      'ćira',
      'dragan',
      'džaja',
      'đura',
      'luka',
      'љуба',
      'sava',
      'šaban',
      'zoran',
      'жика',
    ]);
    const desc = await users({ search: tag, sort: 'username', direction: 'desc' });
    expect(desc.data.map((u) => u.username)).toEqual(asc.data.map((u) => u.username).reverse());
  });
});

describe('the competitors list search', () => {
  it('"ilic" finds "Ilić" and "Илић"; "marko" finds "Марко"; usernames and emails match too', async () => {
    const tag = marker();
    const latin = await applicant('Ana', `Ilić ${tag}`);
    const cyrillic = await applicant('Марко', `Илић ${tag}`);
    const byUser = await applicant('Petar', `Petrović ${tag}`, { username: `p.ilic_${tag}` });
    await applicant('Ivan', `Ivić ${tag}`);
    await applicant('Milica', `Vasilić ${tag}`);
    const found = await competitors({ search: `ilic ${tag}` });
    expect(found.data.map((c) => c.id).sort((a, b) => a - b)).toEqual(
      [latin.id, cyrillic.id, byUser.id].sort((a, b) => a - b),
    );
    expect(found.meta.total).toBe(3);
    const marko = await competitors({ search: `marko ${tag}` });
    expect(marko.data.map((c) => c.full_name)).toEqual([`Марко Илић ${tag}`]);
    expect((await competitors({ search: `${tag} mar`, tab: 'pending' })).data.map((c) => c.id)).toEqual([cyrillic.id]);
  });

  it('sorts names in Serbian order: Č Ć after C, Dž Đ after D, Lj after L, Š after S, Ž after Z, Cyrillic among Latin', async () => {
    const tag = marker();
    const lastNames = [
      'Zorić',
      'Šarić',
      'Savić',
      'Čolić',
      'Ćosić',
      'Cvetić',
      'Đurić',
      'Džajić',
      'Dragić',
      'Жикић',
      'Љубић',
      'Lukić',
    ];
    for (const last of lastNames) await applicant(tag, last);
    const asc = await competitors({ search: tag, sort: 'name' });
    expect(asc.data.map((c) => c.full_name.replace(`${tag} `, ''))).toEqual([
      'Cvetić',
      'Čolić',
      'Ćosić',
      'Dragić',
      'Džajić',
      'Đurić',
      'Lukić',
      'Љубић',
      'Savić',
      'Šarić',
      'Zorić',
      'Жикић',
    ]);
    // Page 2 (past the middle) is read backwards from the end: the same order either way.
    const pages = [];
    for (const page of [1, 2, 3])
      pages.push(...(await competitors({ search: tag, sort: 'name', per_page: 10, page })).data);
    expect(pages.map((c) => c.id)).toEqual(asc.data.map((c) => c.id));
  });
});

describe('the institutions list', () => {
  it('sorts names with numbers numerically and Serbian letters in place', async () => {
    const tag = marker();
    const names = ['Cup 11', 'Cup 2', 'Cup 1', 'Čačak', 'Šabac', 'Sombor', 'Ђакова', 'Zrenjanin'].map(
      (n) => `${n} ${tag}`,
    );
    await db
      .insertInto('institutions')
      .values(
        names.map((name) => ({
          name,
          city: 'Grad',
          region: 'beograd',
          type: 'high_school',
          search_key: toSearchKey(`${name} Grad`),
        })),
      )
      .execute();
    const page = await rpc<Page<{ name: string }>>(
      app,
      admin.cookie,
      'admin.institutions.list',
      { search: tag, sort: 'name', per_page: 100 },
      'query',
    );
    expect(page.data.map((i) => i.name.replace(` ${tag}`, ''))).toEqual([
      'Cup 1',
      'Cup 2',
      'Cup 11',
      'Čačak',
      'Ђакова',
      'Sombor',
      'Šabac',
      'Zrenjanin',
    ]);
  });
});
