import type { Kysely } from 'kysely';
import type { MigrationContext } from './index';

// Frozen in time: never import application code here (the sealing is handed in by the runner).
// Issue 34 item 6: authenticator secrets were stored as plain base32 beside the password hashes, so
// every backup held them readable. Each one, and each secret of a set-up not yet confirmed, is
// sealed (AES-256-GCM under TOTP_SECRET_KEY, `v1.<iv>.<tag>.<data>`); a sealed value is never plain
// base32 (it has dots), so running this again, or on no users, changes nothing.
const PLAIN_BASE32 = '^[A-Za-z2-7]+=*$';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, context: MigrationContext): Promise<void> {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'totp_secret', 'totp_pending_secret'])
    .where((eb) => eb.or([eb('totp_secret', '~', PLAIN_BASE32), eb('totp_pending_secret', '~', PLAIN_BASE32)]))
    .execute();
  const seal = (value: string | null) =>
    value !== null && new RegExp(PLAIN_BASE32).test(value) ? context.sealTotpSecret(value) : value;
  for (const row of rows as { id: number; totp_secret: string | null; totp_pending_secret: string | null }[]) {
    await db
      .updateTable('users')
      .set({ totp_secret: seal(row.totp_secret), totp_pending_secret: seal(row.totp_pending_secret) })
      .where('id', '=', row.id)
      .execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>, context: MigrationContext): Promise<void> {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'totp_secret', 'totp_pending_secret'])
    .where((eb) => eb.or([eb('totp_secret', 'like', 'v1.%'), eb('totp_pending_secret', 'like', 'v1.%')]))
    .execute();
  const open = (value: string | null) => (value?.startsWith('v1.') ? context.openTotpSecret(value) : value);
  for (const row of rows as { id: number; totp_secret: string | null; totp_pending_secret: string | null }[]) {
    await db
      .updateTable('users')
      .set({ totp_secret: open(row.totp_secret), totp_pending_secret: open(row.totp_pending_secret) })
      .where('id', '=', row.id)
      .execute();
  }
}
