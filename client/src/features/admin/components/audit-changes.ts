import { AUDIT_INTERNAL_FIELDS } from '@ctf/shared/audit';

export interface AuditChange {
  field: string;
  before?: unknown;
  after: unknown;
  /** The field was not recorded before the change (e.g. a rejection's reason). */
  isNew: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The fields an entry changed, in the order the server recorded them; nothing for a creation or a
 * deletion. A field only `before` names was not changed (an archive records the whole competition
 * before and only `archived` after), and bookkeeping (the version, ids, timestamps) is no change.
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  if (!isRecord(after) || !isRecord(before)) return [];
  return Object.keys(after).flatMap((field) => {
    if (AUDIT_INTERNAL_FIELDS.includes(field)) return [];
    const isNew = !(field in before);
    const next = after[field];
    if (!isNew && JSON.stringify(before[field]) === JSON.stringify(next)) return [];
    return [isNew ? { field, after: next, isNew } : { field, before: before[field], after: next, isNew }];
  });
}
