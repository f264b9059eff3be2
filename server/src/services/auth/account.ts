import { sql } from 'kysely';
import { type Language, type TRegisterInput, isLanguage } from '@ctf/shared';
import { AppError } from '../../errors';
import type { Context } from '../../trpc/context';
import { clearSessionCookie, setSessionCookie } from '../../plugins/session';
import { passwordResetMail, verificationMail } from '../mail/templates';
import { RESET_TOKEN_TTL_MS, VERIFICATION_TOKEN_TTL_MS, consumeMailedToken, issueMailedToken } from './mailed-tokens';
import { claimLoginAttempt, clearLoginFailures, recordLoginFailure, throttleAccount } from './login-throttle';
import { hashPassword, verifyPassword } from './passwords';
import { createSession, invalidateAllSessions, invalidateSession } from './sessions';
import { findTakenIdentity, findUserByEmail, findUserByLogin } from './users';

function languageOf(user: { language: string }): Language {
  return isLanguage(user.language) ? user.language : 'sr';
}

async function sendVerification(ctx: Context, user: { id: number; username: string; email: string; language: string }) {
  const token = await issueMailedToken(
    ctx.db,
    'email_verification_tokens',
    user.id,
    user.email,
    VERIFICATION_TOKEN_TTL_MS,
  );
  const url = `${ctx.config.publicUrl}/auth/verify-email?token=${token}`;
  await ctx.mail.enqueue(verificationMail(languageOf(user), user.email, user.username, url));
}

function isUniqueViolation(error: unknown): error is { code: string; constraint?: string } {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';
}

export async function register(ctx: Context, input: TRegisterInput) {
  const { username, email, password } = input;
  const taken = await findTakenIdentity(ctx.db, username, email);
  if (taken.usernameTaken || taken.emailTaken) {
    throw new AppError(taken.usernameTaken ? 'USERNAME_TAKEN' : 'EMAIL_TAKEN', {
      fieldErrors: {
        ...(taken.usernameTaken ? { username: ['usernameTaken'] } : {}),
        ...(taken.emailTaken ? { email: ['emailTaken'] } : {}),
      },
    });
  }
  let user;
  try {
    user = await ctx.db
      .insertInto('users')
      .values({ username, email, password_hash: await hashPassword(password), language: ctx.lang })
      .returning(['id', 'username', 'email', 'language'])
      .executeTakeFirstOrThrow();
  } catch (error) {
    // Two registrations racing for the same name: the unique index decides.
    if (!isUniqueViolation(error)) throw error;
    const field = error.constraint === 'users_username_lower_key' ? 'username' : 'email';
    throw new AppError(field === 'username' ? 'USERNAME_TAKEN' : 'EMAIL_TAKEN', {
      fieldErrors: { [field]: [`${field}Taken`] },
    });
  }
  await sendVerification(ctx, user);
  ctx.log.info({ userId: user.id }, 'auth: registered');
}

export async function login(ctx: Context, input: { username: string; password: string }) {
  const user = await findUserByLogin(ctx.db, input.username);
  const account = throttleAccount(user, input.username);
  await claimLoginAttempt(ctx.db, account, ctx.req.ip);
  const passwordMatches = await verifyPassword(user?.password_hash ?? null, input.password);
  if (!user || !passwordMatches) {
    await recordLoginFailure(ctx.db, account, ctx.req.ip);
    ctx.log.warn({ userId: user?.id }, 'auth: login failed');
    throw new AppError('LOGIN_INVALID_CREDENTIALS');
  }
  await clearLoginFailures(ctx.db, account, ctx.req.ip);
  // The password was right: the notice may name the address, so the resend form comes filled in.
  if (!user.email_verified_at) throw new AppError('LOGIN_EMAIL_NOT_VERIFIED', { email: user.email });
  const { token, expiresAt } = await createSession(ctx.db, user.id, {
    ip: ctx.req.ip,
    userAgent: ctx.req.headers['user-agent'],
  });
  setSessionCookie(ctx.reply, ctx.config, token, expiresAt);
  ctx.log.info({ userId: user.id }, 'auth: logged in');
}

export async function logout(ctx: Context) {
  if (ctx.auth) await invalidateSession(ctx.db, ctx.auth.session.id);
  clearSessionCookie(ctx.reply, ctx.config);
}

/** Neutral: the same answer whether or not the address has an unverified account. */
export async function resendVerification(ctx: Context, email: string) {
  await ctx.limits.consume(ctx.req, 'resendEmail', email);
  const user = await findUserByEmail(ctx.db, email);
  if (user && !user.email_verified_at) await sendVerification(ctx, user);
}

/**
 * Verifies the address the link was sent to; 'already' when this link did that before. One
 * transaction: a second click that arrives meanwhile waits on the token's row and then sees the
 * address verified, so it says "already verified", never "invalid".
 */
export async function verifyEmail(ctx: Context, token: string): Promise<'verified' | 'already'> {
  const outcome = await ctx.db.transaction().execute(async (trx) => {
    const claimed = await consumeMailedToken(trx, 'email_verification_tokens', token);
    if (!claimed) return null;
    if ('used' in claimed) {
      const verified = await trx
        .selectFrom('users')
        .select('id')
        .where('id', '=', claimed.used.userId)
        .where('email', '=', claimed.used.email)
        .where('email_verified_at', 'is not', null)
        .executeTakeFirst();
      return verified ? ('already' as const) : null;
    }
    // The token is bound to the address it was sent to; a changed address needs a new link.
    const updated = await trx
      .updateTable('users')
      .set({ email_verified_at: sql`coalesce(email_verified_at, now())`, updated_at: sql`now()` })
      .where('id', '=', claimed.userId)
      .where('email', '=', claimed.email)
      .executeTakeFirst();
    if (updated.numUpdatedRows === 0n) return null;
    ctx.log.info({ userId: claimed.userId }, 'auth: e-mail verified');
    return 'verified' as const;
  });
  if (!outcome) throw new AppError('TOKEN_INVALID');
  return outcome;
}

/** Neutral: the same answer whether or not the address has an account. */
export async function sendPasswordReset(ctx: Context, email: string) {
  await ctx.limits.consume(ctx.req, 'forgotEmail', email);
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return;
  const token = await issueMailedToken(ctx.db, 'password_reset_tokens', user.id, user.email, RESET_TOKEN_TTL_MS);
  const url = `${ctx.config.publicUrl}/auth/password-reset?token=${token}`;
  await ctx.mail.enqueue(passwordResetMail(languageOf(user), user.email, user.username, url));
}

/** Sets the new password, signs every session out and, as the mail reached them, verifies the address. */
export async function resetPassword(ctx: Context, input: { token: string; password: string }) {
  const claimed = await consumeMailedToken(ctx.db, 'password_reset_tokens', input.token);
  if (!claimed || 'used' in claimed) throw new AppError('TOKEN_INVALID');
  const passwordHash = await hashPassword(input.password);
  const changed = await ctx.db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('users')
      .set({
        password_hash: passwordHash,
        email_verified_at: sql`coalesce(email_verified_at, now())`,
        updated_at: sql`now()`,
      })
      .where('id', '=', claimed.userId)
      .where('email', '=', claimed.email)
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) return false;
    await trx.deleteFrom('password_reset_tokens').where('user_id', '=', claimed.userId).execute();
    await invalidateAllSessions(trx, claimed.userId);
    return true;
  });
  if (!changed) throw new AppError('TOKEN_INVALID');
  clearSessionCookie(ctx.reply, ctx.config);
  ctx.log.info({ userId: claimed.userId }, 'auth: password reset');
}
