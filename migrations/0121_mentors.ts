import { type Kysely, sql } from 'kysely';

// Frozen in time: never import application code here.
//
// Schools and mentors (issue 33 point 2): a mentor is bound to institutions and sees those schools'
// competitors who agreed to it. A teacher's request is confirmed by the institution's contact (a
// mailed link, only its hash kept) or by an admin. A school link carries the institution's join code.
// One digest per mentor per programme event: the (user, event) pair is recorded when it is queued.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('competitor_applications')
    .addColumn('mentor_consent', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();
  await db.schema.alterTable('institutions').addColumn('join_code', 'text').execute();
  await db.schema
    .createIndex('institutions_join_code_key')
    .unique()
    .on('institutions')
    .column('join_code')
    .where(sql<boolean>`join_code is not null`)
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('mentor_digest', 'boolean', (col) => col.notNull().defaultTo(true))
    .execute();

  await db.schema
    .createTable('mentor_institutions')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('institution_id', 'integer', (col) => col.notNull().references('institutions.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('mentor_institutions_pkey', ['user_id', 'institution_id'])
    .execute();
  await db.schema
    .createIndex('mentor_institutions_institution_idx')
    .on('mentor_institutions')
    .column('institution_id')
    .execute();

  await db.schema
    .createTable('mentor_requests')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('institution_id', 'integer', (col) => col.notNull().references('institutions.id').onDelete('cascade'))
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending'))
    .addColumn('confirmation', 'text', (col) => col.notNull())
    .addColumn('token_hash', 'text', (col) => col.unique())
    .addColumn('token_expires_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('decided_at', 'timestamptz')
    .addColumn('decided_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addCheckConstraint('mentor_requests_status_check', sql`status IN ('pending', 'approved', 'rejected')`)
    .addCheckConstraint('mentor_requests_confirmation_check', sql`confirmation IN ('email', 'admin')`)
    .execute();
  // One open request per teacher and school.
  await db.schema
    .createIndex('mentor_requests_pending_key')
    .unique()
    .on('mentor_requests')
    .columns(['user_id', 'institution_id'])
    .where(sql<boolean>`status = 'pending'`)
    .execute();
  await db.schema.createIndex('mentor_requests_status_idx').on('mentor_requests').columns(['status', 'id']).execute();

  await db.schema
    .createTable('mentor_digests')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('event', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('mentor_digests_pkey', ['user_id', 'event'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('mentor_digests').execute();
  await db.schema.dropTable('mentor_requests').execute();
  await db.schema.dropTable('mentor_institutions').execute();
  await db.schema.alterTable('users').dropColumn('mentor_digest').execute();
  await db.schema.dropIndex('institutions_join_code_key').execute();
  await db.schema.alterTable('institutions').dropColumn('join_code').execute();
  await db.schema.alterTable('competitor_applications').dropColumn('mentor_consent').execute();
}
