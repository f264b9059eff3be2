import {
  type RegistrationResponseJSON,
  generateRegistrationOptions,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';
import {
  AUTHENTICATOR_SELECTION,
  CEREMONY_TIMEOUT_MS,
  type RelyingParty,
  consumeSessionChallenge,
  storeChallenge,
  credentialsOf,
  expectedFrom,
} from './passkey-ceremony';
import { assertOwnPassword } from './passwords';
import { isStaff } from './second-factor';
import { type ValidatedSession, proveSecondFactor } from './sessions';

// One's own passkeys: adding, listing, renaming and removing them.

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
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: auth.user.username,
    // The user handle: the account's id, nothing personal.
    userID: new TextEncoder().encode(String(auth.user.id)),
    attestationType: 'none',
    excludeCredentials: await credentialsOf(db, auth.user.id),
    authenticatorSelection: AUTHENTICATOR_SELECTION,
    timeout: CEREMONY_TIMEOUT_MS,
  });
  return storeChallenge(db, options, { purpose: 'register', sessionId: auth.session.id });
}

/**
 * Checks the authenticator's answer and keeps the passkey. The account's first second factor made in
 * this session counts as proved here, as finishing the app's enrolment does.
 */
export async function registerPasskey(
  db: Database,
  {
    rp,
    auth,
    name,
    response,
    now = new Date(),
  }: {
    rp: RelyingParty;
    auth: ValidatedSession;
    /** The passkey's name, as the user gave it. */
    name: string;
    /** The authenticator's answer to registrationOptions. */
    response: RegistrationResponseJSON;
    now?: Date;
  },
) {
  const expectedChallenge = await consumeSessionChallenge(db, {
    purpose: 'register',
    sessionId: auth.session.id,
    clientDataJSON: response.response.clientDataJSON,
    now,
  });
  let verification;
  try {
    verification = await verifyRegistrationResponse({
      response,
      ...expectedFrom(rp, expectedChallenge),
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
        name,
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
  await assertOwnPassword(db, auth.user.id, password);
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
