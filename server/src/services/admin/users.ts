import { type SqlBool, sql } from 'kysely';
import type { Language, TUserUpdateInput } from '@ctf/shared';
import type { TUserListQuery } from '@ctf/shared/schemas/admin';
import { ROLES, type Role } from '@ctf/shared/constants';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';
import type { MailQueue } from '../jobs/jobs';
import { VERIFICATION_TOKEN_TTL_MS, issueMailedToken } from '../auth/mailed-tokens';
import { invalidateAllSessions } from '../auth/sessions';
import { verificationMail } from '../mail/templates';
import { type Actor, findAuditEntries, recordAudit } from '../audit/audit';
import { boundedCount, inOrderOf, keptCount, wordPatterns, orderTerm, paged, pageWindow, searchWords } from './paging';

const USER_COLUMNS = ['id', 'username', 'email', 'email_verified_at', 'roles', 'created_at', 'version'] as const;

function toAdminUser(row: {
  id: number;
  username: string;
  email: string;
  email_verified_at: Date | null;
  roles: string[];
  created_at: Date;
  version: number;
}) {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    email_verified_at: row.email_verified_at?.toISOString() ?? null,
    roles: ROLES.filter((role) => row.roles.includes(role)) as Role[],
    created_at: row.created_at.toISOString(),
    version: row.version,
  };
}
export type AdminUser = ReturnType<typeof toAdminUser>;

const USER_SORT_BY = {
  id: sql`id`,
  username: sql`ctf_sr_latin(username) collate sr_icu`,
  email: sql`lower(email)`,
  created_at: sql`created_at`,
} as const;

/**
 * The admin users list: searched by username, e-mail and the names of the current application in
 * any script (indexed search keys), filtered by role and verification, sorted in Serbian order, paged
 * without counting or skipping a million rows (see docs/decisions.md, "Lists at national scale").
 */
export async function listUsers(db: Database, input: TUserListQuery) {
  let filtered = db.selectFrom('users');
  if (input.role) filtered = filtered.where(sql<SqlBool>`roles @> array[${input.role}]::text[]`);
  if (input.verified === 'yes') filtered = filtered.where('email_verified_at', 'is not', null);
  if (input.verified === 'no') filtered = filtered.where('email_verified_at', 'is', null);
  const words = searchWords(input.search);
  for (const word of words)
    filtered = filtered.where((w) => w.or(wordPatterns(word).map((p) => w('search_key', 'like', p))));
  const counted = words.length
    ? await boundedCount(db, filtered.select('id'))
    : await keptCount(
        db,
        `users|${input.role ?? '*'}|${input.verified === 'yes' ? 'v' : input.verified === 'no' ? 'u' : '*'}`,
      );
  const window = pageWindow(input.page, input.per_page, counted);
  let rows: Awaited<ReturnType<typeof fetchUsers>> = [];
  if (window) {
    const ids = await filtered
      .select('id')
      .orderBy(orderTerm(USER_SORT_BY[input.sort], input.direction, window.reverse))
      .orderBy(orderTerm(sql`id`, input.direction, window.reverse))
      .limit(window.limit)
      .offset(window.offset)
      .execute();
    if (window.reverse) ids.reverse();
    rows = inOrderOf(
      ids.map((row) => row.id),
      await fetchUsers(
        db,
        ids.map((row) => row.id),
      ),
    );
  }
  return paged(rows.map(toAdminUser), counted.total, input.page, input.per_page, counted.estimated);
}

async function fetchUsers(db: Database, ids: number[]) {
  if (ids.length === 0) return [];
  return db.selectFrom('users').select(USER_COLUMNS).where('id', 'in', ids).execute();
}

export async function getUser(db: Database, id: number) {
  const row = await db.selectFrom('users').select(USER_COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return { user: toAdminUser(row), audit: await findAuditEntries(db, 'user', id) };
}

/**
 * An admin changes a user's e-mail and roles. A new address is unverified until its owner opens the
 * link mailed to it (CTFd trusts verified addresses); a role change signs the user out everywhere.
 */
export async function updateUser(
  db: Database,
  mail: MailQueue,
  publicUrl: string,
  actor: Actor,
  input: TUserUpdateInput,
) {
  const newRoles = input.roles && ROLES.filter((role) => input.roles!.includes(role));
  if (input.id === actor.id && newRoles && !newRoles.includes('admin')) throw new AppError('CANNOT_REMOVE_OWN_ADMIN');
  const result = await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('users')
      .select([...USER_COLUMNS, 'language'])
      .where('id', '=', input.id)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw new AppError('NOT_FOUND');
    if (input.version !== undefined && input.version !== before.version)
      throw new AppError('EDIT_CONFLICT', { current: toAdminUser(before) });
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
    const rolesChanged = [...before.roles].sort().join() !== [...roles].sort().join();
    const after = await trx
      .updateTable('users')
      .set({
        email,
        roles,
        updated_at: sql`now()`,
        version: sql`version + 1`,
        ...(addressChanged ? { email_verified_at: null } : {}),
      })
      .where('id', '=', input.id)
      .returning([...USER_COLUMNS, 'language'])
      .executeTakeFirstOrThrow();
    if (rolesChanged) await invalidateAllSessions(trx, input.id);
    await recordAudit(trx, {
      actor,
      action: 'user.update',
      targetType: 'user',
      targetId: input.id,
      before: { email: before.email, roles: toAdminUser(before).roles },
      after: { email: after.email, roles: toAdminUser(after).roles },
    });
    return { after, addressChanged };
  });
  if (result.addressChanged) {
    const { after } = result;
    const token = await issueMailedToken(
      db,
      'email_verification_tokens',
      after.id,
      after.email,
      VERIFICATION_TOKEN_TTL_MS,
    );
    await mail.enqueue(
      verificationMail(
        after.language as Language,
        after.email,
        after.username,
        `${publicUrl}/auth/verify-email?token=${token}`,
      ),
    );
  }
  return toAdminUser(result.after);
}

export async function deleteUser(db: Database, actor: Actor, id: number) {
  if (id === actor.id) throw new AppError('CANNOT_DELETE_SELF');
  await db.transaction().execute(async (trx) => {
    const deleted = await trx
      .deleteFrom('users')
      .where('id', '=', id)
      .returning([...USER_COLUMNS])
      .executeTakeFirst();
    if (!deleted) throw new AppError('NOT_FOUND');
    await recordAudit(trx, {
      actor,
      action: 'user.delete',
      targetType: 'user',
      targetId: id,
      before: toAdminUser(deleted),
    });
  });
}
