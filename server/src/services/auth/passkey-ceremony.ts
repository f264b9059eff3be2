import { randomBytes } from 'node:crypto';
import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  verifyAuthenticationResponse,
} from '@simplewebauthn/server';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';
import { encodeBase32LowerCaseNoPadding } from './crypto';

/**
 * Passkeys (WebAuthn) with @simplewebauthn/server: a second factor after the password, or a
 * sign-in on their own. The relying party is the site itself: its ID is PUBLIC_URL's host name and
 * the only accepted origin is PUBLIC_URL's origin (so a passkey made on localhost works only there).
 */
export interface RelyingParty {
  id: string;
  origin: string;
  name: string;
}

export function relyingPartyFor(publicUrl: string): RelyingParty {
  const url = new URL(publicUrl);
  return { id: url.hostname, origin: url.origin, name: 'CTF Srbija' };
}

/** How long the browser may take (the authenticator's prompt) and how long its challenge lives. */
export const CEREMONY_TIMEOUT_MS = 2 * 60 * 1000;
const CHALLENGE_TTL_MS = 5 * 60 * 1000;

export type Purpose = 'register' | 'second_factor' | 'login';

/** Passkeys are always discoverable and always ask for user verification (PIN, fingerprint, face). */
export const AUTHENTICATOR_SELECTION = { residentKey: 'required', userVerification: 'required' } as const;

export function transportsOf(row: { transports: string[] }): AuthenticatorTransport[] {
  return row.transports as AuthenticatorTransport[];
}

/** An account's passkeys as the browser names them: offered at sign-in, refused at registration. */
export async function credentialsOf(db: Database, userId: number) {
  const rows = await db
    .selectFrom('passkeys')
    .select(['credential_id', 'transports'])
    .where('user_id', '=', userId)
    .execute();
  return rows.map((row) => ({ id: row.credential_id, transports: transportsOf(row) }));
}

/** What every ceremony requires of an answer: this challenge, this site, and a verified user. */
export function expectedFrom(rp: RelyingParty, expectedChallenge: string) {
  return { expectedChallenge, expectedOrigin: rp.origin, expectedRPID: rp.id, requireUserVerification: true };
}

/**
 * A challenge to keep: for the session that asked for it (null for a password-less sign-in, found
 * by its `id`, the hash of the attempt's handle; a random one by default).
 */
export interface ChallengeToStore {
  purpose: Purpose;
  sessionId: string | null;
  id?: string;
  now?: Date;
}

/**
 * Keeps the challenge of a ceremony's options for one answer, and answers the options to send (a
 * plain copy); expired challenges of anybody's are swept on the way (indexed).
 */
export async function storeChallenge<Options extends { challenge: string }>(
  db: Database,
  options: Options,
  { purpose, sessionId, id = encodeBase32LowerCaseNoPadding(randomBytes(20)), now = new Date() }: ChallengeToStore,
): Promise<{ [Key in keyof Options]: Options[Key] }> {
  await db.deleteFrom('webauthn_challenges').where('expires_at', '<=', now).execute();
  await db
    .insertInto('webauthn_challenges')
    .values({
      id,
      purpose,
      challenge: options.challenge,
      session_id: sessionId,
      expires_at: new Date(now.getTime() + CHALLENGE_TTL_MS),
    })
    .execute();
  return { ...options };
}

/** The challenge the browser signed, read from clientDataJSON (checked again by the verifier). */
function challengeInResponse(clientDataJSON: string): string {
  try {
    const data: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'));
    if (typeof data === 'object' && data !== null && typeof (data as { challenge?: unknown }).challenge === 'string') {
      return (data as { challenge: string }).challenge;
    }
  } catch {
    // Not JSON: no challenge, refused below.
  }
  throw new AppError('PASSKEY_INVALID');
}

/**
 * Takes a session's challenge out of the store: an answer is checked against it once, whatever the
 * outcome, and only by the session that asked for it.
 */
export async function consumeSessionChallenge(
  db: Database,
  {
    purpose,
    sessionId,
    clientDataJSON,
    now = new Date(),
  }: {
    purpose: Purpose;
    sessionId: string;
    /** The browser's answer's clientDataJSON (base64url), which names the challenge it signed. */
    clientDataJSON: string;
    now?: Date;
  },
): Promise<string> {
  const challenge = challengeInResponse(clientDataJSON);
  const row = await db
    .deleteFrom('webauthn_challenges')
    .where('purpose', '=', purpose)
    .where('session_id', '=', sessionId)
    .where('challenge', '=', challenge)
    .returning(['challenge', 'expires_at'])
    .executeTakeFirst();
  if (!row || row.expires_at <= now) throw new AppError('PASSKEY_INVALID');
  return row.challenge;
}

/**
 * Checks an assertion against a stored passkey (of `userId` when given) and moves its counter on;
 * the passkey's owner, or null when anything does not hold.
 */
export async function checkAssertion(
  db: Database,
  {
    rp,
    response,
    expectedChallenge,
    userId,
    now,
  }: {
    rp: RelyingParty;
    response: AuthenticationResponseJSON;
    expectedChallenge: string;
    /** The account the passkey must belong to; null for any account's (a password-less sign-in). */
    userId: number | null;
    now: Date;
  },
): Promise<number | null> {
  let query = db
    .selectFrom('passkeys')
    .select(['id', 'user_id', 'credential_id', 'public_key', 'counter', 'transports'])
    .where('credential_id', '=', response.id);
  if (userId !== null) query = query.where('user_id', '=', userId);
  const passkey = await query.executeTakeFirst();
  if (!passkey) return null;
  let verification;
  try {
    verification = await verifyAuthenticationResponse({
      response,
      ...expectedFrom(rp, expectedChallenge),
      credential: {
        id: passkey.credential_id,
        publicKey: new Uint8Array(passkey.public_key),
        counter: Number(passkey.counter),
        transports: transportsOf(passkey),
      },
    });
  } catch {
    // A wrong signature, origin, RP ID or challenge, or a counter that went back (a cloned key).
    return null;
  }
  if (!verification.verified) return null;
  // The counter only moves forward: of two answers racing with the same counter, one wins.
  const updated = await db
    .updateTable('passkeys')
    .set({ counter: verification.authenticationInfo.newCounter, last_used_at: now })
    .where('id', '=', passkey.id)
    .where((eb) =>
      eb.or([eb('counter', '<', String(verification.authenticationInfo.newCounter)), eb('counter', '=', '0')]),
    )
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n ? passkey.user_id : null;
}
