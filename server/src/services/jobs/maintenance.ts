import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { deleteExpiredCtfdRows } from '../ctfd/codes';

/**
 * Sessions, mailed tokens, bot-check records, CTFd codes and tokens past their expiry, and
 * self-registered accounts not confirmed in time.
 */
export async function deleteExpiredRows(db: Database, now = new Date()) {
  const dayAgo = new Date(now.getTime() - 24 * 3_600_000);
  const [sessions, verifications, resets, botChecks, loginThrottles] = await Promise.all([
    db
      .deleteFrom('sessions')
      .where((eb) => eb.or([eb('expires_at', '<=', now), eb('absolute_expires_at', '<=', now)]))
      .executeTakeFirst(),
    db.deleteFrom('email_verification_tokens').where('expires_at', '<=', now).executeTakeFirst(),
    db.deleteFrom('password_reset_tokens').where('expires_at', '<=', now).executeTakeFirst(),
    db.deleteFrom('bot_check_uses').where('expires_at', '<=', now).executeTakeFirst(),
    // Failed sign-ins are forgotten a day after their last delay ended and their window closed.
    db
      .deleteFrom('login_throttle')
      .where('blocked_until', '<=', dayAgo)
      .where('window_started_at', '<=', dayAgo)
      .executeTakeFirst(),
  ]);
  await deleteExpiredCtfdRows(db, now);
  // Self-registered accounts never confirmed before their link expired: the address is free again.
  const unverified = await db
    .deleteFrom('users')
    .where('unverified_expires_at', '<=', now)
    .where('email_verified_at', 'is', null)
    .where(sql`cardinality(roles)`, '=', 0)
    .executeTakeFirst();
  return {
    sessions: Number(sessions.numDeletedRows),
    emailVerificationTokens: Number(verifications.numDeletedRows),
    passwordResetTokens: Number(resets.numDeletedRows),
    botChecks: Number(botChecks.numDeletedRows),
    loginThrottles: Number(loginThrottles.numDeletedRows),
    unverifiedAccounts: Number(unverified.numDeletedRows),
  };
}
