import { sql } from 'kysely';
import { findCtfdClient } from '../ctfd/clients';
import { type Language, type TRegisterInput, isLanguage } from '@ctf/shared';
import { AppError } from '../../errors';
import { scheduleFunnelRefresh } from '../stats/funnel-refresh';
import type { Context } from '../../trpc/context';
import { clearSessionCookie } from '../../plugins/session';
import { passwordResetMail, verificationMail } from '../mail/templates';
import { RESET_TOKEN_TTL_MS, VERIFICATION_TOKEN_TTL_MS, consumeMailedToken, issueMailedToken } from './mailed-tokens';
import { writeUserAddress } from './email-address';
import { claimLoginAttempt, clearLoginFailures, recordLoginFailure, throttleAccount } from './login-throttle';
import { assertPasswordNotCommon } from './password-policy';
import { hashPassword, upgradePasswordHash, verifyPassword } from './passwords';
import { knownDeviceOf } from './device-cookies';
import { hasPasskey } from './passkeys';
import { invalidateAllSessions, invalidateSession } from './sessions';
import { assertMaySignIn, startSession } from './sign-in';
import { findTakenIdentity, findUserByEmail, findUserByLogin } from './users';

function languageOf(user: { language: string }): Language {
  return isLanguage(user.language) ? user.language : 'sr';
}

async function sendVerification(
  ctx: Context,
  user: { id: number; username: string; email: string; language: string },
  ctfdClientId?: string,
) {
  const token = await issueMailedToken(ctx.db, {
    table: 'email_verification_tokens',
    userId: user.id,
    email: user.email,
    ttlMs: VERIFICATION_TOKEN_TTL_MS,
  });
  // A self-registered account lives as long as its newest link: unconfirmed by then, it is removed.
  await ctx.db
    .updateTable('users')
    .set({ unverified_expires_at: new Date(Date.now() + VERIFICATION_TOKEN_TTL_MS) })
    .where('id', '=', user.id)
    .where('email_verified_at', 'is', null)
    .where('unverified_expires_at', 'is not', null)
    .execute();
  // On the way to a CTFd: the link names its client (only a registered one), and the page leads on there.
  const ctfd = ctfdClientId ? await findCtfdClient(ctx.db, ctfdClientId) : undefined;
  const back = ctfd ? `&ctfd=${encodeURIComponent(ctfd.client_id)}` : '';
  const url = `${ctx.config.publicUrl}/auth/verify-email?token=${token}${back}`;
  await ctx.mail.enqueue(verificationMail(languageOf(user), user.email, user.username, url), user.id);
}

function isUniqueViolation(error: unknown): error is { code: string; constraint?: string } {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';
}

export async function register(ctx: Context, input: TRegisterInput) {
  const { username, email, password } = input;
  await assertPasswordNotCommon(ctx, password);
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
      .values({
        username,
        email,
        password_hash: await hashPassword(password),
        language: ctx.lang,
        // Squatting someone else's address holds it only until the link expires (issue 9, finding 6).
        unverified_expires_at: new Date(Date.now() + VERIFICATION_TOKEN_TTL_MS),
      })
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
  await scheduleFunnelRefresh(ctx.db);
  await sendVerification(ctx, user, input.ctfdClientId);
  ctx.log.info({ userId: user.id }, 'auth: registered');
}

