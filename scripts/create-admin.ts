// npm run create-admin: makes a verified admin, or makes an existing user an admin.
// Asks for what is missing; ADMIN_USERNAME, ADMIN_EMAIL and ADMIN_PASSWORD skip the questions.
import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { ZEmailSchema, ZNewPasswordSchema, ZUsernameSchema } from '@ctf/shared';
import { resolveDatabase, runMigrations } from '../server/src/db/connect';
import { createDatabase } from '../server/src/db/database';
import { ConfigError, loadConfig } from '../server/src/env';
import { isCommonPassword } from '../server/src/services/auth/password-policy';
import { hashPassword } from '../server/src/services/auth/passwords';

async function ask(question: string, { hidden = false } = {}): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: process.stdin.isTTY ?? false });
  const answer = rl.question(question);
  muted = hidden;
  const value = await answer;
  rl.close();
  if (hidden) process.stdout.write('\n');
  return value.trim();
}

async function valueOf(
  envName: string,
  question: string,
  schema: { safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } } },
  hidden = false,
) {
  const fromEnv = process.env[envName];
  for (;;) {
    const value = fromEnv ?? (await ask(question, { hidden }));
    const result = schema.safeParse(value);
    if (result.success) return value;
    console.error(`Not valid: ${result.error?.issues.map((i) => i.message).join(', ')}`);
    if (fromEnv !== undefined) process.exit(1);
  }
}

try {
  const config = loadConfig();
  const username = await valueOf('ADMIN_USERNAME', 'Username: ', ZUsernameSchema);
  const email = await valueOf('ADMIN_EMAIL', 'E-mail: ', ZEmailSchema);
  const password = await valueOf(
    'ADMIN_PASSWORD',
    'Password (8+ characters, upper and lower case, a digit and one of @$!%*?&#^-_.,): ',
    ZNewPasswordSchema.refine((value) => !isCommonPassword(value), 'one of the most common passwords'),
    true,
  );

  const database = await resolveDatabase(config, { attachIfRunning: true });
  const db = createDatabase(database.url, 1);
  try {
    await runMigrations(database.url);
    const passwordHash = await hashPassword(password);
    const existing = await db
      .selectFrom('users')
      .select(['id', 'roles'])
      .where(sql`lower(username)`, '=', username.toLowerCase())
      .executeTakeFirst();
    if (existing) {
      await db
        .updateTable('users')
        .set({
          roles: [...new Set([...existing.roles, 'admin'])],
          email_verified_at: sql`coalesce(email_verified_at, now())`,
          password_hash: passwordHash,
          updated_at: sql`now()`,
        })
        .where('id', '=', existing.id)
        .execute();
      console.log(`${username} (id ${existing.id}) is now an admin, with the new password.`);
    } else {
      const created = await db
        .insertInto('users')
        .values({ username, email, password_hash: passwordHash, email_verified_at: new Date(), roles: ['admin'] })
        .returning('id')
        .executeTakeFirstOrThrow();
      console.log(`Admin ${username} created (id ${created.id}). Sign in at ${config.publicUrl}/auth/login`);
    }
  } finally {
    await db.destroy();
    await database.embedded?.stop();
  }
} catch (error) {
  if (error instanceof ConfigError) error.problems.forEach((p) => console.error(`Configuration error: ${p}`));
  else console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
