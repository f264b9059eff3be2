import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../src/db/database';
import { institutionSearchKey } from '../../src/services/institutions/institutions';
import { runImport } from '../../src/services/moving-in/import';
import { textSource } from '../../src/services/moving-in/read-rows';
import { createTestDatabase } from '../support/app';
import { createUser } from '../support/auth';
import { uniqueName } from '../support/ctfd';

const database = await createTestDatabase();
const db = createDatabase(database.url, 2);
afterAll(() => db.destroy());

const INSTITUTIONS = 'name,city,region,type,contact_email';
const APPLICATIONS =
  'username,first_name,last_name,date_of_birth,gender,institution,city,permanent_residence,shirt_size,status,created_at,decided_at,joined_team_at';

const importFile = (kind: 'institutions' | 'applications', ...lines: string[]) =>
  runImport(db, { kind, source: textSource(`${kind}.csv`, lines.join('\n')), dryRun: false });
const reasons = (report: { rows: { outcome: string; reason: string | null; params: unknown }[] }) =>
  report.rows.map((row) => [row.outcome, row.reason, row.params]);

/** A listed institution as the admin form saves one (its search key from name and city). */
async function listed(name: string, city: string, type = 'high_school') {
  return db
    .insertInto('institutions')
    .values({ name, city, region: 'juzno_istocna_srbija', type, search_key: institutionSearchKey(name, city) })
    .returning('id')
    .executeTakeFirstOrThrow();
}

const institutionsNamed = (name: string, city: string) =>
  db.selectFrom('institutions').selectAll().where('search_key', '=', institutionSearchKey(name, city)).execute();

describe('importing institutions', () => {
  it('matches one here by name and city in any script and case, and never adds a second', async () => {
    const id = uniqueName();
    await listed(`Gimnazija Svetozar Marković ${id}`, 'Niš');
    const text = [
      INSTITUTIONS,
      `ГИМНАЗИЈА СВЕТОЗАР МАРКОВИЋ ${id.toUpperCase()},Ниш,juzno_istocna_srbija,high_school,`,
      `Tehnička škola ${id},Čačak,sumadija_i_zapadna_srbija,high_school,skola@example.org`,
      `ТЕХНИЧКА ШКОЛА ${id},Чачак,sumadija_i_zapadna_srbija,high_school,`,
    ];
    const first = await importFile('institutions', ...text);
    expect(reasons(first)).toEqual([
      ['unchanged', null, null],
      ['created', null, null],
      ['refused', 'duplicateInFile', { line: '3' }],
    ]);
    const again = await importFile('institutions', ...text);
    expect(again.counts).toEqual({ created: 0, updated: 0, unchanged: 2, refused: 1 });
    expect(await institutionsNamed(`Gimnazija Svetozar Marković ${id}`, 'Niš')).toHaveLength(1);
    const [added, ...more] = await institutionsNamed(`Tehnička škola ${id}`, 'Čačak');
    expect(more).toEqual([]);
    expect(added).toMatchObject({ region: 'sumadija_i_zapadna_srbija', contact_email: 'skola@example.org' });
  });

  it('leaves a match of another type as it is (a conflict), and refuses a school that is two here', async () => {
    const id = uniqueName();
    await listed(`Elektrotehnička škola ${id}`, 'Niš');
    // Two rows the unique index allows (names differ in letters) with one search key.
    await listed(`Škola Nikola Tesla ${id}`, 'Niš');
    await listed(`Skola Nikola Tesla ${id}`, 'Nis');
    const report = await importFile(
      'institutions',
      INSTITUTIONS,
      `Elektrotehnička škola ${id},Niš,juzno_istocna_srbija,university,`,
      `Škola Nikola Tesla ${id},Niš,juzno_istocna_srbija,high_school,`,
      `Nova ${id},Niš,nigde,high_school,`,
    );
    expect(reasons(report)).toEqual([
      ['refused', 'conflict', { field: 'type' }],
      ['refused', 'institutionAmbiguous', null],
      ['refused', 'fieldInvalid', { field: 'region' }],
    ]);
    expect((await institutionsNamed(`Elektrotehnička škola ${id}`, 'Niš'))[0]!.type).toBe('high_school');
  });
});

describe('importing applications', () => {
  it('ties each to its account and to a listed institution, or keeps the school as typed', async () => {
    const id = uniqueName();
    const school = await listed(`Gimnazija Bora Stanković ${id}`, 'Niš');
    const [ana, ivan] = [await createUser(db), await createUser(db)];
    const report = await importFile(
      'applications',
      APPLICATIONS,
      `${ana.username.toUpperCase()},Ana,Jović,2008-04-02,female,ГИМНАЗИЈА БОРА СТАНКОВИЋ ${id.toUpperCase()},Ниш,Niš,M,accepted,2025-02-01T10:00:00Z,2025-02-03T10:00:00Z,2025-02-03T10:00:00Z`,
      `${ivan.username},Ivan,Perić,2007-11-30,male,Privatna škola ${id},Beograd,Beograd,L,pending,,,`,
      `nema_${id},Neko,Nepoznat,2007-11-30,male,Škola,,Beograd,L,pending,,,`,
    );
    expect(reasons(report)).toEqual([
      ['created', null, null],
      ['created', null, null],
      ['refused', 'userUnknown', null],
    ]);
    const rows = await db
      .selectFrom('competitor_applications')
      .selectAll()
      .where('user_id', 'in', [ana.id, ivan.id])
      .orderBy('id')
      .execute();
    expect(rows[0]).toMatchObject({
      user_id: ana.id,
      status: 'accepted',
      is_current: true,
      ctf_team: true,
      institution_id: school.id,
      institution_name: null,
      created_at: new Date('2025-02-01T10:00:00Z'),
      joined_team_at: new Date('2025-02-03T10:00:00Z'),
    });
    expect(rows[1]).toMatchObject({
      status: 'pending',
      institution_id: null,
      institution_name: `Privatna škola ${id}`,
    });
    // The account's search key now holds the applicant's names (the database's triggers).
    const user = await db.selectFrom('users').select('search_key').where('id', '=', ana.id).executeTakeFirstOrThrow();
    expect(user.search_key).toContain('jovic');
  });

  it('leaves an application that is here as it is: the same row is unchanged, another a conflict', async () => {
    const user = await createUser(db);
    const row = `${user.username},Mila,Ilić,2008-01-01,female,Gimnazija,,Niš,S,pending,2025-03-01T00:00:00Z,,`;
    await importFile('applications', APPLICATIONS, row);
    const same = await importFile('applications', APPLICATIONS, row);
    const other = await importFile('applications', APPLICATIONS, row.replace(',S,pending', ',M,pending'));
    const unknownStatus = await importFile('applications', APPLICATIONS, row.replace('pending', 'waiting'));
    expect(reasons(same)).toEqual([['unchanged', null, null]]);
    expect(reasons(other)).toEqual([['refused', 'conflict', { field: 'shirt_size' }]]);
    expect(reasons(unknownStatus)).toEqual([['refused', 'statusUnknown', { value: 'waiting' }]]);
    const stored = await db
      .selectFrom('competitor_applications')
      .select(['shirt_size'])
      .where('user_id', '=', user.id)
      .execute();
    expect(stored).toEqual([{ shirt_size: 'S' }]);
  });
});
