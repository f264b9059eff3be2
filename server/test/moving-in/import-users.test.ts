import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import type { ImportReport } from '@ctf/shared/schemas/moving-in';
import { ascending } from '@ctf/shared/sort';
import { createDatabase } from '../../src/db/database';
import { hashPassword } from '../../src/services/auth/passwords';
import { deleteExpiredRows } from '../../src/services/jobs/maintenance';
import { runImport } from '../../src/services/moving-in/import';
import { textSource } from '../../src/services/moving-in/read-rows';
import { createTestDatabase } from '../support/app';
import { createUser } from '../support/auth';
import { uniqueName } from '../support/ctfd';

const database = await createTestDatabase();
const db = createDatabase(database.url, 2);
afterAll(() => db.destroy());

// Legacy hashes in the formats the platform verifies (bcrypt cost 4: only the shape matters here).
const BCRYPT_A = '$2b$04$abcdefghijklmnopqrstuuABCDEFGHIJKLMNOPQRSTUVWXYZ01234';
const BCRYPT_B = '$2b$04$bbcdefghijklmnopqrstuuABCDEFGHIJKLMNOPQRSTUVWXYZ01234';
const BCRYPT_C = '$2b$04$cbcdefghijklmnopqrstuuABCDEFGHIJKLMNOPQRSTUVWXYZ01234';
const HEADER = 'username,email,email_verified_at,roles,created_at,password_hash';

const importUsers = (text: string, { dryRun = false, name = 'users.csv' } = {}) =>
  runImport(db, { kind: 'users', source: textSource(name, text), dryRun });
const csv = (...lines: string[]) => [HEADER, ...lines].join('\n');
/** The report's rows without the run's flag, to compare a dry run with the real one. */
const outcomes = (report: ImportReport) =>
  report.rows.map(({ line, outcome, reason, params }) => ({ line, outcome, reason, params }));

const accounts = (usernames: string[]) =>
  db.selectFrom('users').selectAll().where('username', 'in', usernames).orderBy('id').execute();

const auditEntriesOf = (sha256: string) =>
  db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', 'data.import')
    .where(sql`after->>'file_sha256'`, '=', sha256)
    .execute();

describe('importing users', () => {
  it('creates each account marked as imported, with its dates, roles and password hash as they were', async () => {
    const [ana, marko, nina] = [`ana_${uniqueName()}`, `marko_${uniqueName()}`, `nina_${uniqueName()}`];
    const report = await importUsers(
      csv(
        `${ana},${ana}@example.org,2025-03-01T10:15:00Z,organizer;women4cyber,2024-09-01T08:00:00Z,${BCRYPT_A}`,
        `${marko},${marko}@Example.org,,,,`,
        // Django's mark of an account without a usable password.
        `${nina},${nina}@example.org,,,,!Kx8Qm2T9aPz4LrW7yVb3NcD6fHj1sGe5uTq0oIwZ`,
      ),
    );

    expect(report.counts).toEqual({ created: 3, updated: 0, unchanged: 0, refused: 0 });
    const [first, second, third] = await accounts([ana, marko, nina]);
    expect(third).toMatchObject({ password_hash: '!' });
    expect(first).toMatchObject({
      email: `${ana}@example.org`,
      email_verified_at: new Date('2025-03-01T10:15:00Z'),
      created_at: new Date('2024-09-01T08:00:00Z'),
      password_hash: BCRYPT_A,
      unverified_expires_at: null,
    });
    expect([...first!.roles].sort(ascending)).toEqual(['organizer', 'women4cyber']);
    expect(first!.imported_at).toBeInstanceOf(Date);
    // No hash in the file: the owner sets a password through "forgot password".
    expect(second).toMatchObject({ email: `${marko}@Example.org`, email_verified_at: null, password_hash: '!' });
    expect(second!.roles).toEqual([]);
    // The database's triggers kept the search key and the users list's counts.
    expect(second!.search_key).toContain(marko.toLowerCase());
  });

  it('reads a time without a zone as Belgrade time, and a date alone as its midnight there', async () => {
    const [summer, winter] = [`leto_${uniqueName()}`, `zima_${uniqueName()}`];
    await importUsers(
      csv(
        `${summer},${summer}@example.org,2025-07-01T12:00,,2025-07-01 12:00:30,`,
        `${winter},${winter}@example.org,,,2025-01-15,`,
      ),
    );
    const [inSummer, inWinter] = await accounts([summer, winter]);
    expect(inSummer!.email_verified_at).toEqual(new Date('2025-07-01T10:00:00Z'));
    expect(inSummer!.created_at).toEqual(new Date('2025-07-01T10:00:30Z'));
    expect(inWinter!.created_at).toEqual(new Date('2025-01-14T23:00:00Z'));
  });

  it('keeps an imported unverified account when the clean-up removes expired self-registrations', async () => {
    const name = `neprovereni_${uniqueName()}`;
    await importUsers(csv(`${name},${name}@example.org,,,,`));
    await deleteExpiredRows(db, new Date(Date.now() + 400 * 86_400_000));
    expect(await accounts([name])).toHaveLength(1);
  });
});

