import { type AuthenticationResponseJSON, generateAuthenticationOptions } from '@simplewebauthn/server';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';
import { generateSessionToken, hashToken } from './crypto';
import {
  CEREMONY_TIMEOUT_MS,
  type RelyingParty,
  checkAssertion,
  consumeSessionChallenge,
  storeChallenge,
  credentialsOf,
} from './passkey-ceremony';
import { recordSecondFactorFailure } from './second-factor';
import { type ValidatedSession, proveSecondFactor } from './sessions';

// Proving who one is with a passkey: as the second factor, or signing in with it alone.

/** Options for proving the second factor with one of the account's passkeys. */
export async function secondFactorOptions(db: Database, rp: RelyingParty, session: ValidatedSession) {
  const own = await credentialsOf(db, session.user.id);
  if (own.length === 0) throw new AppError('PASSKEY_INVALID');
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials: own,
    userVerification: 'required',
    timeout: CEREMONY_TIMEOUT_MS,
  });
  return storeChallenge(db, options, { purpose: 'second_factor', sessionId: session.session.id });
}

/**
 * The second factor by passkey: a session waiting after the password, or a signed-in one. Answers
 * the session's new expiry when it was waiting (proveSecondFactor).
 */
export async function verifySecondFactorPasskey(
  db: Database,
  {
    rp,
    session,
    response,
    now = new Date(),
  }: { rp: RelyingParty; session: ValidatedSession; response: AuthenticationResponseJSON; now?: Date },
): Promise<Date | null> {
  let ok = false;
  try {
    const challenge = await consumeSessionChallenge(db, {
      purpose: 'second_factor',
      sessionId: session.session.id,
      clientDataJSON: response.response.clientDataJSON,
      now,
    });
    ok =
      (await checkAssertion(db, { rp, response, expectedChallenge: challenge, userId: session.user.id, now })) !== null;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
  }
  if (!ok) {
    await recordSecondFactorFailure(db, session.session.id);
    throw new AppError('PASSKEY_INVALID');
  }
  return proveSecondFactor(db, session.session.id, now);
}

/** A password-less sign-in attempt: options for any of the site's passkeys, and the attempt's handle. */
export async function loginOptions(db: Database, rp: RelyingParty) {
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    userVerification: 'required',
    timeout: CEREMONY_TIMEOUT_MS,
  });
  const attemptId = generateSessionToken();
  return {
    attemptId,
    options: await storeChallenge(db, options, { purpose: 'login', sessionId: null, id: hashToken(attemptId) }),
  };
}

/** The account a passkey sign-in names (by the credential's id), before its signature is checked. */
export async function findPasskeyOwner(db: Database, credentialId: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('passkeys')
    .select('user_id')
    .where('credential_id', '=', credentialId)
    .executeTakeFirst();
  return row?.user_id;
}

/**
 * Finishes a password-less sign-in: the attempt's challenge (used once) and a valid assertion by a
 * stored passkey; answers the user's id, or null.
 */
export async function passkeyLoginUser(
  db: Database,
  {
    rp,
    attemptId,
    response,
    now = new Date(),
  }: {
    rp: RelyingParty;
    /** The handle loginOptions gave the browser for this attempt. */
    attemptId: string;
    response: AuthenticationResponseJSON;
    now?: Date;
  },
): Promise<number | null> {
  const row = await db
    .deleteFrom('webauthn_challenges')
    .where('id', '=', hashToken(attemptId))
    .where('purpose', '=', 'login')
    .returning(['challenge', 'expires_at'])
    .executeTakeFirst();
  if (!row || row.expires_at <= now) return null;
  return checkAssertion(db, { rp, response, expectedChallenge: row.challenge, userId: null, now });
}
