import { type Kysely, sql } from 'kysely';

// Frozen in time: never import application code here.
// Issue 34 item 5: an erased user's rows in an announcement's record of recipients kept their
// address and username (the foreign key only cleared user_id). The rows now go with the user, and
// those earlier erasures left are removed, each announcement's count with them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`UPDATE announcements a SET recipient_count = greatest(a.recipient_count - left_over.n, 0)
    FROM (SELECT announcement_id, count(*)::int AS n FROM announcement_recipients
          WHERE user_id IS NULL GROUP BY announcement_id) left_over
    WHERE a.id = left_over.announcement_id`.execute(db);
  await sql`DELETE FROM announcement_recipients WHERE user_id IS NULL`.execute(db);
  await sql`ALTER TABLE announcement_recipients
    DROP CONSTRAINT announcement_recipients_user_id_fkey,
    ADD CONSTRAINT announcement_recipients_user_id_fkey
      FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE,
    ALTER COLUMN user_id SET NOT NULL`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE announcement_recipients
    ALTER COLUMN user_id DROP NOT NULL,
    DROP CONSTRAINT announcement_recipients_user_id_fkey,
    ADD CONSTRAINT announcement_recipients_user_id_fkey
      FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE SET NULL`.execute(db);
}
