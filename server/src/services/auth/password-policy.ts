import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../errors';
import type { AppConfig } from '../../env';

const LIST_FILE = 'common-passwords.txt';

/**
 * The bundled list: next to this module under data/ when run from source, beside server.js in the
 * bundle (scripts/build-server.mjs copies it there).
 */
function listPath(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, 'data', LIST_FILE), path.join(here, LIST_FILE)];
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found) throw new Error(`The common password list is missing (looked at ${candidates.join(', ')})`);
  return found;
}

let commonPasswords: Set<string> | undefined;

/** The list, read once (about 49,000 lower-case entries). */
export function loadCommonPasswords(): Set<string> {
  commonPasswords ??= new Set(
    readFileSync(listPath(), 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  );
  return commonPasswords;
}

/**
 * Common, or a common password dressed up the way composition rules push people to: another case
 * ("Password123"), or a symbol stuck before or after it ("password123!", "!qwerty123"). A common
 * word inside a longer password ("Lozinka#2026") is not refused: the list names whole passwords.
 */
export function isCommonPassword(password: string): boolean {
  const list = loadCommonPasswords();
  const lower = password.toLowerCase();
  const bare = lower.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
  return list.has(password) || list.has(lower) || (bare.length > 0 && list.has(bare));
}

/**
 * Have I Been Pwned's range API: only the first 5 hex digits of the password's SHA-1 are sent, with
 * Add-Padding so the answer's size says nothing either. 'unknown' when the service did not answer
 * in time or answered an error: the caller lets the password through (it passed the list already).
 */
export async function isBreachedPassword(
  config: NonNullable<AppConfig['pwnedPasswords']>,
  password: string,
  log: FastifyBaseLogger,
): Promise<boolean | 'unknown'> {
  const sha1 = createHash('sha1').update(password, 'utf8').digest('hex').toUpperCase();
  const prefix = sha1.slice(0, 5);
  const suffix = sha1.slice(5);
  const started = Date.now();
  try {
    const res = await fetch(`${config.rangeUrl}/${prefix}`, {
      headers: { 'Add-Padding': 'true', 'user-agent': 'ctf-srbija-platform' },
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    if (!res.ok) throw new Error(`status ${res.status}`);
    const body = await res.text();
    for (const line of body.split('\n')) {
      const [lineSuffix, count] = line.trim().split(':');
      // Padding lines have a count of 0: they are not breaches.
      if (lineSuffix?.toUpperCase() === suffix) return Number(count) > 0;
    }
    return false;
  } catch (error) {
    log.warn(
      { err: error instanceof Error ? error.message : String(error), ms: Date.now() - started },
      'auth: breached-password check unavailable; password accepted on the common-list check alone',
    );
    return 'unknown';
  }
}

/**
 * Refuses a new password that is common or known from breaches, as a field error on `field`.
 * Runs after the schema's rules (length, composition), before the password is hashed.
 */
export async function assertPasswordNotCommon(
  ctx: { config: AppConfig; log: FastifyBaseLogger },
  password: string,
  field = 'password',
): Promise<void> {
  if (isCommonPassword(password)) {
    throw new AppError('PASSWORD_TOO_COMMON', { fieldErrors: { [field]: ['passwordCommon'] } });
  }
  if (!ctx.config.pwnedPasswords) return;
  if ((await isBreachedPassword(ctx.config.pwnedPasswords, password, ctx.log)) === true) {
    throw new AppError('PASSWORD_BREACHED', { fieldErrors: { [field]: ['passwordBreached'] } });
  }
}