describe('a dry run', () => {
  it('reports exactly what the import does and writes nothing, not even an audit entry', async () => {
    const id = uniqueName();
    const taken = await createUser(db, { username: `zauzet_${id}` });
    const text = csv(
      `nov_${id},nov_${id}@example.org,,,,`,
      `zauzet_${id},drugi_${id}@example.org,,,,`,
      `los_${id},los_${id}@example.org,,superuser,,`,
    );
    const usersBefore = await db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();

    const dry = await importUsers(text, { dryRun: true });

    expect(dry.dryRun).toBe(true);
    expect(dry.counts).toEqual({ created: 1, updated: 0, unchanged: 0, refused: 2 });
    expect(await accounts([`nov_${id}`])).toEqual([]);
    expect(
      await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ).toEqual(usersBefore);
    expect(await auditEntriesOf(dry.fileSha256)).toEqual([]);
    expect((await accounts([taken.username]))[0]!.email).toBe(taken.email);

    const real = await importUsers(text);
    expect(outcomes(real)).toEqual(outcomes(dry));
    expect(await accounts([`nov_${id}`])).toHaveLength(1);
  });
});

describe('running the same file again', () => {
  it('changes nothing: every row it created is unchanged, no account is written', async () => {
    const id = uniqueName();
    const text = csv(
      `prvi_${id},prvi_${id}@example.org,2025-01-02T03:04:05Z,admin,2024-01-01T00:00:00Z,${BCRYPT_A}`,
      `drugi_${id},drugi_${id}@example.org,,,,`,
    );
    await importUsers(text);
    const before = await accounts([`prvi_${id}`, `drugi_${id}`]);
    const gen = await db.selectFrom('list_counts').select('n').where('key', '=', 'gen|lists').executeTakeFirst();

    const again = await importUsers(text);

    expect(again.counts).toEqual({ created: 0, updated: 0, unchanged: 2, refused: 0 });
    expect(await accounts([`prvi_${id}`, `drugi_${id}`])).toEqual(before);
    // No statement wrote users at all: the lists' generation (bumped by any write) stands.
    expect(await db.selectFrom('list_counts').select('n').where('key', '=', 'gen|lists').executeTakeFirst()).toEqual(
      gen,
    );
  });
});

