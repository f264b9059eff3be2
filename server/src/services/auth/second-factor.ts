import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { requiresSecondFactor } from '@ctf/shared/constants';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';
import { openSecret, sealSecret } from '../secrets/sealed';
import { encodeBase32LowerCaseNoPadding, hashToken } from './crypto';
import { assertOwnPassword } from './passwords';
import { type ValidatedSession, proveSecondFactor } from './sessions';

/** RFC 6238 as every authenticator app does it: SHA-1, 6 digits, 30-second steps. */
const PERIOD_SECONDS = 30;
const ISSUER = 'CTF Srbija';
export const RECOVERY_CODE_COUNT = 10;
/** Wrong codes one session may give; then it is signed out. They also count per account (login-throttle.ts). */
export const SECOND_FACTOR_MAX_FAILURES = 5;

function totpFor(secretBase32: string, label: string) {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/**
 * The secret as the authenticator app has it. Stored sealed under TOTP_SECRET_KEY (a database dump
 * or backup holds no usable secret); a different key is an operator's mistake, said plainly.
 */
function openTotpSecret(totpKey: Buffer, sealed: string): string {
  try {
    return openSecret(totpKey, sealed);
  } catch (cause) {
    throw new Error('An authenticator secret cannot be opened: TOTP_SECRET_KEY is not the key it was stored under', {
      cause,
    });
  }
}

/** The time step a code belongs to, allowing one step of clock drift either way; null when wrong. */
function matchingStep(secretBase32: string, code: string, now: Date): number | null {
  const delta = totpFor(secretBase32, 'x').validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
}

/** Recovery codes: 10 random bytes each (80 bits), shown as two groups of 8 characters. */
function newRecoveryCode(): string {
  const raw = encodeBase32LowerCaseNoPadding(randomBytes(10));
  return `${raw.slice(0, 8)}-${raw.slice(8, 16)}`;
}

function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[^a-z2-7]/g, '');
}

const isTotpCode = (code: string) => /^\d{6}$/.test(code.replace(/\s/g, ''));

export interface SecondFactorStatus {
  enabled: boolean;
  /** Proved in the caller's session. */
  verified: boolean;
  /** The account's roles make it required (admins and organizers). */
  required: boolean;
  recoveryCodesLeft: number;
}

export function isStaff(roles: readonly string[]): boolean {
  return requiresSecondFactor(roles);
}

export async function secondFactorStatus(db: Database, auth: ValidatedSession): Promise<SecondFactorStatus> {
  const row = await db
    .selectFrom('recovery_codes')
    .select((eb) => eb.fn.countAll<string>().as('left'))
    .where('user_id', '=', auth.user.id)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return {
    enabled: auth.user.totp_enabled_at !== null,
    verified: auth.session.secondFactorVerified,
    required: isStaff(auth.user.roles),
    recoveryCodesLeft: Number(row.left),
  };
}

/** Starts (or restarts) enrolment: a new secret, kept aside until a code from it is confirmed. */
export async function startEnrolment(db: Database, totpKey: Buffer, auth: ValidatedSession) {
  if (auth.user.totp_enabled_at) throw new AppError('SECOND_FACTOR_ENABLED');
  const secret = new Secret({ size: 20 });
  await db
    .updateTable('users')
    .set({ totp_pending_secret: sealSecret(totpKey, secret.base32) })
    .where('id', '=', auth.user.id)
    .execute();
  const uri = totpFor(secret.base32, auth.user.username).toString();
  const qrSvg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { setupKey: secret.base32, uri, qrSvg };
}

/**
 * Finishes enrolment with a code from the app: the secret becomes the account's, ten recovery
 * codes are made (shown this once; only their hashes are kept), and this session counts as proved.
 */
