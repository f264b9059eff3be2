import { type ExpressionBuilder, sql } from 'kysely';
import { isIPv6 } from 'node:net';
import type { Database } from '../../db/database';
import type { DB } from '../../db/types';
import { AppError } from '../../errors';

/**
 * Sign-in throttling (SECURITY 6, docs/decisions.md). Per (account, address): after the n-th
 * failure in a row the next attempt waits LOGIN_DELAYS_SECONDS[n-1], so a stranger guessing from
 * their own address slows only themselves and cannot lock the owner out. Per account, from every
 * address: past ACCOUNT_CEILING failures in its window the account takes one attempt per
 * `spacingSeconds`, so a distributed guesser is slowed. A browser with a device cookie for the
 * account (device-cookies.ts) counts on a row of its own and never waits for the account's slot,
 * so such a guesser cannot keep the owner out. The per-IP bucket (LIMITS.loginIp) is in the
 * rate-limit plugin.
 */
export const LOGIN_DELAYS_SECONDS = [1, 2, 4, 8, 16, 30, 60, 180, 300];
export const ACCOUNT_CEILING = { failures: 50, windowSeconds: 3600, spacingSeconds: 10 };
const EVERY_ADDRESS = '*';

/** The account a login names, whichever identifier was typed; an unknown name counts by its text. */
export function throttleAccount(user: { id: number } | undefined, typed: string): string {
  return user ? `user:${user.id}` : `name:${typed.trim().toLowerCase()}`;
}