describe('duplicates', () => {
  it('refuses a username repeated in the file in another case or the other script, naming the first line', async () => {
    const id = uniqueName();
    const report = await importUsers(
      csv(
        `Marko_${id},a_${id}@example.org,,,,`,
        `MARKO_${id},b_${id}@example.org,,,,`,
        `Марко_${id},c_${id}@example.org,,,,`,
        `d_${id},A_${id}@EXAMPLE.org,,,,`,
      ),
    );
    expect(outcomes(report)).toEqual([
      { line: 2, outcome: 'created', reason: null, params: null },
      { line: 3, outcome: 'refused', reason: 'usernameDuplicateInFile', params: { line: '2' } },
      { line: 4, outcome: 'refused', reason: 'usernameDuplicateInFile', params: { line: '2' } },
      { line: 5, outcome: 'refused', reason: 'emailDuplicateInFile', params: { line: '2' } },
    ]);
  });

  it('refuses a username an account here has with another address, in any case or script, and an address another username has', async () => {
    const id = uniqueName();
    const petar = await createUser(db, { username: `petar_${id}`, email: `petar_${id}@example.org` });
    const jovan = await createUser(db, { username: `jovan_${id}` });
    const report = await importUsers(
      csv(
        `PETAR_${id},drugi_${id}@example.org,,,,`,
        `јован_${id},jovan2_${id}@example.org,,,,`,
        `neko_${id},PETAR_${id}@EXAMPLE.ORG,,,,`,
      ),
    );
    expect(report.rows.map((row) => row.reason)).toEqual(['usernameTaken', 'usernameTaken', 'emailTaken']);
    expect((await accounts([petar.username, jovan.username])).map((row) => row.email)).toEqual([
      petar.email,
      jovan.email,
    ]);
    expect(await accounts([`neko_${id}`])).toEqual([]);
  });
});

describe('an account that is already here', () => {
  it('registered here: the same values are unchanged, another role is a conflict left as it is', async () => {
    const user = await createUser(db, { username: `ovde_${uniqueName()}` });
    const same = await importUsers(csv(`${user.username.toUpperCase()},${user.email},2020-01-01,,,${BCRYPT_A}`));
    expect(outcomes(same)).toEqual([{ line: 2, outcome: 'unchanged', reason: null, params: null }]);

    const [before] = await accounts([user.username]);
    const other = await importUsers(csv(`${user.username},${user.email},,organizer,,`));
    expect(outcomes(other)).toEqual([{ line: 2, outcome: 'refused', reason: 'conflict', params: { field: 'roles' } }]);
    expect(await accounts([user.username])).toEqual([before]);
  });

  it('imported: takes the file’s new roles, verification and hash until its owner logs in here', async () => {
    const name = `uvezen_${uniqueName()}`;
    await importUsers(csv(`${name},${name}@example.org,,,,${BCRYPT_A}`));

    const changed = await importUsers(csv(`${name},${name}@example.org,2025-05-05,organizer,,${BCRYPT_B}`));
    expect(changed.rows[0]).toMatchObject({
      outcome: 'updated',
      params: { field: 'roles, email_verified_at, password_hash' },
    });
    const [updated] = await accounts([name]);
    expect(updated).toMatchObject({ roles: ['organizer'], password_hash: BCRYPT_B });
    expect(updated!.email_verified_at).toBeInstanceOf(Date);

    // The owner logged in (their hash is ours now): a file's hash no longer replaces it.
    const own = await hashPassword('Lozinka#2026');
    await db.updateTable('users').set({ password_hash: own }).where('id', '=', updated!.id).execute();
    const later = await importUsers(csv(`${name},${name}@example.org,2025-05-05,organizer,,${BCRYPT_C}`));
    expect(later.rows[0]!.outcome).toBe('unchanged');
    expect((await accounts([name]))[0]!.password_hash).toBe(own);

    // An empty hash never takes one away; another creation date is a conflict.
    const emptied = await importUsers(csv(`${name},${name}@example.org,,organizer,2020-01-01,`));
    expect(emptied.rows[0]).toMatchObject({ outcome: 'refused', reason: 'conflict', params: { field: 'created_at' } });
  });
});

