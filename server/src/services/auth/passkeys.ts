import { randomBytes } from 'node:crypto';
import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';
import { encodeBase32LowerCaseNoPadding, generateSessionToken, hashToken } from './crypto';
import { verifyPassword } from './passwords';
import { isStaff, recordSecondFactorFailure } from './second-factor';
import { type ValidatedSession, proveSecondFactor } from './sessions';

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
const CEREMONY_TIMEOUT_MS = 2 * 60 * 1000;
const CHALLENGE_TTL_MS = 5 * 60 * 1000;

type Purpose = 'register' | 'second_factor' | 'login';

/** Passkeys are always discoverable and always ask for user verification (PIN, fingerprint, face). */
const AUTHENTICATOR_SELECTION = { residentKey: 'required', userVerification: 'required' } as const;

function transportsOf(row: { transports: string[] }): AuthenticatorTransport[] {
  return row.transports as AuthenticatorTransport[];
}

/** Keeps a challenge for one answer; expired ones of anybody's are swept on the way (indexed). */
async function storeChallenge(
  db: Database,
  purpose: Purpose,
  challenge: string,
  sessionId: string | null,
  id = encodeBase32LowerCaseNoPadding(randomBytes(20)),
  now = new Date(),
) {
  await db.deleteFrom('webauthn_challenges').where('expires_at', '<=', now).execute();
  await db
    .insertInto('webauthn_challenges')
    .values({
      id,
      purpose,
      challenge,
      session_id: sessionId,
      expires_at: new Date(now.getTime() + CHALLENGE_TTL_MS),
    })
    .execute();
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
async function consumeSessionChallenge(
  db: Database,
  purpose: Purpose,
  sessionId: string,
  clientDataJSON: string,
  now = new Date(),
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

export async function hasPasskey(db: Database, userId: number): Promise<boolean> {
  const row = await db.selectFrom('passkeys').select('id').where('user_id', '=', userId).limit(1).executeTakeFirst();
  return row !== undefined;
}

/** The account has a second factor: an authenticator app or a passkey. */
async function hasSecondFactor(db: Database, user: { id: number; totp_enabled_at: Date | null }) {
  return user.totp_enabled_at !== null || (await hasPasskey(db, user.id));
}

export async function listPasskeys(db: Database, userId: number) {
  const rows = await db
    .selectFrom('passkeys')
    .select(['id', 'name', 'created_at', 'last_used_at', 'backed_up'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    created_at: row.created_at.toISOString(),
    last_used_at: row.last_used_at?.toISOString() ?? null,
    backed_up: row.backed_up,
  }));
}

/**
 * Options for adding a passkey. An account that already has a second factor adds another only from
 * a session that proved it (else a stolen password and an old session would be enough).
 */
export async function registrationOptions(db: Database, rp: RelyingParty, auth: ValidatedSession) {
  if (!auth.session.secondFactorVerified && (await hasSecondFactor(db, auth.user))) {
    throw new AppError('SECOND_FACTOR_REQUIRED');
  }
  const existing = await db
    .selectFrom('passkeys')
    .select(['credential_id', 'transports'])
    .where('user_id', '=', auth.user.id)
    .execute();
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: auth.user.username,
    // The user handle: the account's id, nothing personal.
    userID: new TextEncoder().encode(String(auth.user.id)),
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({ id: row.credential_id, transports: transportsOf(row) })),
    authenticatorSelection: AUTHENTICATOR_SELECTION,
    timeout: CEREMONY_TIMEOUT_MS,
  });
  await storeChallenge(db, 'register', options.challenge, auth.session.id);
  return { ...options };
}

/**
 * Checks the authenticator's answer and keeps the passkey. The account's first second factor made in
 * this session counts as proved here, as finishing the app's enrolment does.
 */
