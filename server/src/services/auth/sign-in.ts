import { type Language, isLanguage } from '@ctf/shared';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { AppError } from '../../errors';
import { clearSessionCookie, renewSessionCookie, setSessionCookie } from '../../plugins/session';
import type { Context } from '../../trpc/context';
import { secondFactorGuessingMail } from '../mail/account-security-templates';
import { issueDeviceCookie, knownDeviceOf } from './device-cookies';
import {
  claimLoginAttempt,
  claimSecondFactorAttempt,
  clearLoginFailures,
  clearSecondFactorFailures,
  recordLoginFailure,
  recordSecondFactorCodeFailure,
  throttleAccount,
} from './login-throttle';
import { relyingPartyFor } from './passkey-ceremony';
import { findPasskeyOwner, passkeyLoginUser, verifySecondFactorPasskey } from './passkey-sign-in';
import { hasPasskey } from './passkeys';
import { verifySecondFactor } from './second-factor';
import { type SecondFactorState, type ValidatedSession, createSession } from './sessions';

// The ways into an account, each through the same rules: the login throttle (device cookies
// included), assertMaySignIn and startSession. The password step is `login` in account.ts.

/** The owner is mailed at this many wrong second-factor codes in a row. */
export const SECOND_FACTOR_ALERT_AFTER = 5;

const languageOf = (user: { language: string }): Language => (isLanguage(user.language) ? user.language : 'sr');

/** Whoever proved who they are (password or passkey) still gets no session when these fail. */
export function assertMaySignIn(user: { suspended_at: Date | null; email_verified_at: Date | null; email: string }) {
  // Suspended by an admin (services/admin/users.ts).
  if (user.suspended_at) throw new AppError('ACCOUNT_SUSPENDED');
  // They proved the account is theirs: the notice may name the address, so the resend form comes filled in.
  if (!user.email_verified_at) throw new AppError('LOGIN_EMAIL_NOT_VERIFIED', { email: user.email });
}

/**
 * A new session and its cookie. A full sign-in (not one waiting for its second factor) also makes
 * this browser a known device of the account.
 */
export async function startSession(ctx: Context, userId: number, secondFactor: SecondFactorState) {
  const { token, expiresAt } = await createSession(ctx.db, {
    userId,
    ip: ctx.req.ip,
    userAgent: ctx.req.headers['user-agent'],
    secondFactor,
  });
  setSessionCookie(ctx.reply, ctx.config, token, expiresAt);
  if (secondFactor !== 'pending') issueDeviceCookie(ctx.reply, ctx.config, userId);
}

/** A session that proved its second factor: a waiting one is now a full sign-in, cookies included. */
function finishSecondFactor(ctx: Context, session: ValidatedSession, expiresAt: Date | null) {
  if (expiresAt === null) return;
  renewSessionCookie(ctx.req, ctx.reply, ctx.config, expiresAt);
  issueDeviceCookie(ctx.reply, ctx.config, session.user.id);
}

/**
 * Every check of a second-factor code (at login, before a staff area opens, before deleting the
 * account). Wrong codes count per account with the password step's delays, claimed before the
 * check, so a new login brings no new guesses and parallel requests none either; while the
 * account waits no code is checked. At the fifth wrong code in a row the owner is mailed.
 */
export async function checkSecondFactorCode(ctx: Context, session: ValidatedSession, code: string) {
  const { user } = session;
  const device = knownDeviceOf(ctx.req, ctx.config, user.id);
  await claimSecondFactorAttempt(ctx.db, user.id, device);
  try {
    const proved = await verifySecondFactor(ctx.db, { totpKey: ctx.config.totpSecretKey, session, code });
    await clearSecondFactorFailures(ctx.db, user.id, device);
    return proved;
  } catch (error) {
    if (error instanceof AppError && ['SECOND_FACTOR_INVALID', 'SECOND_FACTOR_TOO_MANY'].includes(error.appCode)) {
      const inARow = await recordSecondFactorCodeFailure(ctx.db, user.id, device);
      if (inARow === SECOND_FACTOR_ALERT_AFTER) {
        const url = `${ctx.config.publicUrl}/app/account/security`;
        await ctx.mail.enqueue(secondFactorGuessingMail(languageOf(user), user.email, user.username, url), user.id);
        ctx.log.warn({ userId: user.id }, 'auth: wrong second-factor codes in a row, owner mailed');
      }
    }
    throw error;
  }
}

