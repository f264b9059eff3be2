import { AppError } from '../../errors';

/** A select of one row that can be locked (a Kysely select builder). */
interface LockableSelect<Row> {
  forUpdate(): { executeTakeFirst(): Promise<Row | undefined> };
}

/** The row the select finds, locked for the rest of the transaction; NOT_FOUND when it is gone. */
export async function lockedRow<Row>(select: LockableSelect<Row>): Promise<Row> {
  const row = await select.forUpdate().executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * The one version check for edits: reads the row locked for the rest of the transaction, NOT_FOUND
 * when it is gone, and 409 EDIT_CONFLICT with its current values when the editor saw an older
 * version. A caller that sends no version is not checked.
 */
export async function lockedForEdit<Row extends { version: number }>(
  select: LockableSelect<Row>,
  version: number | undefined,
  current: (row: Row) => unknown,
): Promise<Row> {
  const row = await lockedRow(select);
  if (version !== undefined && version !== row.version) throw new AppError('EDIT_CONFLICT', { current: current(row) });
  return row;
}