export async function registerPasskey(
  db: Database,
  rp: RelyingParty,
  auth: ValidatedSession,
  input: { name: string; response: RegistrationResponseJSON },
  now = new Date(),
) {
  const expectedChallenge = await consumeSessionChallenge(
    db,
    'register',
    auth.session.id,
    input.response.response.clientDataJSON,
    now,
  );
  let verification;
  try {
    verification = await verifyRegistrationResponse({
      response: input.response,
      expectedChallenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
  } catch {
    throw new AppError('PASSKEY_INVALID');
  }
  if (!verification.verified) throw new AppError('PASSKEY_INVALID');
  const { credential, credentialBackedUp } = verification.registrationInfo;
  const firstSecondFactor = !(await hasSecondFactor(db, auth.user));
  const inserted = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('passkeys')
      .values({
        user_id: auth.user.id,
        credential_id: credential.id,
        public_key: Buffer.from(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports ?? [],
        name: input.name,
        backed_up: credentialBackedUp,
        created_at: now,
      })
      .onConflict((oc) => oc.column('credential_id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!row) return null;
    if (firstSecondFactor) await proveSecondFactor(trx, auth.session.id, now);
    return row;
  });
  if (!inserted) throw new AppError('PASSKEY_EXISTS');
  return inserted.id;
}

/** Renaming or removing needs a session that proved the second factor, or the password. */
async function assertConfirmed(db: Database, auth: ValidatedSession, password: string | undefined) {
  if (auth.session.secondFactorVerified) return;
  if (password === undefined) {
    throw new AppError('PASSWORD_INCORRECT', { fieldErrors: { password: ['passwordRequired'] } });
  }
  const user = await db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', auth.user.id)
    .executeTakeFirstOrThrow();
  if (!(await verifyPassword(user.password_hash, password))) {
    throw new AppError('PASSWORD_INCORRECT', { fieldErrors: { password: ['passwordIncorrect'] } });
  }
}

export async function renamePasskey(
  db: Database,
  auth: ValidatedSession,
  input: { id: number; name: string; password?: string },
) {
  await assertConfirmed(db, auth, input.password);
  const result = await db
    .updateTable('passkeys')
    .set({ name: input.name })
    .where('id', '=', input.id)
    .where('user_id', '=', auth.user.id)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) throw new AppError('NOT_FOUND');
}

/** Staff keep a second factor: their last passkey goes only when the authenticator app is on. */
export async function deletePasskey(db: Database, auth: ValidatedSession, input: { id: number; password?: string }) {
  await assertConfirmed(db, auth, input.password);
  await db.transaction().execute(async (trx) => {
    // Serialises removals of one user's passkeys, so two at once cannot both be "not the last".
    await trx.selectFrom('users').select('id').where('id', '=', auth.user.id).forUpdate().execute();
    const own = await trx.selectFrom('passkeys').select('id').where('user_id', '=', auth.user.id).execute();
    if (!own.some((row) => row.id === input.id)) throw new AppError('NOT_FOUND');
    if (own.length === 1 && isStaff(auth.user.roles) && auth.user.totp_enabled_at === null) {
      throw new AppError('PASSKEY_LAST_FACTOR');
    }
    await trx.deleteFrom('passkeys').where('id', '=', input.id).where('user_id', '=', auth.user.id).execute();
  });
}

/** Options for proving the second factor with one of the account's passkeys. */
export async function secondFactorOptions(db: Database, rp: RelyingParty, session: ValidatedSession) {
  const own = await db
    .selectFrom('passkeys')
    .select(['credential_id', 'transports'])
    .where('user_id', '=', session.user.id)
    .execute();
  if (own.length === 0) throw new AppError('PASSKEY_INVALID');
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials: own.map((row) => ({ id: row.credential_id, transports: transportsOf(row) })),
    userVerification: 'required',
    timeout: CEREMONY_TIMEOUT_MS,
  });
  await storeChallenge(db, 'second_factor', options.challenge, session.session.id);
  return { ...options };
}

/**
 * Checks an assertion against a stored passkey (of `userId` when given) and moves its counter on;
 * the passkey's owner, or null when anything does not hold.
 */
async function checkAssertion(
  db: Database,
  rp: RelyingParty,
  response: AuthenticationResponseJSON,
  expectedChallenge: string,
  userId: number | null,
  now: Date,
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
      expectedChallenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
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

/**
 * The second factor by passkey: a session waiting after the password, or a signed-in one. Answers
 * the session's new expiry when it was waiting (proveSecondFactor).
 */
export async function verifySecondFactorPasskey(
  db: Database,
  rp: RelyingParty,
  session: ValidatedSession,
  response: AuthenticationResponseJSON,
  now = new Date(),
): Promise<Date | null> {
  let ok = false;
  try {
    const challenge = await consumeSessionChallenge(
      db,
      'second_factor',
      session.session.id,
      response.response.clientDataJSON,
      now,
    );
    ok = (await checkAssertion(db, rp, response, challenge, session.user.id, now)) !== null;
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
  await storeChallenge(db, 'login', options.challenge, null, hashToken(attemptId));
  return { attemptId, options: { ...options } };
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
  rp: RelyingParty,
  attemptId: string,
  response: AuthenticationResponseJSON,
  now = new Date(),
): Promise<number | null> {
  const row = await db
    .deleteFrom('webauthn_challenges')
    .where('id', '=', hashToken(attemptId))
    .where('purpose', '=', 'login')
    .returning(['challenge', 'expires_at'])
    .executeTakeFirst();
  if (!row || row.expires_at <= now) return null;
  return checkAssertion(db, rp, response, row.challenge, null, now);
}
