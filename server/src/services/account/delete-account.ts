import type { TDeleteAccountInput } from '@ctf/shared';
import { AppError } from '../../errors';
import { clearSessionCookie } from '../../plugins/session';
import type { Context } from '../../trpc/context';
import { eraseUser } from './erase-user';
import { verifyPassword } from '../auth/passwords';
import { checkSecondFactorCode } from '../auth/sign-in';
import type { ValidatedSession } from '../auth/sessions';

/**
 * A user deletes their own account: the current password, the second factor's code when it is on,
 * and the username typed again. The erasure is the admin's (erase-user.ts), so the same
 * rows go and the same stay (docs/decisions.md, "Erasure"); the sessions go with the user's row
 * (foreign key cascade), so every device is signed out, and this browser's cookie is cleared.
 */
export async function deleteOwnAccount(ctx: Context, auth: ValidatedSession, input: TDeleteAccountInput) {
  const user = await ctx.db
    .selectFrom('users')
    .select(['password_hash', 'totp_enabled_at'])
    .where('id', '=', auth.user.id)
    .executeTakeFirstOrThrow();
  if (input.confirmation.toLowerCase() !== auth.user.username.toLowerCase()) {
    throw new AppError('CONFIRMATION_MISMATCH', { fieldErrors: { confirmation: ['confirmationMismatch'] } });
  }
  if (!(await verifyPassword(user.password_hash, input.password))) {
    ctx.log.warn({ userId: auth.user.id }, 'account: wrong password at deletion');
    throw new AppError('PASSWORD_INCORRECT', { fieldErrors: { password: ['passwordIncorrect'] } });
  }
  if (user.totp_enabled_at) {
    if (!input.code) {
      throw new AppError('SECOND_FACTOR_INVALID', { fieldErrors: { code: ['secondFactorRequired'] } });
    }
    // As at sign-in: a wrong code counts against this session (five end it) and the account.
    await checkSecondFactorCode(ctx, auth, input.code);
  }
  await eraseUser(ctx.db, { id: auth.user.id, username: auth.user.username }, auth.user.id, 'account.delete');
  clearSessionCookie(ctx.reply, ctx.config);
  ctx.log.info({ userId: auth.user.id }, 'account: deleted by its owner');
}
