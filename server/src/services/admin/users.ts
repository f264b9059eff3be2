import { type SqlBool, sql } from 'kysely';
import type { TUserUpdateInput } from '@ctf/shared';
import type { TUserListQuery } from '@ctf/shared/schemas/admin';
import { ROLES, type Role } from '@ctf/shared/constants';
import type { Database } from '../../db/database';
import { AppError, missingRow } from '../../errors';
import { lockedForEdit } from '../edits/locked-for-edit';
import { type Mailing, mailLanguage } from '../mail/mailing';
import { ctfdInstancesWithoutToken, enqueueCtfdSync } from '../ctfd/sync';
import { writeUserAddress } from '../auth/email-address';
import { VERIFICATION_TOKEN_TTL_MS, issueMailedToken } from '../auth/mailed-tokens';
import { invalidateAllSessions } from '../auth/sessions';
import { verificationMail } from '../mail/templates';
import { type Actor, auditOf, findAuditEntries } from '../audit/audit';
import { eraseUser } from '../account/erase-user';
import { findExternalAccounts } from '../account/external-accounts';
import { type SortKey, type Total, boundedCount, inOrderOf, keptCount, paged } from '../lists/paging';
import { categoryListPageIds } from '../lists/list-page';
import { categoryCondition, listSeasonOf, userInCategory, withCategories } from '../programme/list-categories';
import { ascending } from '@ctf/shared/sort';

const auditUser = auditOf('user');

const USER_COLUMNS = [
  'id',
  'username',
  'email',
  'email_verified_at',
  'roles',
  'created_at',
  'suspended_at',
  'version',
] as const;

function toAdminUser(row: {
  id: number;
  username: string;
  email: string;
  email_verified_at: Date | null;
  roles: string[];
  created_at: Date;
  suspended_at: Date | null;
  version: number;
}) {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    email_verified_at: row.email_verified_at?.toISOString() ?? null,
    roles: ROLES.filter((role) => row.roles.includes(role)) as Role[],
    created_at: row.created_at.toISOString(),
    suspended_at: row.suspended_at?.toISOString() ?? null,
    version: row.version,
  };
}
export type AdminUser = ReturnType<typeof toAdminUser>;

const USER_SORT_KEYS = {
  id: null,
  username: { name: 'username', column: sql`username_sort`, type: 'sr' },
  email: { name: 'email', column: sql`email_sort`, type: 'text' },
  created_at: { name: 'created_at', column: sql`created_at`, type: 'timestamptz' },
} as const satisfies Record<string, SortKey | null>;

/**
 * The admin users list: searched by username, e-mail and the names of the current application in
 * any script (indexed search keys), filtered by role and verification, sorted in Serbian order, paged
 * without counting or skipping a million rows (see docs/decisions.md, "Page anchors").
 */
export async function listUsers(db: Database, input: TUserListQuery) {
  let filtered = db.selectFrom('users');
  if (input.role) filtered = filtered.where(sql<SqlBool>`roles @> array[${input.role}]::text[]`);
  if (input.verified === 'yes') filtered = filtered.where('email_verified_at', 'is not', null);
  if (input.verified === 'no') filtered = filtered.where('email_verified_at', 'is', null);
  // The categories shown and filtered by are the picked season's (default: the newest with categories).
  const season = await listSeasonOf(db, input.season_id);
  const inCategory = categoryCondition(season, input.category, (category) => userInCategory(sql`users.id`, category));
  if (inCategory) filtered = filtered.where(inCategory);
  // Names these rows for the kept counts and the page anchors: every filter must be in it.
  const keptName = `users|${input.role ?? '*'}|${input.verified === 'yes' ? 'v' : input.verified === 'no' ? 'u' : '*'}`;
  const name = input.suspended ? `${keptName}|${input.suspended === 'yes' ? 's' : 'a'}` : keptName;
  // Suspended accounts are few (a partial index, migration 0071): counted at once; the active ones are
  // the kept count minus them, so neither filter counts the whole table.
  let suspendedCount: Total | undefined;
  if (input.suspended) {
    const suspended = filtered.where('suspended_at', 'is not', null);
    suspendedCount = await boundedCount(db, suspended.select('id'));
    filtered = input.suspended === 'yes' ? suspended : filtered.where('suspended_at', 'is', null);
  }
  const list = {
    filtered,
    id: sql`id`,
    key: USER_SORT_KEYS[input.sort],
    direction: input.direction,
    page: input.page,
    perPage: input.per_page,
  };
  const keptAll = await keptCount(db, keptName);
  const kept: Total = !suspendedCount
    ? keptAll
    : input.suspended === 'yes'
      ? suspendedCount
      : { total: Math.max(0, keptAll.total - suspendedCount.total), estimated: suspendedCount.estimated };
  const { ids, total: counted } = await categoryListPageIds(
    db,
    { name, list, kept, search: input.search, searchKey: sql`search_key` },
    inCategory,
  );
  const rows = inOrderOf(ids, await fetchUsers(db, ids));
  return paged(await withCategories(db, rows.map(toAdminUser), (row) => row.id, season), counted, input);
}

