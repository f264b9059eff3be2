// The bench's own database: new for every run, on DATABASE_URL's server or an embedded PostgreSQL in a
// temporary folder, and the users and sessions the load signs in with.
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { createDatabase } from '../../server/src/db/database';
import { ensureDatabase, startEmbeddedPostgres } from '../../server/src/db/embedded';
import { generateSessionToken, hashToken } from '../../server/src/services/auth/crypto';
import { hashPassword } from '../../server/src/services/auth/passwords';
import { DATABASE_URL, PASSWORD } from './options';

export interface BenchDatabase {
  url: string;
  stop: () => Promise<void>;
}

export async function freshDatabase(): Promise<BenchDatabase> {
  const name = `ctf_bench_${Date.now()}`;
  if (DATABASE_URL) {
    await ensureDatabase(DATABASE_URL, name);
    const url = new URL(DATABASE_URL);
    url.pathname = `/${name}`;
    return {
      url: url.toString(),
      stop: async () => {
        // The name is this script's own (ctf_bench_<time>), never input.
        const admin = new pg.Client({ connectionString: DATABASE_URL });
        await admin.connect();
        await admin.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`).catch(() => {});
        await admin.end();
      },
    };
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'ctf-bench-'));
  await chmod(dir, 0o755);
  const embedded = await startEmbeddedPostgres({ directory: path.join(dir, 'data'), persistent: false });
  await ensureDatabase(embedded.adminUrl, name);
  return {
    url: embedded.urlFor(name),
    stop: async () => {
      await embedded.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Verified users who sign in with PASSWORD, and one session per user; returns their names and tokens. */
export async function seed(databaseUrl: string, count: number) {
  const db = createDatabase(databaseUrl, 2);
  try {
    const passwordHash = await hashPassword(PASSWORD);
    const usernames: string[] = [];
    const tokens: string[] = [];
    for (let start = 0; start < count; start += 1000) {
      const batch = Array.from({ length: Math.min(1000, count - start) }, (_, i) => start + i);
      const users = await db
        .insertInto('users')
        .values(
          batch.map((i) => ({
            username: `bench_${i}`,
            email: `bench_${i}@bench.example.org`,
            password_hash: passwordHash,
            email_verified_at: new Date(),
          })),
        )
        .returning(['id', 'username'])
        .execute();
      const now = Date.now();
      const batchTokens = users.map(() => generateSessionToken());
      await db
        .insertInto('sessions')
        .values(
          users.map((user, i) => ({
            id: hashToken(batchTokens[i]!),
            user_id: user.id,
            expires_at: new Date(now + 29 * 86_400_000),
            absolute_expires_at: new Date(now + 89 * 86_400_000),
          })),
        )
        .execute();
      usernames.push(...users.map((u) => u.username));
      tokens.push(...batchTokens);
    }
    await sql`ANALYZE users`.execute(db);
    await sql`ANALYZE sessions`.execute(db);
    return { usernames, tokens };
  } finally {
    await db.destroy();
  }
}
