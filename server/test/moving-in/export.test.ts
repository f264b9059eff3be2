import { mkdir, mkdtemp, readFile, readdir, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '@ctf/shared/csv';
import { IMPORT_COLUMNS } from '@ctf/shared/schemas/moving-in';
import { ascending } from '@ctf/shared/sort';
import { migrations } from '../../../migrations';
import { EXPORT_BATCH } from '../../src/services/moving-in/export-tables';
import { ExportDirectoryNotEmpty, exportToDirectory, exportZip } from '../../src/services/moving-in/export';
import { TEST_ORIGIN, createTestApp } from '../support/app';
import { signedIn } from '../support/calls';
import { createCompetition, hoursFromNow, inviteToFinals } from '../support/competitions';
import { createApplication, createInstitution } from '../support/competitors';
import { uniqueName } from '../support/ctfd';

const { app, db } = await createTestApp();
const admin = await signedIn(db, ['admin']);

const TABLES = [
  'users',
  'institutions',
  'applications',
  'competitions',
  'registrations',
  'finalists',
  'results',
  'audit_log',
];
const FILES = [...TABLES.flatMap((t) => [`${t}.csv`, `${t}.json`]), 'manifest.json'].sort(ascending);

type Json = Record<string, unknown>;

/** A manifest's rows per file as rows per table (the CSV's count). */
const rowsByTable = (files: Record<string, number>) => Object.fromEntries(TABLES.map((t) => [t, files[`${t}.csv`]]));

/** Files by name, as text. */
type Files = Record<string, string>;

/** An export by the command into a new folder: the folder, its manifest and its files. */
async function exportFolder(withSecrets = false) {
  const directory = path.join(await mkdtemp(path.join(tmpdir(), 'ctf-export-')), 'export');
  const manifest = await exportToDirectory(db, directory, { withSecrets });
  const names = (await readdir(directory)).sort(ascending);
  const files: Files = Object.fromEntries(
    await Promise.all(names.map(async (n) => [n, await readFile(path.join(directory, n), 'utf8')])),
  );
  return { directory, manifest, files };
}

/** A CSV's header and its rows as objects by header. */
function csvOf(text: string) {
  const [header, ...rows] = parseCsv(text);
  return { header: header!, records: rows.map((row) => Object.fromEntries(header!.map((h, i) => [h, row[i]!]))) };
}
const jsonOf = (text: string) => JSON.parse(text) as Json[];

/** What a JSON value reads as in our CSV: empty for null, JSON text for an object, a formula neutralised with '. */
function asCsvText(value: unknown): string {
  if (value === null) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  const text = String(value);
  return typeof value === 'string' && /^[=+\-@\t\r\n\0]/.test(text) ? `'${text}` : text;
}

/** A school, two people (one named in Cyrillic, one with a second factor), their applications, a competition with a registration, a finalist and results. */
async function seed() {
  const marker = uniqueName();
  const school = await createInstitution(db, { name: `Гимназија „Светозар Марковић“ ${marker}`, city: 'Ниш' });
  const { user: cyrillic } = await signedIn(db, [], { username: `јована${marker}` });
  const { user: latin } = await signedIn(db, ['organizer'], { username: `marko_${marker}` });
  await db
    .updateTable('users')
    .set({ totp_secret: `sealed-${marker}`, totp_enabled_at: hoursFromNow(-48) })
    .where('id', '=', latin.id)
    .execute();
  await createApplication(db, cyrillic.id, {
    first_name: 'Јована',
    last_name: `Петровић ${marker}`,
    institution_id: school.id,
    institution_name: null,
    status: 'accepted',
    decided_at: hoursFromNow(-24),
  });
  await createApplication(db, latin.id, {
    first_name: '=Marko',
    last_name: `Ilić ${marker}`,
    institution_name: `Tehnička ${marker}`,
  });
  const competition = await createCompetition(db, {
    slug: `finale-${marker}`,
    name: `Финале ${marker}`,
    stage: 'finals',
  });
  await db
    .insertInto('competition_registrations')
    .values({
      competition_id: competition.id,
      user_id: cyrillic.id,
      first_name: 'Јована',
      last_name: `Петровић ${marker}`,
      gender: 'female',
      date_of_birth: '2008-05-01',
      institution_id: school.id,
      status: 'accepted',
    })
    .execute();
  await inviteToFinals(db, competition.id, [{ user_id: cyrillic.id, status: 'accepted', hotel_day1: true }]);
  await db
    .insertInto('competition_results')
    .values([
      { competition_id: competition.id, place: 1, username: cyrillic.username, user_id: cyrillic.id, score: 950 },
      {
        competition_id: competition.id,
        place: 2,
        username: latin.username,
        user_id: latin.id,
        score: 700,
        ctfd_position: 3,
      },
    ])
    .execute();
  return { marker, school, cyrillic, latin, competition };
}

const storedUser = (id: number) =>
  db
    .selectFrom('users')
    .select(['password_hash', 'totp_secret', 'totp_enabled_at', 'email_verified_at', 'created_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

const rowOf = (rows: Json[], key: string, value: unknown) => rows.find((row) => row[key] === value);

describe('npm run export: every table a successor needs, as CSV and JSON', () => {
  it('writes each table in both forms and a manifest, the importer’s columns first', async () => {
    await seed();
    const { files } = await exportFolder();
    expect(Object.keys(files)).toEqual(FILES);
    const header = (name: string) => csvOf(files[`${name}.csv`]!).header;
    expect(header('users')).toEqual([...IMPORT_COLUMNS.users, 'language', 'suspended_at']);
    expect(header('institutions').slice(0, 5)).toEqual(IMPORT_COLUMNS.institutions);
    expect(header('applications').slice(0, 13)).toEqual(IMPORT_COLUMNS.applications);
    expect(header('results')).toEqual(['competition', 'place', 'username', 'score', 'ctfd_position']);
    expect(header('competitions').slice(0, 4)).toEqual(['slug', 'name', 'season', 'stage']);
    expect(header('registrations').slice(0, 3)).toEqual(['competition', 'username', 'status']);
    expect(header('finalists').slice(0, 3)).toEqual(['competition', 'username', 'status']);
    expect(header('audit_log')).toEqual([
      'created_at',
      'actor',
      'action',
      'target_type',
      'target_id',
      'target_label',
      'before',
      'after',
    ]);
  });

  it('writes the records as they are: roles by ;, instants in UTC, a listed school by name and city, a typed one by name', async () => {
    const { marker, school, cyrillic, latin, competition } = await seed();
    const { files } = await exportFolder();
    const stored = await storedUser(latin.id);
    expect(rowOf(jsonOf(files['users.json']!), 'username', latin.username)).toEqual({
      username: latin.username,
      email: latin.email,
      email_verified_at: stored.email_verified_at!.toISOString(),
      roles: 'organizer',
      created_at: stored.created_at.toISOString(),
      password_hash: '',
      language: 'sr',
      suspended_at: null,
    });
    const applications = jsonOf(files['applications.json']!);
    expect(rowOf(applications, 'username', cyrillic.username)).toMatchObject({
      first_name: 'Јована',
      last_name: `Петровић ${marker}`,
      institution: school.name,
      city: 'Ниш',
      status: 'accepted',
    });
    expect(rowOf(applications, 'username', cyrillic.username)!.decided_at).toMatch(
      /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/,
    );
    expect(rowOf(applications, 'username', latin.username)).toMatchObject({
      institution: `Tehnička ${marker}`,
      city: null,
      status: 'pending',
      decided_at: null,
    });
    expect(jsonOf(files['results.json']!).filter((r) => r.competition === competition.slug)).toEqual([
      { competition: competition.slug, place: 1, username: cyrillic.username, score: 950, ctfd_position: null },
      { competition: competition.slug, place: 2, username: latin.username, score: 700, ctfd_position: 3 },
    ]);
    expect(rowOf(jsonOf(files['registrations.json']!), 'competition', competition.slug)).toMatchObject({
      username: cyrillic.username,
      status: 'accepted',
      institution: school.name,
    });
    expect(rowOf(jsonOf(files['finalists.json']!), 'competition', competition.slug)).toMatchObject({
      username: cyrillic.username,
      status: 'accepted',
      hotel_day1: true,
      hotel_day2: false,
    });
    expect(rowOf(jsonOf(files['competitions.json']!), 'slug', competition.slug)).toMatchObject({
      name: competition.name,
      stage: 'finals',
      visibility: 'public',
    });
  });

  it('leaves out password hashes and second-factor secrets unless --with-secrets asks for them (as stored, sealed)', async () => {
    const { latin } = await seed();
    const stored = await storedUser(latin.id);
    const without = await exportFolder();
    const plain = csvOf(without.files['users.csv']!);
    expect(plain.header).not.toContain('totp_secret');
    expect(plain.records.every((r) => r.password_hash === '')).toBe(true);
    expect(without.files['users.json']).not.toContain(stored.password_hash);
    expect(without.files['users.json']).not.toContain(stored.totp_secret);
    expect(without.manifest.with_secrets).toBe(false);

    const secret = await exportFolder(true);
    const row = csvOf(secret.files['users.csv']!).records.find((r) => r.username === latin.username)!;
    expect(row.password_hash).toBe(stored.password_hash);
    expect(row.totp_secret).toBe(stored.totp_secret);
    expect(row.totp_enabled_at).toBe(stored.totp_enabled_at!.toISOString());
    expect(rowOf(jsonOf(secret.files['users.json']!), 'username', latin.username)).toMatchObject({
      password_hash: stored.password_hash,
      totp_secret: stored.totp_secret,
    });
    expect(secret.manifest.with_secrets).toBe(true);
  });

  it('gives the same rows in the CSV and the JSON of every table, and counts them in the manifest', async () => {
    await seed();
    const { files, manifest } = await exportFolder();
    for (const table of TABLES) {
      const json = jsonOf(files[`${table}.json`]!);
      const { header, records } = csvOf(files[`${table}.csv`]!);
      expect(
        json.map((row) => Object.keys(row)),
        table,
      ).toEqual(json.map(() => header));
      expect(records, table).toEqual(json.map((row) => Object.fromEntries(header.map((h) => [h, asCsvText(row[h])]))));
      expect(manifest.files[`${table}.csv`], table).toBe(json.length);
      expect(manifest.files[`${table}.json`], table).toBe(json.length);
    }
    expect(JSON.parse(files['manifest.json']!)).toEqual(manifest);
    expect(files['applications.csv']).toContain(`"'=Marko"`);
  });

  it('names the platform’s migration level in the manifest', async () => {
    const { manifest } = await exportFolder();
    const names = Object.keys(migrations).sort(ascending);
    expect(manifest.migration).toEqual({ latest: names[names.length - 1], applied: names.length });
  });

  it('keeps Cyrillic as UTF-8: a BOM before each CSV for Excel, none before the JSON', async () => {
    const { cyrillic, marker } = await seed();
    const { directory } = await exportFolder();
    const csv = await readFile(path.join(directory, 'applications.csv'));
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.includes(Buffer.from(`"${cyrillic.username}","Јована","Петровић ${marker}"`, 'utf8'))).toBe(true);
    const json = await readFile(path.join(directory, 'users.json'));
    expect(json[0]).toBe('['.charCodeAt(0));
    expect(json.includes(Buffer.from(`"username":"${cyrillic.username}"`, 'utf8'))).toBe(true);
  });

  it('reads a table past one batch: every row once, in order', async () => {
    const competition = await createCompetition(db);
    const count = EXPORT_BATCH + 3;
    await db
      .insertInto('competition_results')
      .values(
        Array.from({ length: count }, (_, i) => ({
          competition_id: competition.id,
          // Two people share each place, so the key's last column decides the order.
          place: Math.floor(i / 2) + 1,
          username: `igrac${i}`,
          score: count - i,
        })),
      )
      .execute();
    const { files } = await exportFolder();
    const rows = jsonOf(files['results.json']!).filter((r) => r.competition === competition.slug);
    expect(rows).toHaveLength(count);
    expect(new Set(rows.map((r) => r.username)).size).toBe(count);
    const order = rows.map((r) => [r.place, r.username] as [number, string]);
    expect(order).toEqual([...order].sort((a, b) => a[0] - b[0] || (a[1] < b[1] ? -1 : 1)));
  });

  it('writes into a new or empty folder only, the folder 0700 and its files 0600', async () => {
    const parent = await mkdtemp(path.join(tmpdir(), 'ctf-export-'));
    await writeFile(path.join(parent, 'earlier.txt'), 'keep me');
    await expect(exportToDirectory(db, parent, { withSecrets: false })).rejects.toBeInstanceOf(ExportDirectoryNotEmpty);
    expect(await readdir(parent)).toEqual(['earlier.txt']);

    const empty = path.join(parent, 'empty');
    await mkdir(empty);
    await exportToDirectory(db, empty, { withSecrets: false });
    expect((await readdir(empty)).sort(ascending)).toEqual(FILES);
    const created = path.join(parent, 'new', 'export');
    await exportToDirectory(db, created, { withSecrets: false });
    expect((await stat(created)).mode & 0o777).toBe(0o700);
    expect((await stat(path.join(created, 'users.csv'))).mode & 0o777).toBe(0o600);
  });

  it('records one audit entry with the counts, whether secrets went, the folder, and no actor', async () => {
    const { directory, manifest } = await exportFolder(true);
    const entry = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'data.export')
      .where('target_label', '=', directory)
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({
      actor_id: null,
      actor_username: '',
      target_type: 'data',
      target_id: 0,
      before: null,
    });
    expect(entry.after).toEqual({ ...rowsByTable(manifest.files), with_secrets: true });
  });
});

describe('the admin download GET /api/admin/export.zip', () => {
  const download = (cookie?: string) =>
    app.inject({
      method: 'GET',
      url: '/api/admin/export.zip',
      headers: { origin: TEST_ORIGIN, 'accept-language': 'en', 'accept-encoding': 'gzip, br' },
      cookies: cookie ? { session: cookie } : {},
    });

  it('is for admins who proved the second factor: 401 without a session, 403 for a user, an organizer, an admin without it', async () => {
    const anonymous = await download();
    expect([anonymous.statusCode, anonymous.json().code]).toEqual([401, 'UNAUTHORIZED']);
    for (const roles of [[], ['organizer']]) {
      const res = await download((await signedIn(db, roles)).cookie);
      expect([res.statusCode, res.json().code], roles.join()).toEqual([403, 'FORBIDDEN']);
    }
    const unproved = await signedIn(db, ['admin'], {}, { secondFactor: 'none' });
    const res = await download(unproved.cookie);
    expect([res.statusCode, res.json().code]).toEqual([403, 'SECOND_FACTOR_REQUIRED']);
  });

  it('is a ZIP of the same files, never with secrets, not cached, named by the day, audited with the admin', async () => {
    const { cyrillic, latin } = await seed();
    const stored = await storedUser(latin.id);
    const res = await download(admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
    const day = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Belgrade' });
    expect(res.headers['content-disposition']).toBe(`attachment; filename="ctf-export-${day}.zip"`);

    const zipped: Files = Object.fromEntries(
      Object.entries(unzipSync(new Uint8Array(res.rawPayload))).map(([name, bytes]) => [
        name,
        Buffer.from(bytes).toString('utf8'),
      ]),
    );
    expect(Object.keys(zipped).sort(ascending)).toEqual(FILES);
    expect(zipped['users.json']).toContain(`"username":"${cyrillic.username}"`);
    expect(csvOf(zipped['users.csv']!).header).not.toContain('totp_secret');
    expect(csvOf(zipped['users.csv']!).records.every((r) => r.password_hash === '')).toBe(true);
    expect(zipped['users.json']).not.toContain(stored.password_hash);
    expect(JSON.parse(zipped['manifest.json']!).with_secrets).toBe(false);

    const entry = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'data.export')
      .where('actor_id', '=', admin.user.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ actor_username: admin.user.username, target_label: `ctf-export-${day}.zip` });
    expect(entry.after).toEqual({ ...rowsByTable(JSON.parse(zipped['manifest.json']!).files), with_secrets: false });

    // The same data as the command writes; the audit log has since gained the download's own entry.
    const { files } = await exportFolder();
    for (const name of FILES.filter((n) => !n.startsWith('audit_log') && n !== 'manifest.json'))
      expect(zipped[name], name).toBe(files[name]);
    const zippedAudit = jsonOf(zipped['audit_log.json']!);
    expect(jsonOf(files['audit_log.json']!).slice(0, zippedAudit.length)).toEqual(zippedAudit);
  });

  it('ends its snapshot and writes no audit entry when the browser gives up halfway', async () => {
    await seed();
    const fileName = `abandoned-${uniqueName()}.zip`;
    // A download that takes the first chunk and no more, then is closed, as a browser that gave up.
    const body = new Writable({
      highWaterMark: 1,
      write() {
        setImmediate(() => this.destroy());
      },
    });
    const running = exportZip(db, body, { actor: admin.user, fileName });
    await expect(running).rejects.toThrow('closed before it ended');
    const { rows } = await sql<{ open: number }>`
      select count(*)::int as open from pg_stat_activity
      where datname = current_database() and state like 'idle in transaction%'`.execute(db);
    expect(rows[0]!.open).toBe(0);
    const entries = await db.selectFrom('audit_log').select('id').where('target_label', '=', fileName).execute();
    expect(entries).toEqual([]);
  });
});