async function fetchUsers(db: Database, ids: number[]) {
  if (ids.length === 0) return [];
  return db.selectFrom('users').select(USER_COLUMNS).where('id', 'in', ids).execute();
}

/**
 * The user page: the account, its history, its live sessions, linked accounts and competitor status.
 * Each part is one indexed query by the user's id.
 */
export async function getUser(db: Database, id: number) {
  const row = await db
    .selectFrom('users')
    .select([...USER_COLUMNS, 'imported_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow(missingRow('NOT_FOUND'));
  const [audit, signedIn, links, competitor] = await Promise.all([
    findAuditEntries(db, 'user', id),
    countSessions(db, id),
    findExternalAccounts(db, id),
    db
      .selectFrom('competitor_applications')
      .select(['id', 'status', 'ctf_team'])
      .where('user_id', '=', id)
      .where('is_current', '=', true)
      .executeTakeFirst(),
  ]);
  const link = (account: { username: string; linked_at: string } | null) =>
    account && { username: account.username, linked_at: account.linked_at };
  return {
    user: toAdminUser(row),
    imported_at: row.imported_at?.toISOString() ?? null,
    audit,
    signed_in: signedIn,
    linked: { discord: link(links.discord), github: link(links.github) },
    competitor: competitor
      ? {
          id: competitor.id,
          status: competitor.status as 'pending' | 'accepted' | 'rejected',
          ctf_team: competitor.ctf_team,
        }
      : null,
  };
}

/** Live sessions of a user (not past their idle or absolute end). */
async function countSessions(db: Database, userId: number) {
  const row = await db
    .selectFrom('sessions')
    .select((eb) => [eb.fn.countAll<string>().as('n'), eb.fn.max('created_at').as('last')])
    .where('user_id', '=', userId)
    .where('expires_at', '>', sql<Date>`now()`)
    .where('absolute_expires_at', '>', sql<Date>`now()`)
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), last_at: row.last ? new Date(row.last).toISOString() : null };
}

/** Ends every session of a user (they must sign in again), recorded. */
export async function revokeUserSessions(db: Database, actor: Actor, id: number) {
  await db.transaction().execute(async (trx) => {
    await trx.selectFrom('users').select('id').where('id', '=', id).executeTakeFirstOrThrow(missingRow('NOT_FOUND'));
    const ended = await trx.deleteFrom('sessions').where('user_id', '=', id).executeTakeFirst();
    await auditUser(trx, {
      actor,
      action: 'user.sessionsRevoke',
      targetId: id,
      before: { sessions: Number(ended.numDeletedRows) },
      after: { sessions: 0 },
    });
  });
  return getUser(db, id);
}

/** Mails a verification link for the user's current address. */
async function mailVerificationLink(
  db: Database,
  { mail, publicUrl }: Mailing,
  user: { id: number; username: string; email: string; language: string },
) {
  const token = await issueMailedToken(db, {
    table: 'email_verification_tokens',
    userId: user.id,
    email: user.email,
    ttlMs: VERIFICATION_TOKEN_TTL_MS,
  });
  await mail.enqueue(
    verificationMail(
      mailLanguage(user.language),
      user.email,
      user.username,
      `${publicUrl}/auth/verify-email?token=${token}`,
    ),
    user.id,
  );
}

