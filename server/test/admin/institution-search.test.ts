// The institution search behind the competitor's and the admin's pickers: every word must match, in
// any script; names that start with the first word come first; `%`, `_` and `\` are plain characters.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { insertMissingInstitutions, searchInstitutions } from '../../src/services/institutions/institutions';
import { createTestApp } from '../support/app';

const { db } = await createTestApp();
const tag = `q${randomBytes(3).toString('hex')}`;

await insertMissingInstitutions(
  db,
  [
    `Gimnazija ${tag}`,
    `${tag} Tehnička škola`,
    `Škola 100% ${tag}`,
    `Škola 1000 ${tag}`,
    `Škola a_b ${tag}`,
    `Škola axb ${tag}`,
    `Škola back\\slash ${tag}`,
    `Škola backslash ${tag}`,
  ].map((name) => ({ name, city: 'Niš', region: 'juzno_istocna_srbija', type: 'high_school' })),
);
const names = async (query: string) => (await searchInstitutions(db, query, 50)).map((row) => row.name);

describe('searchInstitutions', () => {
  it('puts names that start with the first word before the others, then sorts by name', async () => {
    // By name alone "Gimnazija …" would come first.
    expect((await names(tag)).slice(0, 2)).toEqual([`${tag} Tehnička škola`, `Gimnazija ${tag}`]);
    expect(await names(`${tag} gimn`)).toEqual([`Gimnazija ${tag}`]);
    // In Cyrillic too, and the city is part of what is searched.
    expect(await names(`гимназија ${tag} ниш`)).toEqual([`Gimnazija ${tag}`]);
  });

  it('reads %, _ and \\ as themselves, not as patterns', async () => {
    expect(await names(`100% ${tag}`)).toEqual([`Škola 100% ${tag}`]);
    expect(await names(`a_b ${tag}`)).toEqual([`Škola a_b ${tag}`]);
    expect(await names(`back\\slash ${tag}`)).toEqual([`Škola back\\slash ${tag}`]);
  });

  it('gives every institution, by name, for a query of no words', async () => {
    const all = await searchInstitutions(db, '   ', 10_000);
    const byName = await db
      .selectFrom('institutions')
      .select('name')
      .orderBy('name')
      .orderBy('city')
      .orderBy('id')
      .execute();
    expect(all.map((row) => row.name)).toEqual(byName.map((row) => row.name));
    expect(all.length).toBeGreaterThanOrEqual(8);
  });
});