export async function login(ctx: Context, input: { username: string; password: string }) {
  const user = await findUserByLogin(ctx.db, input.username);
  const account = throttleAccount(user, input.username);
  // A browser this account finished a login in is throttled on its own (device-cookies.ts).
  const device = knownDeviceOf(ctx.req, ctx.config, user?.id);
  const now = new Date();
  await claimLoginAttempt(ctx.db, { account, ip: ctx.req.ip, now, knownDevice: device });
  const passwordMatches = await verifyPassword(user?.password_hash ?? null, input.password);
  if (!user || !passwordMatches) {
    await recordLoginFailure(ctx.db, { account, ip: ctx.req.ip, now, knownDevice: device });
    ctx.log.warn({ userId: user?.id }, 'auth: login failed');
    throw new AppError('LOGIN_INVALID_CREDENTIALS');
  }
  await clearLoginFailures(ctx.db, account, ctx.req.ip, device);
  // An imported account's hash becomes ours at its first sign-in (password-hashes.ts).
  await upgradePasswordHash(ctx, user, input.password);
  assertMaySignIn(user);
  // With a second factor on (the app or a passkey), the session waits for the code (auth.verifySecondFactor) and is no
  // sign-in until then.
  const secondFactorRequired = user.totp_enabled_at !== null || (await hasPasskey(ctx.db, user.id));
  await startSession(ctx, user.id, secondFactorRequired ? 'pending' : 'none');
  ctx.log.info({ userId: user.id, secondFactorRequired }, 'auth: password accepted');
  return { secondFactorRequired };
}

export async function logout(ctx: Context) {
  if (ctx.auth) await invalidateSession(ctx.db, ctx.auth.session.id);
  clearSessionCookie(ctx.reply, ctx.config);
}

/** Neutral: the same answer whether or not the address has an unverified account. */
export async function resendVerification(ctx: Context, email: string, ctfdClientId?: string) {
  await ctx.limits.consume(ctx.req, 'resendEmail', email);
  const user = await findUserByEmail(ctx.db, email);
  if (user && !user.email_verified_at) await sendVerification(ctx, user, ctfdClientId);
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
    // The token is bound to the address it was sent to; a changed address needs a new link. A newly
    // verified address is pushed to every CTFd the user plays on (writeUserAddress queues it).
    const updated = await writeUserAddress(trx, claimed.userId, {
      verification: 'verified',
      ifEmail: claimed.email,
      set: { unverified_expires_at: null, updated_at: sql`now()` },
    });
    if (!updated) return null;
    await scheduleFunnelRefresh(trx);
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
  const token = await issueMailedToken(ctx.db, {
    table: 'password_reset_tokens',
    userId: user.id,
    email: user.email,
    ttlMs: RESET_TOKEN_TTL_MS,
  });
  const url = `${ctx.config.publicUrl}/auth/password-reset?token=${token}`;
  await ctx.mail.enqueue(passwordResetMail(languageOf(user), user.email, user.username, url), user.id);
}

/** Sets the new password, signs every session out and, as the mail reached them, verifies the address. */
export async function resetPassword(ctx: Context, input: { token: string; password: string }) {
  // Before the token is used, so a refused password can be replaced with the same link.
  await assertPasswordNotCommon(ctx, input.password);
  const claimed = await consumeMailedToken(ctx.db, 'password_reset_tokens', input.token);
  if (!claimed || 'used' in claimed) throw new AppError('TOKEN_INVALID');
  const passwordHash = await hashPassword(input.password);
  const changed = await ctx.db.transaction().execute(async (trx) => {
    // The link reached the address, so it is verified (and pushed to CTFd when newly so).
    const result = await writeUserAddress(trx, claimed.userId, {
      verification: 'verified',
      ifEmail: claimed.email,
      set: { password_hash: passwordHash, unverified_expires_at: null, updated_at: sql`now()` },
    });
    if (!result) return false;
    // Whoever held the account before the owner of the address took it back keeps nothing: no
    // session, no pending link, no address change they asked for.
    await trx.deleteFrom('password_reset_tokens').where('user_id', '=', claimed.userId).execute();
    await trx.deleteFrom('email_verification_tokens').where('user_id', '=', claimed.userId).execute();
    await trx.deleteFrom('email_change_tokens').where('user_id', '=', claimed.userId).execute();
    await invalidateAllSessions(trx, claimed.userId);
    return true;
  });
  if (!changed) throw new AppError('TOKEN_INVALID');
  clearSessionCookie(ctx.reply, ctx.config);
  ctx.log.info({ userId: claimed.userId }, 'auth: password reset');
}
