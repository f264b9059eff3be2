import type { AuditAction } from '@ctf/shared/audit';
import { type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/database';

export type AuditTarget =
  | 'user'
  | 'institution'
  | 'competitor'
  | 'competition'
  | 'season'
  | 'season_category'
  | 'roster'
  /** The platform's data as a whole (an export, an import): target id 0, the label names the file or folder. */
  | 'data';

export interface Actor {
  id: number;
  username: string;
}

/**
 * The words naming a target, read from its row when the entry is written (a username, an applicant's
 * name, an institution's or competition's name): kept in the entry, so it reads the same after the
 * record is erased.
 */
function labelOf(targetType: AuditTarget, targetId: number): RawBuilder<string | null> {
  switch (targetType) {
    case 'user':
      return sql`(select username from users where id = ${targetId})`;
    case 'competitor':
      return sql`(select first_name || ' ' || last_name from competitor_applications where id = ${targetId})`;
    case 'institution':
      return sql`(select name from institutions where id = ${targetId})`;
    case 'competition':
      return sql`(select name from competitions where id = ${targetId})`;
    case 'season':
      return sql`(select name from seasons where id = ${targetId})`;
    case 'season_category':
      return sql`(select name from season_categories where id = ${targetId})`;
    case 'roster':
      return sql`(select event_name from team_rosters where id = ${targetId})`;
    case 'data':
      return sql`null`;
  }
}

/**
 * The name a deleted record's `before` carries, for an entry written after its row is gone (an
 * institution's or competition's deletion): without it the audit page could only say "#87".
 */
function labelFromRecord(targetType: AuditTarget, record: unknown): string | null {
  if (typeof record !== 'object' || record === null) return null;
  const fields = record as Record<string, unknown>;
  const label =
    targetType === 'user'
      ? fields.username
      : targetType === 'competitor'
        ? [fields.first_name, fields.last_name].filter((part) => typeof part === 'string').join(' ')
        : fields.name;
  return typeof label === 'string' && label !== '' ? label : null;
}

export interface AuditEntry {
  actor: Actor | null;
  action: AuditAction;
  targetType: AuditTarget;
  targetId: number;
  /** The target's name, when its row is gone by the time the entry is written (an erasure). */
  targetLabel?: string;
  before?: unknown;
  after?: unknown;
}

/**
 * Records one admin change: who did what to which record, with the values before and after. A null
 * actor is a command run on the server (`npm run export`): no account, an empty username.
 */
export async function recordAudit(db: Database, entry: AuditEntry) {
  await db
    .insertInto('audit_log')
    .values({
      actor_id: entry.actor?.id ?? null,
      actor_username: entry.actor?.username ?? '',
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId,
      target_label:
        entry.targetLabel ??
        sql<
          string | null
        >`coalesce(${labelOf(entry.targetType, entry.targetId)}, ${labelFromRecord(entry.targetType, entry.before)})`,
      before: entry.before === undefined ? null : JSON.stringify(entry.before),
      after: entry.after === undefined ? null : JSON.stringify(entry.after),
    })
    .execute();
}

/**
 * The entries of one kind of record, for a service whose changes all name the same kind: each call
 * then says only who did what to which row, and what it was before and after.
 */
export const auditOf = (targetType: AuditTarget) => (db: Database, entry: Omit<AuditEntry, 'targetType'>) =>
  recordAudit(db, { ...entry, targetType });

/** Every competitor action (an admin's decision, a team change, a school link) is one of these. */
export const auditCompetitor = auditOf('competitor');

/** An institution's creation, edits, deletion and merges. */
export const auditInstitution = auditOf('institution');

/** The latest changes to one record, newest first. */
export async function findAuditEntries(db: Database, targetType: AuditTarget, targetId: number, limit = 50) {
  const rows = await db
    .selectFrom('audit_log')
    .select(['id', 'actor_username', 'action', 'before', 'after', 'created_at'])
    .where('target_type', '=', targetType)
    .where('target_id', '=', targetId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
}