/** The session a second-factor step is for: one waiting after the password, or a signed-in one. */
export function secondFactorSession(ctx: Context): ValidatedSession {
  const session = ctx.pendingSecondFactor ?? ctx.auth;
  if (!session) throw new AppError('UNAUTHORIZED');
  return session;
}

/** Which second factors the session's account has (the second step offers these). */
export async function secondFactorMethods(ctx: Context) {
  const session = secondFactorSession(ctx);
  return { totp: session.user.totp_enabled_at !== null, passkey: await hasPasskey(ctx.db, session.user.id) };
}

/** The code after the password (or, signed in, before a staff area opens). */
export async function verifySecondFactorCode(ctx: Context, code: string) {
  const session = secondFactorSession(ctx);
  try {
    const { kind, expiresAt } = await checkSecondFactorCode(ctx, session, code);
    finishSecondFactor(ctx, session, expiresAt);
    ctx.log.info({ userId: session.user.id, kind }, 'auth: second factor accepted');
  } catch (error) {
    if (error instanceof AppError && error.appCode === 'SECOND_FACTOR_TOO_MANY') {
      clearSessionCookie(ctx.reply, ctx.config);
    }
    ctx.log.warn({ userId: session.user.id }, 'auth: second factor refused');
    throw error;
  }
}

/** A passkey as the second factor (after the password, or before a staff area opens). */
export async function verifySecondFactorWithPasskey(ctx: Context, response: AuthenticationResponseJSON) {
  const session = secondFactorSession(ctx);
  try {
    const expiresAt = await verifySecondFactorPasskey(ctx.db, {
      rp: relyingPartyFor(ctx.config.publicUrl),
      session,
      response,
    });
    finishSecondFactor(ctx, session, expiresAt);
  } catch (error) {
    if (error instanceof AppError && error.appCode === 'SECOND_FACTOR_TOO_MANY') {
      clearSessionCookie(ctx.reply, ctx.config);
    }
    ctx.log.warn({ userId: session.user.id }, 'auth: passkey second factor refused');
    throw error;
  }
  ctx.log.info({ userId: session.user.id, kind: 'passkey' }, 'auth: second factor accepted');
}

/**
 * A sign-in by passkey alone: the passkey is something the user has, unlocked by their PIN or
 * biometrics (user verification required), so the session counts as having proved the second
 * factor. The account it names is throttled as a password attempt for it is; a credential no
 * account has names none (the per-address limit still counts it).
 */
export async function signInWithPasskey(ctx: Context, attemptId: string, response: AuthenticationResponseJSON) {
  const ownerId = await findPasskeyOwner(ctx.db, response.id);
  if (ownerId === undefined) {
    ctx.log.warn('auth: passkey sign-in refused');
    throw new AppError('PASSKEY_INVALID');
  }
  const account = throttleAccount({ id: ownerId }, '');
  const device = knownDeviceOf(ctx.req, ctx.config, ownerId);
  const now = new Date();
  await claimLoginAttempt(ctx.db, { account, ip: ctx.req.ip, now, knownDevice: device });
  const userId = await passkeyLoginUser(ctx.db, {
    rp: relyingPartyFor(ctx.config.publicUrl),
    attemptId,
    response,
    now,
  });
  if (userId !== ownerId) {
    await recordLoginFailure(ctx.db, { account, ip: ctx.req.ip, now, knownDevice: device });
    ctx.log.warn({ userId: ownerId }, 'auth: passkey sign-in refused');
    throw new AppError('PASSKEY_INVALID');
  }
  await clearLoginFailures(ctx.db, account, ctx.req.ip, device);
  const user = await ctx.db
    .selectFrom('users')
    .select(['suspended_at', 'email_verified_at', 'email'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  assertMaySignIn(user);
  await startSession(ctx, userId, 'verified');
  ctx.log.info({ userId }, 'auth: signed in with a passkey');
}