export async function confirmEnrolment(
  db: Database,
  { totpKey, auth, code, now = new Date() }: { totpKey: Buffer; auth: ValidatedSession; code: string; now?: Date },
) {
  const user = await db
    .selectFrom('users')
    .select(['totp_pending_secret', 'totp_enabled_at'])
    .where('id', '=', auth.user.id)
    .executeTakeFirstOrThrow();
  if (user.totp_enabled_at) throw new AppError('SECOND_FACTOR_ENABLED');
  if (!user.totp_pending_secret) throw new AppError('SECOND_FACTOR_NOT_STARTED');
  // With a passkey already, the app is added only from a session that proved it (this confirmation
  // marks the session proved, so it must not stand in for the passkey).
  if (!auth.session.secondFactorVerified) {
    const passkey = await db.selectFrom('passkeys').select('id').where('user_id', '=', auth.user.id).executeTakeFirst();
    if (passkey) throw new AppError('SECOND_FACTOR_REQUIRED');
  }
  const step = isTotpCode(code)
    ? matchingStep(openTotpSecret(totpKey, user.totp_pending_secret), code.replace(/\s/g, ''), now)
    : null;
  if (step === null) throw new AppError('SECOND_FACTOR_INVALID', { fieldErrors: { code: ['secondFactorInvalid'] } });
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('users')
      .set({
        // Already sealed, as it stays.
        totp_secret: user.totp_pending_secret,
        totp_pending_secret: null,
        totp_enabled_at: now,
        totp_last_step: step,
        updated_at: sql`now()`,
      })
      .where('id', '=', auth.user.id)
      .where('totp_enabled_at', 'is', null)
      .executeTakeFirst();
    if (updated.numUpdatedRows === 0n) throw new AppError('SECOND_FACTOR_ENABLED');
    await trx.deleteFrom('recovery_codes').where('user_id', '=', auth.user.id).execute();
    await trx
      .insertInto('recovery_codes')
      .values(codes.map((c) => ({ user_id: auth.user.id, code_hash: hashToken(normalizeRecoveryCode(c)) })))
      .execute();
    await trx
      .updateTable('sessions')
      .set({ second_factor_at: now, second_factor_failures: 0 })
      .where('id', '=', auth.session.id)
      .execute();
  });
  return codes;
}

/** True when the code is the account's current TOTP code (never one used before) or an unused recovery code. */
async function useSecondFactorCode(
  db: Database,
  { totpKey, userId, code, now }: { totpKey: Buffer; userId: number; code: string; now: Date },
): Promise<boolean> {
  const trimmed = code.trim();
  if (isTotpCode(trimmed)) {
    const user = await db.selectFrom('users').select(['totp_secret']).where('id', '=', userId).executeTakeFirst();
    if (!user?.totp_secret) return false;
    const step = matchingStep(openTotpSecret(totpKey, user.totp_secret), trimmed.replace(/\s/g, ''), now);
    if (step === null) return false;
    // A code works once: its step must be later than the last one used (no replay of an overheard code).
    const claimed = await db
      .updateTable('users')
      .set({ totp_last_step: step })
      .where('id', '=', userId)
      .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
      .executeTakeFirst();
    return claimed.numUpdatedRows > 0n;
  }
  const normalized = normalizeRecoveryCode(trimmed);
  if (normalized.length !== 16) return false;
  const used = await db
    .updateTable('recovery_codes')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('code_hash', '=', hashToken(normalized))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return used.numUpdatedRows > 0n;
}

/** A wrong second factor (code or passkey); the fifth ends the session (SECOND_FACTOR_TOO_MANY). */
export async function recordSecondFactorFailure(db: Database, sessionId: string) {
  const row = await db
    .updateTable('sessions')
    .set((eb) => ({ second_factor_failures: eb('second_factor_failures', '+', 1) }))
    .where('id', '=', sessionId)
    .returning('second_factor_failures')
    .executeTakeFirst();
  if (!row || row.second_factor_failures >= SECOND_FACTOR_MAX_FAILURES) {
    await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
    throw new AppError('SECOND_FACTOR_TOO_MANY');
  }
}

/**
 * Checks a code for a session: one waiting after the password (sign-in), or a signed-in one that
 * has not proved it yet (e.g. staff opening their area). Five wrong codes end the session. Called
 * only through checkSecondFactorCode (sign-in.ts), which counts wrong codes per account. Answers
 * the session's new expiry when it was waiting (proveSecondFactor).
 */
export async function verifySecondFactor(
  db: Database,
  {
    totpKey,
    session,
    code,
    now = new Date(),
  }: { totpKey: Buffer; session: ValidatedSession; code: string; now?: Date },
): Promise<{ kind: 'totp' | 'recovery'; expiresAt: Date | null }> {
  const ok = await useSecondFactorCode(db, { totpKey, userId: session.user.id, code, now });
  if (!ok) {
    await recordSecondFactorFailure(db, session.session.id);
    throw new AppError('SECOND_FACTOR_INVALID', { fieldErrors: { code: ['secondFactorInvalid'] } });
  }
  const expiresAt = await proveSecondFactor(db, session.session.id, now);
  return { kind: isTotpCode(code.trim()) ? 'totp' : 'recovery', expiresAt };
}

/** Turns the second factor off (password required); not for staff, for whom it is required. */
export async function disableSecondFactor(db: Database, auth: ValidatedSession, password: string) {
  if (isStaff(auth.user.roles)) throw new AppError('FORBIDDEN');
  await assertOwnPassword(db, auth.user.id, password);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({
        totp_secret: null,
        totp_pending_secret: null,
        totp_enabled_at: null,
        totp_last_step: null,
        updated_at: sql`now()`,
      })
      .where('id', '=', auth.user.id)
      .execute();
    await trx.deleteFrom('recovery_codes').where('user_id', '=', auth.user.id).execute();
  });
}
