import { type Kysely, sql } from 'kysely';

// Frozen in time: never import application code here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // A suspended user keeps every row of their history but cannot sign in (docs/decisions.md, Admin operations).
  await sql`ALTER TABLE users ADD COLUMN suspended_at timestamptz`.execute(db);

  // Each audit entry names its target in words (a username, an applicant's name, an institution), so an
  // entry about a record erased later still reads as what it was about.
  await sql`ALTER TABLE audit_log ADD COLUMN target_label text`.execute(db);
  await sql`UPDATE audit_log a SET target_label = u.username FROM users u WHERE a.target_type = 'user' AND u.id = a.target_id`.execute(
    db,
  );
  await sql`UPDATE audit_log a SET target_label = c.first_name || ' ' || c.last_name
    FROM competitor_applications c WHERE a.target_type = 'competitor' AND c.id = a.target_id`.execute(db);
  await sql`UPDATE audit_log a SET target_label = i.name FROM institutions i WHERE a.target_type = 'institution' AND i.id = a.target_id`.execute(
    db,
  );
  await sql`UPDATE audit_log a SET target_label = c.name FROM competitions c WHERE a.target_type = 'competition' AND c.id = a.target_id`.execute(
    db,
  );

  // The audit page: newest first, by actor, by action, by target type, and searched by actor or target in any script.
  await sql`CREATE INDEX audit_log_created_idx ON audit_log (created_at DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX audit_log_actor_idx ON audit_log (lower(actor_username), created_at DESC, id DESC)`.execute(
    db,
  );
  await sql`CREATE INDEX audit_log_action_idx ON audit_log (action, created_at DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX audit_log_type_idx ON audit_log (target_type, created_at DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX audit_log_target_label_idx ON audit_log (target_type, target_id, id DESC)`.execute(db);
  await sql`CREATE INDEX audit_log_search_idx ON audit_log
    USING gin (ctf_search_key(actor_username || ' ' || coalesce(target_label, '')) gin_trgm_ops)`.execute(db);

  // Competitor filters by institution (existing index), region (through the institution) and gender.
  await sql`CREATE INDEX competitor_applications_gender_idx ON competitor_applications (gender, status, created_at, id)
    WHERE is_current`.execute(db);
  await sql`CREATE INDEX institutions_region_idx ON institutions (region, id)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX institutions_region_idx, audit_log_target_label_idx, competitor_applications_gender_idx, audit_log_search_idx,
    audit_log_type_idx, audit_log_action_idx, audit_log_actor_idx, audit_log_created_idx`.execute(db);
  await sql`ALTER TABLE audit_log DROP COLUMN target_label`.execute(db);
  await sql`ALTER TABLE users DROP COLUMN suspended_at`.execute(db);
}
