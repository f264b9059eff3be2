import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseCsv, toCsv } from '@ctf/shared/csv';
import type { ImportKind } from '@ctf/shared/schemas/moving-in';
import { type Database, createDatabase } from '../../src/db/database';
import { exportToDirectory } from '../../src/services/moving-in/export';
import { runImport } from '../../src/services/moving-in/import';
import { fileSource } from '../../src/services/moving-in/read-rows';
import { createTestDatabase } from '../support/app';
import { createUser } from '../support/auth';
import { createCompetition, hoursFromNow } from '../support/competitions';
import { createApplication, createInstitution } from '../support/competitors';

/** A fresh migrated database of this file's own, with nobody in it. */
async function emptyDatabase(): Promise<Database> {
  const db = createDatabase((await createTestDatabase()).url, 2);
  afterAll(() => db.destroy());
  return db;
}

/** Columns the importer does not read back: a successor sets them again, or takes them from the JSON. */
const NOT_CARRIED: Record<string, string[]> = {
  users: ['language', 'suspended_at', 'totp_secret', 'totp_enabled_at'],
  institutions: ['notes', 'created_at'],
  applications: ['rejection_reason', 'guardian_consent_at'],
  results: [],
};
const IMPORTED = ['institutions', 'users', 'applications'] as const satisfies ImportKind[];

/** The people, schools, applications and one competition's results a successor brings over (beside the reference schools). */
async function seed(db: Database) {
  const listed = await createInstitution(db, { name: 'Гимназија за програмирање „Ада“', city: 'Ниш' });
  await createInstitution(db, {
    name: 'Škola kodovanja',
    city: 'Beograd',
    region: 'beograd',
    contact_email: 'skola@kod.example.org',
  });
  const jovana = await createUser(db, { username: 'јована', email: 'jovana@example.org' });
  const marko = await createUser(db, {
    username: 'Marko_P',
    email: 'Marko@Example.org',
    roles: ['organizer', 'admin'],
  });
  const ana = await createUser(db, { username: 'ana.ilic', email: 'ana@example.org', verified: false });
  await createApplication(db, jovana.id, {
    first_name: 'Јована',
    last_name: 'Петровић',
    institution_id: listed.id,
    institution_name: null,
    status: 'accepted',
    ctf_team: true,
    created_at: hoursFromNow(-72),
    decided_at: hoursFromNow(-48),
    joined_team_at: hoursFromNow(-48),
  });
  await createApplication(db, marko.id, {
    first_name: 'Marko',
    last_name: 'Perić',
    // A CSV export guards a cell that starts like a spreadsheet formula; the import reads it as written.
    institution_name: '+ Tehnička škola',
  });
  await createApplication(db, ana.id, { status: 'rejected', decided_at: hoursFromNow(-1) });
  const competition = await createCompetition(db, { slug: 'kvalifikacije-2025', name: 'Квалификације 2025' });
  await db
    .insertInto('competition_results')
    .values([
      { competition_id: competition.id, place: 1, username: 'јована', user_id: jovana.id, score: 1200 },
      {
        competition_id: competition.id,
        place: 2,
        username: 'Marko_P',
        user_id: marko.id,
        score: 900,
        ctfd_position: 2,
      },
      { competition_id: competition.id, place: 3, username: 'tim-bez-naloga', score: 100 },
    ])
    .execute();
}

const newFolder = async () => path.join(await mkdtemp(path.join(tmpdir(), 'ctf-round-trip-')), 'export');

/** A data file's rows as objects, less the columns the importer does not carry. */
async function carried(directory: string, table: string, format: 'csv' | 'json') {
  const text = await readFile(path.join(directory, `${table}.${format}`), 'utf8');
  const rows: Record<string, unknown>[] =
    format === 'json'
      ? JSON.parse(text)
      : (([header, ...cells]) => cells.map((row) => Object.fromEntries(header!.map((h, i) => [h, row[i]]))))(
          parseCsv(text),
        );
  return rows.map((row) => Object.fromEntries(Object.entries(row).filter(([c]) => !NOT_CARRIED[table]!.includes(c))));
}

/** One competition's rows of the results file, as the results import takes them (`place,username,score,ctfd_position`). */
async function resultsOf(directory: string, slug: string, format: 'csv' | 'json') {
  const rows = (JSON.parse(await readFile(path.join(directory, 'results.json'), 'utf8')) as Record<string, unknown>[])
    .filter((row) => row.competition === slug)
    .map(({ competition: _, ...row }) => row as Record<string, string | number | null>);
  const file = path.join(path.dirname(directory), `results-${slug}.${format}`);
  const columns = ['place', 'username', 'score', 'ctfd_position'];
  await writeFile(
    file,
    format === 'json'
      ? JSON.stringify(rows)
      : toCsv(
          columns,
          rows.map((row) => columns.map((c) => row[c] ?? null)),
        ),
  );
  return file;
}

describe('an export read back by the import gives the same data', () => {
  it.each(['csv', 'json'] as const)(
    'export → an empty platform → import of the %s files → export again: the same people, schools, applications and results',
    async (format) => {
      const source = await emptyDatabase();
      await seed(source);
      const first = await newFolder();
      await exportToDirectory(source, first, { withSecrets: true });

      // The importer makes no competitions: a successor creates each (its rules are the organizer's
      // form, not data) from competitions.csv, then brings its results over.
      const target = await emptyDatabase();
      const [competition] = JSON.parse(await readFile(path.join(first, 'competitions.json'), 'utf8')) as {
        slug: string;
        name: string;
      }[];
      await createCompetition(target, { slug: competition!.slug, name: competition!.name });

      for (const kind of IMPORTED) {
        const report = await runImport(target, {
          kind,
          source: fileSource(path.join(first, `${kind}.${format}`)),
          dryRun: false,
          keepRows: true,
        });
        // The reference schools every installation has are there already.
        const expected = kind === 'institutions' ? ['created', 'unchanged'] : ['created'];
        expect(
          report.rows.filter((row) => !expected.includes(row.outcome)),
          kind,
        ).toEqual([]);
      }
      const results = await runImport(target, {
        kind: 'results',
        source: fileSource(await resultsOf(first, competition!.slug, format)),
        competition: competition!.slug,
        dryRun: false,
        keepRows: true,
      });
      expect(results.counts).toMatchObject({ created: 3, refused: 0 });

      const second = await newFolder();
      await exportToDirectory(target, second, { withSecrets: true });
      // Compared as JSON, which holds each value exactly (a CSV export guards some cells with a ').
      for (const table of [...IMPORTED, 'results']) {
        const before = await carried(first, table, 'json');
        expect(before.length, table).toBeGreaterThan(0);
        expect(await carried(second, table, 'json'), table).toEqual(before);
      }
    },
  );
});
