import { sql } from 'kysely';
import { isIPv6 } from 'node:net';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';

/**
 * Sign-in throttling (SECURITY 6, docs/decisions.md). Per (account, address): after the n-th
 * failure in a row the next attempt waits LOGIN_DELAYS_SECONDS[n-1], so a stranger guessing from
 * their own address slows only themselves and cannot lock the owner out. Per account, from every
 * address: past ACCOUNT_CEILING failures in its window the account takes one attempt per
 * `spacingSeconds` — a distributed guesser is slowed, the owner still gets in after a short wait.
 * The per-IP bucket (LIMITS.loginIp) is in the rate-limit plugin.
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

/**
 * Claims the right to one attempt, or throws TOO_MANY_REQUESTS saying when to try again. The claim
 * already sets the delay a failure would earn, so parallel attempts cannot slip past it.
 */
export async function claimLoginAttempt(db: Database, account: string, ip: string, now = new Date()) {
  const address = addressKey(ip);
  const overall = await db
    .selectFrom('login_throttle')
    .select(['failures', 'window_started_at', 'blocked_until'])
    .where('account', '=', account)
    .where('ip', '=', EVERY_ADDRESS)
    .executeTakeFirst();
  const windowStart = new Date(now.getTime() - ACCOUNT_CEILING.windowSeconds * 1000);
  if (overall && overall.failures >= ACCOUNT_CEILING.failures && overall.window_started_at > windowStart) {
    const slot = await db
      .updateTable('login_throttle')
      .set({ blocked_until: new Date(now.getTime() + ACCOUNT_CEILING.spacingSeconds * 1000) })
      .where('account', '=', account)
      .where('ip', '=', EVERY_ADDRESS)
      .where('blocked_until', '<=', now)
      .executeTakeFirst();
    if (slot.numUpdatedRows === 0n)
      throw new AppError('TOO_MANY_REQUESTS', { retryAfterSeconds: secondsUntil(overall.blocked_until, now) });
  }

  const claimed = await db
    .insertInto('login_throttle')
    .values({
      account,
      ip: address,
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
  const pair = await db
    .selectFrom('login_throttle')
    .select('blocked_until')
    .where('account', '=', account)
    .where('ip', '=', address)
    .executeTakeFirst();
  throw new AppError('TOO_MANY_REQUESTS', { retryAfterSeconds: pair ? secondsUntil(pair.blocked_until, now) : 1 });
}

/** A wrong password: the pair's delay grows, and the account's count from every address goes up. */
export async function recordLoginFailure(db: Database, account: string, ip: string, now = new Date()) {
  const windowStart = new Date(now.getTime() - ACCOUNT_CEILING.windowSeconds * 1000);
  const expired = sql<boolean>`login_throttle.window_started_at <= ${windowStart}`;
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('login_throttle')
      .set({
        failures: sql`failures + 1`,
        blocked_until: sql`${now}::timestamptz + ${delayAfter(sql`failures + 1`)}`,
      })
      .where('account', '=', account)
      .where('ip', '=', addressKey(ip))
      .execute();
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

/** The right password from this address starts its count again. */
export async function clearLoginFailures(db: Database, account: string, ip: string) {
  await db.deleteFrom('login_throttle').where('account', '=', account).where('ip', '=', addressKey(ip)).execute();
}
