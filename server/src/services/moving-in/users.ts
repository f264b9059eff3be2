import { type Transaction, sql } from 'kysely';
import { ROLES, type Role } from '@ctf/shared/constants';
import { ascending } from '@ctf/shared/sort';
import { ZEmailSchema, ZUsernameSchema } from '@ctf/shared/schemas/auth';
import { toSearchKey } from '@ctf/shared/transliteration';
import type { DB } from '../../db/types';
import { writeUserAddress } from '../auth/email-address';
import { IMPORTED_NO_PASSWORD, needsUpgrade, passwordHashFormat } from '../auth/password-hashes';
import { invalidateAllSessions } from '../auth/sessions';
import { type Refusal, checked, optionalDate, refuse, sameInstant } from './fields';
import type { KindImporter } from './import';
import type { ImportRow } from './read-rows';
import type { ReportCollector } from './report';

// Users: `username,email,email_verified_at,roles,created_at,password_hash`. Rules in docs/decisions.md
// ("Moving in"): a username is one name in any case and either script (its search key, the form
// people searches compare), an address one in any case (the unique index's `lower(email)`).

interface UserRow {
  line: number;
  username: string;
  email: string;
  usernameKey: string;
  emailKey: string;
  roles: Role[];
  verifiedAt: Date | null;
  createdAt: Date | null;
  /** The legacy hash as it was, or IMPORTED_NO_PASSWORD when the file has none. */
  passwordHash: string;
  /** The file names a hash (an empty cell never replaces one). */
  hasPassword: boolean;
}

interface Account {
  id: number;
  username: string;
  email: string;
  roles: string[];
  email_verified_at: Date | null;
  created_at: Date;
  password_hash: string;
  imported_at: Date | null;
  username_key: string;
  email_key: string;
}

function rolesOf(text: string): Role[] {
  const roles = new Set<Role>();
  for (const name of text.split(';').map((part) => part.trim().toLowerCase())) {
    if (name === '') continue;
    if (!ROLES.includes(name as Role)) throw refuse('roleUnknown', { value: name });
    roles.add(name as Role);
  }
  return [...roles].sort(ascending);
}

/** Django marks an account without a usable password with `!` and random characters: no password here either. */
function passwordOf(text: string) {
  if (text === '' || text.startsWith(IMPORTED_NO_PASSWORD))
    return { passwordHash: IMPORTED_NO_PASSWORD, hasPassword: false };
  if (passwordHashFormat(text) === null) throw refuse('hashUnknown');
  return { passwordHash: text, hasPassword: true };
}

/** The file's earlier lines by username key and address: a second row for either is refused. */
interface SeenInFile {
  usernames: Map<string, number>;
  emails: Map<string, number>;
}

function readUser({ line, record }: ImportRow, seen: SeenInFile): UserRow {
  const username = checked(record, 'username', ZUsernameSchema);
  const email = checked(record, 'email', ZEmailSchema);
  const usernameKey = toSearchKey(username);
  const emailKey = email.toLowerCase();
  const earlierUsername = seen.usernames.get(usernameKey);
  const earlierEmail = seen.emails.get(emailKey);
  if (earlierUsername === undefined) seen.usernames.set(usernameKey, line);
  if (earlierEmail === undefined) seen.emails.set(emailKey, line);
  if (earlierUsername !== undefined) throw refuse('usernameDuplicateInFile', { line: String(earlierUsername) });
  if (earlierEmail !== undefined) throw refuse('emailDuplicateInFile', { line: String(earlierEmail) });
  return {
    line,
    username,
    email,
    usernameKey,
    emailKey,
    roles: rolesOf(record.roles ?? ''),
    verifiedAt: optionalDate(record, 'email_verified_at'),
    createdAt: optionalDate(record, 'created_at'),
    ...passwordOf(record.password_hash ?? ''),
  };
}

