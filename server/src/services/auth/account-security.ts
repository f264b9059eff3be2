import { sql } from 'kysely';
import { type Language, isLanguage } from '@ctf/shared';
import type { TSessionSummary } from '@ctf/shared';
import { AppError } from '../../errors';
import type { Context } from '../../trpc/context';
import { emailChangeConfirmMail, emailChangeNoticeMail } from '../mail/account-security-templates';
import { EMAIL_CHANGE_TOKEN_TTL_MS, consumeMailedToken, issueMailedToken } from './mailed-tokens';
import { assertPasswordNotCommon } from './password-policy';
import { assertOwnPassword, hashPassword } from './passwords';
import { type ValidatedSession, listSessions, revokeSessions } from './sessions';
import { findUserByEmail } from './users';
import { writeUserAddress } from './email-address';

type Auth = ValidatedSession;

const languageOf = (user: { language: string }): Language => (isLanguage(user.language) ? user.language : 'sr');

/** The caller's own password, checked before a change that matters; a wrong one is a field error. */
async function assertCurrentPassword(ctx: Context, auth: Auth, password: string, field: string) {
  try {
    await assertOwnPassword(ctx.db, auth.user.id, password, field);
  } catch (error) {
    if (error instanceof AppError) ctx.log.warn({ userId: auth.user.id }, 'auth: wrong current password');
    throw error;
  }
}

export async function ownSessions(ctx: Context, auth: Auth): Promise<TSessionSummary[]> {
  return (await listSessions(ctx.db, auth.user.id)).map((s) => ({
    id: s.id,
    created_at: s.createdAt.toISOString(),
    last_seen_at: s.lastSeenAt.toISOString(),
    expires_at: s.expiresAt.toISOString(),
    ip: s.ip,
    user_agent: s.userAgent,
    current: s.id === auth.session.id,
  }));
}

/** Changes the password (the current one required); every other session is signed out. */
export async function changePassword(
  ctx: Context,
  auth: Auth,
  input: { currentPassword: string; newPassword: string },
) {
  await assertCurrentPassword(ctx, auth, input.currentPassword, 'currentPassword');
  await assertPasswordNotCommon(ctx, input.newPassword, 'newPassword');
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: sql`now()` })
      .where('id', '=', auth.user.id)
      .execute();
    await trx.deleteFrom('password_reset_tokens').where('user_id', '=', auth.user.id).execute();
    await revokeSessions(trx, auth.user.id, auth.session.id);
  });
  ctx.log.info({ userId: auth.user.id }, 'auth: password changed');
}

/**
 * Asks for a new address (password required): a link goes to the new address, which replaces the
 * old one only when confirmed; the old address is told.
 */
export async function requestEmailChange(ctx: Context, auth: Auth, input: { password: string; email: string }) {
  await assertCurrentPassword(ctx, auth, input.password, 'password');
  const email = input.email.trim();
  if (email.toLowerCase() === auth.user.email.toLowerCase()) {
    throw new AppError('BAD_REQUEST', { fieldErrors: { email: ['emailUnchanged'] } });
  }
  const taken = await findUserByEmail(ctx.db, email);
  if (taken) throw new AppError('EMAIL_TAKEN', { fieldErrors: { email: ['emailTaken'] } });
  const token = await issueMailedToken(ctx.db, {
    table: 'email_change_tokens',
    userId: auth.user.id,
    email,
    ttlMs: EMAIL_CHANGE_TOKEN_TTL_MS,
  });
  const lang = languageOf(auth.user);
  const url = `${ctx.config.publicUrl}/auth/confirm-email-change?token=${token}`;
  await ctx.mail.enqueue(emailChangeConfirmMail(lang, email, auth.user.username, url), auth.user.id);
  await ctx.mail.enqueue(
    emailChangeNoticeMail(lang, auth.user.email, {
      username: auth.user.username,
      newEmail: email,
      stage: 'requested',
      url: `${ctx.config.publicUrl}/app/account/security`,
    }),
    auth.user.id,
  );
  ctx.log.info({ userId: auth.user.id }, 'auth: e-mail change requested');
}

/** The link from the new address: it becomes the account's (verified); the old address is told. */
export async function confirmEmailChange(ctx: Context, token: string) {
  const claimed = await consumeMailedToken(ctx.db, 'email_change_tokens', token);
  if (!claimed || 'used' in claimed) throw new AppError('TOKEN_INVALID');
  const before = await ctx.db
    .selectFrom('users')
    .select(['email', 'username', 'language'])
    .where('id', '=', claimed.userId)
    .executeTakeFirst();
  if (!before) throw new AppError('TOKEN_INVALID');
  try {
    // CTFd finds accounts by e-mail: writeUserAddress queues the push of the new address.
    await ctx.db.transaction().execute((trx) =>
      writeUserAddress(trx, claimed.userId, {
        email: claimed.email,
        verification: 'verified',
        set: { unverified_expires_at: null, updated_at: sql`now()`, version: sql`version + 1` },
      }),
    );
  } catch (error) {
    // Someone registered the address meanwhile.
    if ((error as { code?: string }).code === '23505') throw new AppError('EMAIL_TAKEN');
    throw error;
  }
  // Links sent to the old address no longer name the account's address.
  await ctx.db.deleteFrom('password_reset_tokens').where('user_id', '=', claimed.userId).execute();
  await ctx.db.deleteFrom('email_verification_tokens').where('user_id', '=', claimed.userId).execute();
  await ctx.mail.enqueue(
    emailChangeNoticeMail(languageOf(before), before.email, {
      username: before.username,
      newEmail: claimed.email,
      stage: 'changed',
      url: `${ctx.config.publicUrl}/app/account/security`,
    }),
    claimed.userId,
  );
  ctx.log.info({ userId: claimed.userId }, 'auth: e-mail changed');
}
