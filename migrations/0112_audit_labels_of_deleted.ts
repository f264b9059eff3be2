import { type Kysely, sql } from 'kysely';

// Frozen in time: never import application code here.
//
// Deleting an institution or a competition wrote its audit entry after the row was gone, so the
// entry's name (target_label, read from the row) was empty and the audit page said "Institution:
// #87". The entry's `before` holds the deleted record: its name fills the label; failing that, the
// name another entry about the same record kept.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    UPDATE audit_log AS entry
       SET target_label = coalesce(
             nullif(CASE entry.target_type WHEN 'user' THEN entry.before ->> 'username' ELSE entry.before ->> 'name' END, ''),
             (SELECT other.target_label FROM audit_log AS other
               WHERE other.target_type = entry.target_type AND other.target_id = entry.target_id
                 AND other.target_label IS NOT NULL
               ORDER BY other.id DESC LIMIT 1))
     WHERE entry.target_label IS NULL
  `.execute(db);
}

// Labels filled here cannot be told from labels written at the time; nothing to undo.
export async function down(): Promise<void> {}