/**
 * The accounts here a batch's rows may name: by username key or by address, each key looked up on its
 * own through its index. `OFFSET 0` keeps the lookup a subquery run per key: joined flat, the planner
 * hashed the keys and read every account, computing each one's key (1.1 s a batch at 100,000
 * accounts, most of an import's time), as it costs that expression far below what it takes.
 */
async function findAccounts(trx: Transaction<DB>, rows: UserRow[]): Promise<Account[]> {
  if (rows.length === 0) return [];
  const columns = sql`u.id, u.username, u.email, u.roles, u.email_verified_at, u.created_at, u.password_hash,
    u.imported_at, ctf_search_key(u.username) AS username_key, lower(u.email) AS email_key`;
  const { rows: found } = await sql<Account>`
    SELECT ${columns} FROM unnest(${rows.map((row) => row.usernameKey)}::text[]) AS k(key)
      CROSS JOIN LATERAL (SELECT * FROM users WHERE ctf_search_key(username) = k.key OFFSET 0) AS u
    UNION ALL
    SELECT ${columns} FROM unnest(${rows.map((row) => row.emailKey)}::text[]) AS e(email)
      CROSS JOIN LATERAL (SELECT * FROM users WHERE lower(email) = e.email OFFSET 0) AS u`.execute(trx);
  return [...new Map(found.map((account) => [account.id, account])).values()];
}

type Decision =
  | { outcome: 'create' }
  | { outcome: 'unchanged' }
  | { outcome: 'update'; account: Account; fields: string[] }
  | { outcome: 'refused'; refusal: Refusal };

const sameRoles = (a: readonly string[], b: readonly string[]) =>
  [...a].sort(ascending).join() === [...b].sort(ascending).join();

/**
 * A row whose username and address are one account's. An account this import made takes the file's
 * new roles, verification and (while the owner has not logged in here: its hash is still a legacy
 * one) password hash; any other difference, and any difference at all on an account registered
 * here, is a conflict left as it is. A verification made here always stands.
 */
function compare(row: UserRow, account: Account): Decision {
  const imported = account.imported_at !== null;
  const conflicts: string[] = [];
  const changes: string[] = [];
  if (account.username.toLowerCase() !== row.username.toLowerCase()) conflicts.push('username');
  if (!sameRoles(account.roles, row.roles)) (imported ? changes : conflicts).push('roles');
  if (row.verifiedAt !== null && account.email_verified_at === null)
    (imported ? changes : conflicts).push('email_verified_at');
  if (imported && row.createdAt !== null && !sameInstant(row.createdAt, account.created_at))
    conflicts.push('created_at');
  const hashIsImported = account.password_hash === IMPORTED_NO_PASSWORD || needsUpgrade(account.password_hash);
  if (imported && row.hasPassword && hashIsImported && account.password_hash !== row.passwordHash)
    changes.push('password_hash');
  if (conflicts.length > 0) return { outcome: 'refused', refusal: refuse('conflict', { field: conflicts[0]! }) };
  return changes.length > 0 ? { outcome: 'update', account, fields: changes } : { outcome: 'unchanged' };
}

function decide(row: UserRow, byKey: Map<string, Account[]>, byEmail: Map<string, Account>): Decision {
  const named = byKey.get(row.usernameKey) ?? [];
  const addressed = byEmail.get(row.emailKey);
  if (named.length === 0 && !addressed) return { outcome: 'create' };
  const same = addressed && named.find((account) => account.id === addressed.id);
  if (same) return compare(row, same);
  return { outcome: 'refused', refusal: refuse(named.length > 0 ? 'usernameTaken' : 'emailTaken') };
}

/**
 * New accounts in one statement, marked as imported. Unverified ones get no expiry: the clean-up
 * removes only self-registered accounts whose link ran out, never one brought over. Answers the
 * lower-cased usernames written (a name or address taken meanwhile by a registration is not).
 */