/** Sends a new verification link to the user's (unverified) address, recorded. */
export async function resendUserVerification(db: Database, mailing: Mailing, actor: Actor, id: number) {
  const user = await db
    .selectFrom('users')
    .select(['id', 'username', 'email', 'email_verified_at', 'language'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow(missingRow('NOT_FOUND'));
  if (user.email_verified_at) throw new AppError('CONFLICT');
  await mailVerificationLink(db, mailing, user);
  await auditUser(db, {
    actor,
    action: 'user.verificationResend',
    targetId: id,
    before: {},
    after: { email: user.email },
  });
  return getUser(db, id);
}

/** Marks the user's current address verified (the admin vouches for it), recorded. */
export async function markUserVerified(db: Database, actor: Actor, id: number) {
  await db.transaction().execute(async (trx) => {
    // The address becomes the one CTFd is given: writeUserAddress queues that push.
    const written = await writeUserAddress(trx, id, {
      verification: 'verified',
      ifUnverified: true,
      set: { updated_at: sql`now()`, version: sql`version + 1` },
    });
    const updated = written?.user;
    if (!updated) {
      const exists = await trx.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst();
      throw new AppError(exists ? 'CONFLICT' : 'NOT_FOUND');
    }
    await auditUser(trx, {
      actor,
      action: 'user.markVerified',
      targetId: id,
      before: { email: updated.email, verified: false },
      after: { email: updated.email, verified: true },
    });
  });
  return getUser(db, id);
}

/**
 * Suspends a user (they cannot sign in, their sessions end, every row of their history stays) or lets
 * them sign in again. Recorded; a change to the state it is already in changes nothing. In the same
 * transaction, each CTFd they signed in to that has an API token bans or unbans them, by a job that
 * exists only if the change is saved.
 */
async function setSuspended(db: Database, actor: Actor, id: number, suspended: boolean) {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('users')
      .set({ suspended_at: suspended ? sql`now()` : null, updated_at: sql`now()`, version: sql`version + 1` })
      .where('id', '=', id)
      .where('suspended_at', suspended ? 'is' : 'is not', null)
      .returning('id')
      .executeTakeFirst();
    if (!row) {
      await trx.selectFrom('users').select('id').where('id', '=', id).executeTakeFirstOrThrow(missingRow('NOT_FOUND'));
      return;
    }
    if (suspended) await invalidateAllSessions(trx, id);
    await auditUser(trx, {
      actor,
      action: suspended ? 'user.suspend' : 'user.restore',
      targetId: id,
      before: { suspended: !suspended },
      after: { suspended },
    });
    await enqueueCtfdSync(trx, id, suspended ? 'suspended' : 'unsuspended');
  });
  return getUser(db, id);
}

/** Suspends a user; an admin cannot suspend themself. */
export async function suspendUser(db: Database, actor: Actor, id: number) {
  if (id === actor.id) throw new AppError('FORBIDDEN');
  return setSuspended(db, actor, id, true);
}

/** Lets a suspended user sign in again; recorded. */
export async function restoreUser(db: Database, actor: Actor, id: number) {
  return setSuspended(db, actor, id, false);
}

/**
 * An admin changes a user's e-mail and roles. A new address is unverified until its owner opens the
 * link mailed to it (CTFd trusts verified addresses); a role change signs the user out everywhere.
 */
export async function updateUser(db: Database, mailing: Mailing, actor: Actor, input: TUserUpdateInput) {
  const newRoles = input.roles && ROLES.filter((role) => input.roles!.includes(role));
  if (input.id === actor.id && newRoles && !newRoles.includes('admin')) throw new AppError('CANNOT_REMOVE_OWN_ADMIN');
  const result = await db.transaction().execute(async (trx) => {
    const before = await lockedForEdit(
      trx
        .selectFrom('users')
        .select([...USER_COLUMNS, 'language'])
        .where('id', '=', input.id),
      input.version,
      toAdminUser,
    );
    // Only the fields sent change; a change of case only is the same address, still verified.
    const email = input.email ?? before.email;
    const roles = newRoles ?? before.roles;
    const addressChanged = before.email.toLowerCase() !== email.toLowerCase();
    if (addressChanged) {
      const taken = await trx
        .selectFrom('users')
        .select('id')
        .where(sql`lower(email)`, '=', email.toLowerCase())
        .where('id', '!=', input.id)
        .executeTakeFirst();
      if (taken) throw new AppError('EMAIL_TAKEN', { fieldErrors: { email: ['emailTaken'] } });
    }
    const rolesChanged = [...before.roles].sort(ascending).join() !== [...roles].sort(ascending).join();
    // A replaced verified address is taken from CTFd at once (writeUserAddress queues the push), the
    // new one reaches it once verified; instances without an API token must be changed by hand, and
    // the admin is told which.
    const { user: after } = (await writeUserAddress(trx, input.id, {
      email,
      verification: addressChanged ? 'unverified' : 'kept',
      set: { roles, updated_at: sql`now()`, version: sql`version + 1` },
    }))!;
    if (rolesChanged) await invalidateAllSessions(trx, input.id);
    const ctfdManual = addressChanged ? await ctfdInstancesWithoutToken(trx, input.id) : [];
    await auditUser(trx, {
      actor,
      action: 'user.update',
      targetId: input.id,
      before: { email: before.email, roles: toAdminUser(before).roles },
      after: { email: after.email, roles: toAdminUser(after).roles },
    });
    return { after, addressChanged, ctfdManual };
  });
  if (result.addressChanged) await mailVerificationLink(db, mailing, result.after);
  return result.ctfdManual.length > 0
    ? { ...toAdminUser(result.after), ctfd_manual: result.ctfdManual }
    : toAdminUser(result.after);
}

/** An admin erases a user (services/account/erase-user.ts); never themself. */
export async function deleteUser(db: Database, actor: Actor, id: number) {
  if (id === actor.id) throw new AppError('CANNOT_DELETE_SELF');
  await eraseUser(db, actor, id, 'user.delete');
}
