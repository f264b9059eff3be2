// npm run create-admin: makes a verified admin, or makes an existing user an admin.
// Asks for what is missing (at a terminal, or one answer a line from piped input); ADMIN_USERNAME,
// ADMIN_EMAIL and ADMIN_PASSWORD skip the questions.
import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { z } from 'zod';
import { ZEmailSchema, ZNewPasswordSchema, ZUsernameSchema } from '@ctf/shared';
import { loadConfig } from '../server/src/env';
import { isCommonPassword } from '../server/src/services/auth/password-policy';
import { platformAddress } from '../server/src/running-server';
import { writeUserAddress } from '../server/src/services/auth/email-address';
import { hashPassword } from '../server/src/services/auth/passwords';
import { authEn } from '../client/src/locales/auth/en';
import { VALIDATION_PARAMS, validationKeyOf } from '../client/src/features/auth/validation-messages';
import { runCli, withMigratedDatabase } from './lib/cli';

/** The input ended before every answer was given (a pipe with too few lines, or Ctrl+D). */
class InputEnded extends Error {}

// One reader for the whole run. A reader per question lost the answers piped after the first: the
// first reader took every buffered line, and the next waited on a stdin that had already ended, so
// the top-level await never settled and Node exited with code 13, saying nothing.
const isTerminal = process.stdin.isTTY ?? false;
let muted = false;
let reader: { lines: AsyncIterator<string>; close(): void } | null = null;

function openReader() {
  const echo = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output: echo, terminal: isTerminal });
  return { lines: rl[Symbol.asyncIterator](), close: () => rl.close() };
}

/** One answer: typed at a terminal (hidden for a password) or the next line of piped input. */
async function ask(question: string, { hidden = false } = {}): Promise<string> {
  reader ??= openReader();
  // Piped answers need no questions between them (they would run together on one line).
  if (isTerminal) process.stdout.write(question);
  muted = hidden && isTerminal;
  const next = await reader.lines.next();
  muted = false;
  if (hidden && isTerminal) process.stdout.write('\n');
  if (next.done) throw new InputEnded(question.replace(/\s*[:(].*$/s, ''));
  return next.value.trim();
}

/** Lets the process end once the answers are in (an open reader holds a terminal's stdin). */
const closeReader = () => reader?.close();

/** A schema's message key as the English text the forms show (the limits filled in). */
function validationText(key: string): string {
  return authEn.validation[validationKeyOf(key)].replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
    String(VALIDATION_PARAMS[name as keyof typeof VALIDATION_PARAMS] ?? name),
  );
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
    console.error(`Not valid: ${result.error?.issues.map((i) => validationText(i.message)).join(' ')}`);
    if (fromEnv !== undefined) process.exit(1);
  }
}

await runCli(
  async () => {
    const config = loadConfig();
    const username = await valueOf('ADMIN_USERNAME', 'Username: ', ZUsernameSchema);
    const email = await valueOf('ADMIN_EMAIL', 'E-mail: ', ZEmailSchema);
    const password = await valueOf(
      'ADMIN_PASSWORD',
      'Password (8+ characters, upper and lower case, a digit and one of @$!%*?&#^-_.,): ',
      // Asked only of a password the rules accept, as the server's assertPasswordNotCommon does.
      ZNewPasswordSchema.pipe(z.string().refine((value) => !isCommonPassword(value), 'passwordCommon')),
      true,
    );
    closeReader();

    await withMigratedDatabase(config, async (db) => {
      const passwordHash = await hashPassword(password);
      const existing = await db
        .selectFrom('users')
        .select(['id', 'roles'])
        .where(sql`lower(username)`, '=', username.toLowerCase())
        .executeTakeFirst();
      if (existing) {
        // The address counts as verified from now on: writeUserAddress tells CTFd if that is new.
        await db.transaction().execute((trx) =>
          writeUserAddress(trx, existing.id, {
            verification: 'verified',
            set: {
              roles: [...new Set([...existing.roles, 'admin'])],
              password_hash: passwordHash,
              updated_at: sql`now()`,
            },
          }),
        );
        console.log(
          `${username} (id ${existing.id}) is now an admin, with the new password. Sign in at ${await platformAddress(config)}/auth/login`,
        );
      } else {
        const created = await db
          .insertInto('users')
          .values({ username, email, password_hash: passwordHash, email_verified_at: new Date(), roles: ['admin'] })
          .returning('id')
          .executeTakeFirstOrThrow();
        console.log(
          `Admin ${username} created (id ${created.id}). Sign in at ${await platformAddress(config)}/auth/login`,
        );
      }
    });
  },
  (error) =>
    error instanceof InputEnded
      ? `\nThe input ended before the ${error.message.toLowerCase()} was given. Type the answers at a terminal, pipe them one a` +
        ' line (username, e-mail, password), or set ADMIN_USERNAME, ADMIN_EMAIL and ADMIN_PASSWORD.'
      : undefined,
);
