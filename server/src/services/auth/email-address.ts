import { type Transaction, type UpdateObject, sql } from 'kysely';
import type { DB } from '../../db/types';
import { enqueueCtfdSync } from '../ctfd/sync';

/**
 * What becomes of the address's verification:
 * - `verified`: verified (a new address now; the same address keeps its first verification time);
 * - `unverified`: not verified until its owner opens a link mailed to it;
 * - `kept`: as it was.
 */
export type Verification = 'verified' | 'unverified' | 'kept';

export interface AddressWrite {
  /** The new address; left out, the address stays. */
  email?: string;
  verification: Verification;
  /** Only while the account's address is exactly this one (a mailed link is bound to the address it went to). */
  ifEmail?: string;
  /** Only while the address is unverified (an admin vouching for it). */
  ifUnverified?: boolean;
  /** Other columns saved in the same statement; never the address itself. */
  set?: Omit<UpdateObject<DB, 'users'>, 'email' | 'email_verified_at'>;
}

/**
 * The only write of `users.email` and `users.email_verified_at` (email-address.test.ts reads the
 * sources and fails on any other). CTFd finds accounts by e-mail: whenever the verified address
 * after the write is not the one before it (a new address verified, a verified one changed, even
 * in case, or replaced by an unverified one), every CTFd the user signed in to is told in the same
 * transaction (enqueueCtfdSync 'email'), so the job exists exactly when the change is saved.
 * Answers the saved row and the CTFd instances without an API token (changed by hand), or null
 * when a condition left the row alone.
 */
export async function writeUserAddress(trx: Transaction<DB>, userId: number, write: AddressWrite) {
  const before = await trx
    .selectFrom('users')
    .select(['email', 'email_verified_at'])
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  if (!before) return null;
  if (write.ifEmail !== undefined && before.email !== write.ifEmail) return null;
  if (write.ifUnverified && before.email_verified_at !== null) return null;
  const email = write.email ?? before.email;
  const verifiedAt =
    write.verification === 'unverified'
      ? null
      : write.verification === 'verified'
        ? email === before.email
          ? sql<Date>`coalesce(email_verified_at, now())`
          : sql<Date>`now()`
        : undefined;
  const after = await trx
    .updateTable('users')
    .set({ ...write.set, email, ...(verifiedAt === undefined ? {} : { email_verified_at: verifiedAt }) })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
  const verifiedBefore = before.email_verified_at ? before.email : null;
  const verifiedAfter = after.email_verified_at ? after.email : null;
  const ctfd =
    verifiedBefore === verifiedAfter
      ? { queued: 0, withoutToken: [] as string[] }
      : await enqueueCtfdSync(trx, userId, 'email');
  return { user: after, ctfdWithoutToken: ctfd.withoutToken };
}
