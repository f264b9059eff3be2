import type { Database } from '../../db/database';
import { deleteExpiredCtfdRows } from '../ctfd/codes';

/** Sessions, mailed tokens, bot-check records and CTFd codes and tokens past their expiry. */
export async function deleteExpiredRows(db: Database, now = new Date()) {
  const [sessions, verifications, resets, botChecks] = await Promise.all([
    db
      .deleteFrom('sessions')
      .where((eb) => eb.or([eb('expires_at', '<=', now), eb('absolute_expires_at', '<=', now)]))
      .executeTakeFirst(),
    db.deleteFrom('email_verification_tokens').where('expires_at', '<=', now).executeTakeFirst(),
    db.deleteFrom('password_reset_tokens').where('expires_at', '<=', now).executeTakeFirst(),
    db.deleteFrom('bot_check_uses').where('expires_at', '<=', now).executeTakeFirst(),
  ]);
  await deleteExpiredCtfdRows(db, now);
  return {
    sessions: Number(sessions.numDeletedRows),
    emailVerificationTokens: Number(verifications.numDeletedRows),
    passwordResetTokens: Number(resets.numDeletedRows),
    botChecks: Number(botChecks.numDeletedRows),
  };
}