/** An IPv6 caller controls a whole /64, so addresses count per /64. */
export function addressKey(ip: string): string {
  if (!isIPv6(ip)) return ip;
  if (/^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(ip)) return ip.slice(7);
  const [head = '', tail] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

const secondsUntil = (until: Date, now: Date) => Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
const delays = sql`${LOGIN_DELAYS_SECONDS}::int[]`;
const delayAfter = (failures: unknown) =>
  sql`make_interval(secs => (${delays})[least((${failures})::int, ${LOGIN_DELAYS_SECONDS.length}::int)])`;

/** A browser whose device cookie is valid for the account counts on a row of its own. */
const deviceKey = (nonce: string) => `device:${nonce}`;

/** The one row of an account and an address key (an address, a device, or EVERY_ADDRESS). */
const slot = (account: string, ip: string) => (eb: ExpressionBuilder<DB, 'login_throttle'>) => eb.and({ account, ip });

/**
 * Claims one attempt on an (account, key) row, or throws TOO_MANY_REQUESTS saying when to try
 * again. The claim already sets the delay a failure would earn, so parallel attempts cannot slip
 * past it.
 */
async function claimSlot(db: Database, account: string, key: string, now: Date) {
  const claimed = await db
    .insertInto('login_throttle')
    .values({
      account,
      ip: key,
      failures: 0,
      window_started_at: now,
      blocked_until: sql`${now}::timestamptz + ${delayAfter(1)}`,
    })
    .onConflict((oc) =>
      oc
        .columns(['account', 'ip'])
        .doUpdateSet({ blocked_until: sql`${now}::timestamptz + ${delayAfter(sql`login_throttle.failures + 1`)}` })
        .where('login_throttle.blocked_until', '<=', now),
    )
    .returning('failures')
    .executeTakeFirst();
  if (claimed) return;
  const row = await db
    .selectFrom('login_throttle')
    .select('blocked_until')
    .where(slot(account, key))
    .executeTakeFirst();
  throw new AppError('TOO_MANY_REQUESTS', { retryAfterSeconds: row ? secondsUntil(row.blocked_until, now) : 1 });
}

/** A failure on a claimed row: its delay grows. Answers the failures in a row, this one included. */
async function recordSlotFailure(db: Database, account: string, key: string, now: Date): Promise<number> {
  const row = await db
    .updateTable('login_throttle')
    .set({
      failures: sql`failures + 1`,
      blocked_until: sql`${now}::timestamptz + ${delayAfter(sql`failures + 1`)}`,
    })
    .where(slot(account, key))
    .returning('failures')
    .executeTakeFirst();
  return row?.failures ?? 0;
}

async function clearSlot(db: Database, account: string, key: string) {
  await db.deleteFrom('login_throttle').where(slot(account, key)).execute();
}

/**
 * One password (or passkey) attempt: the account it names (throttleAccount), the caller's address,
 * and the nonce of this browser's device cookie for the account (`knownDevice`), null without one.
 */
export interface LoginAttempt {
  account: string;
  ip: string;
  now?: Date;
  knownDevice?: string | null;
}

/**
 * Claims the right to one password (or passkey) attempt, or throws TOO_MANY_REQUESTS saying when
 * to try again. A known device (`knownDevice`, its cookie's nonce) waits only for its own failures;
 * anyone else waits for their address's and, past the ceiling, for the account's slot.
 */
export async function claimLoginAttempt(
  db: Database,
  { account, ip, now = new Date(), knownDevice = null }: LoginAttempt,
) {
  if (knownDevice !== null) return claimSlot(db, account, deviceKey(knownDevice), now);
  const overall = await db
    .selectFrom('login_throttle')
    .select(['failures', 'window_started_at', 'blocked_until'])
    .where(slot(account, EVERY_ADDRESS))
    .executeTakeFirst();
  const windowStart = new Date(now.getTime() - ACCOUNT_CEILING.windowSeconds * 1000);
  if (overall && overall.failures >= ACCOUNT_CEILING.failures && overall.window_started_at > windowStart) {
    const spaced = await db
      .updateTable('login_throttle')
      .set({ blocked_until: new Date(now.getTime() + ACCOUNT_CEILING.spacingSeconds * 1000) })
      .where(slot(account, EVERY_ADDRESS))
      .where('blocked_until', '<=', now)
      .executeTakeFirst();
    if (spaced.numUpdatedRows === 0n)
      throw new AppError('TOO_MANY_REQUESTS', { retryAfterSeconds: secondsUntil(overall.blocked_until, now) });
  }
  await claimSlot(db, account, addressKey(ip), now);
}

/**
 * A wrong password: the asker's delay grows; a failure from anywhere but a known device also
 * counts towards the account's ceiling.
 */
export async function recordLoginFailure(
  db: Database,
  { account, ip, now = new Date(), knownDevice = null }: LoginAttempt,
) {
  if (knownDevice !== null) {
    await recordSlotFailure(db, account, deviceKey(knownDevice), now);
    return;
  }
  const windowStart = new Date(now.getTime() - ACCOUNT_CEILING.windowSeconds * 1000);
  const expired = sql<boolean>`login_throttle.window_started_at <= ${windowStart}`;
  await db.transaction().execute(async (trx) => {
    await recordSlotFailure(trx, account, addressKey(ip), now);
    await trx
      .insertInto('login_throttle')
      .values({ account, ip: EVERY_ADDRESS, failures: 1, window_started_at: now, blocked_until: now })
      .onConflict((oc) =>
        oc.columns(['account', 'ip']).doUpdateSet({
          failures: sql`CASE WHEN ${expired} THEN 1 ELSE login_throttle.failures + 1 END`,
          window_started_at: sql`CASE WHEN ${expired} THEN ${now}::timestamptz ELSE login_throttle.window_started_at END`,
        }),
      )
      .execute();
  });
}

/** The right password from this address (or known device) starts its count again. */
export async function clearLoginFailures(db: Database, account: string, ip: string, knownDevice: string | null = null) {
  await clearSlot(db, account, knownDevice !== null ? deviceKey(knownDevice) : addressKey(ip));
}

/**
 * Wrong second-factor codes count per account, from every session and address alike (a new
 * password sign-in brings no new guesses), with the password step's delays; a known device counts
 * on its own, so the owner's browser is not held by a guesser who knows the password.
 */
const secondFactorAccount = (userId: number) => `second-factor:${userId}`;
const secondFactorKey = (knownDevice: string | null) =>
  knownDevice !== null ? deviceKey(knownDevice) : 'unknown-devices';

/** Claimed before the code is checked: while the account waits, no code is checked at all. */
export function claimSecondFactorAttempt(db: Database, userId: number, knownDevice: string | null, now = new Date()) {
  return claimSlot(db, secondFactorAccount(userId), secondFactorKey(knownDevice), now);
}

/** A wrong code; answers the wrong codes in a row (the owner is told at SECOND_FACTOR_ALERT_AFTER). */
export function recordSecondFactorCodeFailure(
  db: Database,
  userId: number,
  knownDevice: string | null,
  now = new Date(),
): Promise<number> {
  return recordSlotFailure(db, secondFactorAccount(userId), secondFactorKey(knownDevice), now);
}

export function clearSecondFactorFailures(db: Database, userId: number, knownDevice: string | null) {
  return clearSlot(db, secondFactorAccount(userId), secondFactorKey(knownDevice));
}