async function insertAccounts(trx: Transaction<DB>, rows: UserRow[], importedAt: Date) {
  const iso = (date: Date | null) => date?.toISOString() ?? null;
  const { rows: written } = await sql<{ name: string }>`
    INSERT INTO users (username, email, email_verified_at, roles, created_at, password_hash, imported_at)
    SELECT u.username, u.email, u.verified_at, coalesce(string_to_array(nullif(u.roles, ''), ','), '{}'),
      coalesce(u.created_at, ${importedAt.toISOString()}::timestamptz), u.password_hash, ${importedAt.toISOString()}::timestamptz
    FROM unnest(${rows.map((r) => r.username)}::text[], ${rows.map((r) => r.email)}::text[],
      ${rows.map((r) => iso(r.verifiedAt))}::timestamptz[], ${rows.map((r) => r.roles.join(','))}::text[],
      ${rows.map((r) => iso(r.createdAt))}::timestamptz[], ${rows.map((r) => r.passwordHash)}::text[])
      AS u(username, email, verified_at, roles, created_at, password_hash)
    ON CONFLICT DO NOTHING
    RETURNING lower(username) AS name`.execute(trx);
  return new Set(written.map((row) => row.name));
}

/** The file's new values on an account the import made, through the one write of an address's verification. */
async function updateImportedAccount(trx: Transaction<DB>, row: UserRow, account: Account, fields: string[]) {
  await writeUserAddress(trx, account.id, {
    verification: fields.includes('email_verified_at') ? 'verified' : 'kept',
    set: {
      roles: row.roles,
      ...(fields.includes('password_hash') ? { password_hash: row.passwordHash } : {}),
      updated_at: sql`now()`,
      version: sql`version + 1`,
    },
  });
  // As when an admin changes roles: a role taken away is gone at once.
  if (fields.includes('roles')) await invalidateAllSessions(trx, account.id);
}

export function usersImporter(importedAt: Date): KindImporter {
  const seen: SeenInFile = { usernames: new Map(), emails: new Map() };
  return {
    columns: {
      required: { username: [], email: [] },
      optional: { email_verified_at: [], roles: [], created_at: [], password_hash: [] },
    },
    batchSize: 1000,
    async importBatch(trx, batch, report: ReportCollector) {
      const rows = report.readEach(
        batch,
        (row) => readUser(row, seen),
        (row) => row.record.username ?? '',
      );
      const accounts = await findAccounts(trx, rows);
      const byKey = new Map<string, Account[]>();
      const byEmail = new Map<string, Account>();
      for (const account of accounts) {
        byKey.set(account.username_key, [...(byKey.get(account.username_key) ?? []), account]);
        byEmail.set(account.email_key, account);
      }
      const toCreate: UserRow[] = [];
      for (const row of rows) {
        const decision = decide(row, byKey, byEmail);
        if (decision.outcome === 'create') toCreate.push(row);
        else if (decision.outcome === 'unchanged') report.unchanged(row.line, row.username);
        else if (decision.outcome === 'refused') report.refused(row.line, row.username, decision.refusal);
        else {
          await updateImportedAccount(trx, row, decision.account, decision.fields);
          report.updated(row.line, row.username, decision.fields);
        }
      }
      if (toCreate.length === 0) return;
      const written = await insertAccounts(trx, toCreate, importedAt);
      const lost = toCreate.filter((row) => !written.has(row.username.toLowerCase()));
      // Registered meanwhile (between the look-up and the insert): which of the two was taken.
      const takenNames = new Set(
        lost.length === 0 ? [] : (await findAccounts(trx, lost)).map((account) => account.username.toLowerCase()),
      );
      for (const row of toCreate)
        if (written.has(row.username.toLowerCase())) report.created(row.line, row.username);
        else
          report.refused(
            row.line,
            row.username,
            refuse(takenNames.has(row.username.toLowerCase()) ? 'usernameTaken' : 'emailTaken'),
          );
    },
  };
}