describe('a row that is refused', () => {
  it.each([
    ['an unknown role', 'organizer;superuser', '', '', { reason: 'roleUnknown', params: { value: 'superuser' } }],
    ['a date that is none', '', '2025-02-30', '', { reason: 'dateInvalid', params: { field: 'created_at' } }],
    ['a date in another form', '', '01.03.2025', '', { reason: 'dateInvalid', params: { field: 'created_at' } }],
    ['a hash in no known format', '', '', 'md5$abc$def', { reason: 'hashUnknown', params: null }],
  ])('for %s, and nothing is written', async (_, roles, createdAt, hash, expected) => {
    const name = `odbijen_${uniqueName()}`;
    const report = await importUsers(csv(`${name},${name}@example.org,,${roles},${createdAt},${hash}`));
    expect(report.rows).toEqual([{ line: 2, outcome: 'refused', key: name, ...expected }]);
    expect(await accounts([name])).toEqual([]);
  });

  it('for a username or address the registration would refuse, or a missing one', async () => {
    const id = uniqueName();
    const report = await importUsers(
      csv(
        `ab,ab_${id}@example.org,,,,`,
        `ime prezime_${id},x_${id}@example.org,,,,`,
        `bez_${id},,,,,`,
        `los_${id},nije-adresa,,,,`,
      ),
    );
    expect(report.rows.map((row) => [row.reason, row.params])).toEqual([
      ['fieldInvalid', { field: 'username' }],
      ['fieldInvalid', { field: 'username' }],
      ['fieldMissing', { field: 'email' }],
      ['fieldInvalid', { field: 'email' }],
    ]);
  });
});

describe('the file', () => {
  it('may have a BOM and semicolons; a row with more cells than columns is not read', async () => {
    const id = uniqueName();
    const text = `\uFEFF${HEADER.replaceAll(',', ';')}\r\nbom_${id};bom_${id}@example.org;;"admin;organizer";;\r\nvise_${id};vise_${id}@example.org;;admin;organizer;;\r\n`;
    const report = await importUsers(text);
    expect(outcomes(report)).toEqual([
      { line: 2, outcome: 'created', reason: null, params: null },
      { line: 3, outcome: 'refused', reason: 'rowUnreadable', params: null },
    ]);
    expect([...(await accounts([`bom_${id}`]))[0]!.roles].sort(ascending)).toEqual(['admin', 'organizer']);
  });

  it('may be JSON: an array of objects, roles as a list', async () => {
    const name = `json_${uniqueName()}`;
    const report = await importUsers(
      JSON.stringify([
        { username: name, email: `${name}@example.org`, roles: ['organizer'], email_verified_at: null },
        7,
      ]),
      { name: 'users.json' },
    );
    expect(outcomes(report)).toEqual([
      { line: 1, outcome: 'created', reason: null, params: null },
      { line: 2, outcome: 'refused', reason: 'rowUnreadable', params: null },
    ]);
    expect((await accounts([name]))[0]!.roles).toEqual(['organizer']);
  });

  it('must name the columns on its first line', async () => {
    await expect(importUsers('user,mail\nx,y@example.org\n')).rejects.toMatchObject({
      appCode: 'IMPORT_FILE_INVALID',
      detail: 'username, email',
    });
  });
});

describe('the audit log', () => {
  it('has one entry per import with its counts and the file’s SHA-256, by no one for the command', async () => {
    const name = `audit_${uniqueName()}`;
    const text = csv(`${name},${name}@example.org,,,,`, `${name},x${name}@example.org,,,,`);
    const report = await importUsers(text, { name: 'igraci-2025.csv' });

    const sha256 = createHash('sha256').update(Buffer.from(text, 'utf8')).digest('hex');
    expect(report.fileSha256).toBe(sha256);
    const entries = await auditEntriesOf(sha256);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor_id: null,
      target_type: 'data',
      target_label: 'igraci-2025.csv',
      after: { kind: 'users', file_sha256: sha256, created: 1, updated: 0, unchanged: 0, refused: 1 },
    });
  });
});
