import type { Database } from '../../src/db/database';
import type { AuditLog } from '../../src/db/types';

/**
 * The audit entries about a target (one id or several; of one type, one action, when given), oldest
 * first, with these columns.
 */
export function auditEntries<C extends keyof AuditLog & string>(
  db: Database,
  { type, id, action }: { type?: string; id: number | number[]; action?: string },
  columns: readonly C[],
) {
  let query = db
    .selectFrom('audit_log')
    .select(columns)
    .where('target_id', Array.isArray(id) ? 'in' : '=', id);
  if (type !== undefined) query = query.where('target_type', '=', type);
  if (action !== undefined) query = query.where('action', '=', action);
  return query.orderBy('id').execute();
}
