export interface AuditChange {
  field: string;
  before?: unknown;
  after: unknown;
  /** The field was not recorded before the change (e.g. a rejection's reason). */
  isNew: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The fields an entry changed, in the order the server recorded them; nothing for a creation or a deletion. */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  if (!isRecord(after) || !isRecord(before)) return [];
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields.flatMap((field) => {
    const isNew = !(field in before);
    const next = field in after ? after[field] : null;
    if (!isNew && JSON.stringify(before[field]) === JSON.stringify(next)) return [];
    return [isNew ? { field, after: next, isNew } : { field, before: before[field], after: next, isNew }];
  });
}
