import { sql } from 'kysely';
import type { TAuditListQuery } from '@ctf/shared/schemas/admin';
import type { Database } from '../../db/database';
import { boundedCount, paged, pageWindow } from '../lists/paging';
import { matchesWords, searchWords } from '../lists/search';

/**
 * The audit page: every recorded action, newest first, filtered by actor, target, action and Belgrade
 * calendar days, searched by actor or target name in any script. Each filter has an index that reads
 * in the page's order (migration 0070); entries about erased records keep their names.
 */
export async function listAuditEntries(db: Database, input: TAuditListQuery) {
  let filtered = db.selectFrom('audit_log');
  if (input.actor) filtered = filtered.where(sql`lower(actor_username)`, '=', input.actor.toLowerCase());
  if (input.target_type) filtered = filtered.where('target_type', '=', input.target_type);
  if (input.target_id !== undefined) filtered = filtered.where('target_id', '=', input.target_id);
  if (input.action) filtered = filtered.where('action', '=', input.action);
  if (input.from)
    filtered = filtered.where(
      'created_at',
      '>=',
      sql<Date>`(${input.from}::date)::timestamp at time zone 'Europe/Belgrade'`,
    );
  if (input.to)
    filtered = filtered.where(
      'created_at',
      '<',
      sql<Date>`(${input.to}::date + 1)::timestamp at time zone 'Europe/Belgrade'`,
    );
  const words = searchWords(input.search);
  if (words.length)
    filtered = filtered.where(
      matchesWords(sql`ctf_search_key(actor_username || ' ' || coalesce(target_label, ''))`, words),
    );
  const counted = await boundedCount(db, filtered.select('id'));
  const window = pageWindow(input.page, input.per_page, { ...counted, estimated: true });
  const rows = window
    ? await filtered
        .select([
          'id',
          'actor_id',
          'actor_username',
          'action',
          'target_type',
          'target_id',
          'target_label',
          'before',
          'after',
          'created_at',
        ])
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(window.limit)
        .offset(window.offset)
        .execute()
    : [];
  return paged(
    rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() })),
    counted,
    input,
  );
}
