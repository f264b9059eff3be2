import { ZDeleteAccountSchema, ZErasureCountsSchema, ZOwnDataSchema } from '@ctf/shared';
import { ZMessageSchema } from '@ctf/shared/schemas/common-output';
import { deleteOwnAccount } from '../../services/account/delete-account';
import { exportOwnData } from '../../services/account/own-data';
import { userErasurePreview } from '../../services/account/erase-user';
import { limitedByIp, noticeAfter, protectedProcedure } from '../../trpc/init';

// Own data: the download of everything about the signed-in user, and deleting the account.

/** A query (GET, nothing changes, no Origin check needed); the client saves the answer as a JSON file. */
export const exportData = protectedProcedure
  .output(ZOwnDataSchema)
  .query(({ ctx }) => exportOwnData(ctx.db, ctx.auth.user.id));

/** What deleting the account removes (the counts the admin's confirmation shows). */
export const erasurePreview = protectedProcedure
  .output(ZErasureCountsSchema)
  .query(({ ctx }) => userErasurePreview(ctx.db, ctx.auth.user.id));

// The password is guessed here as at login: the same per-IP limit.
export const deleteAccount = protectedProcedure
  .use(limitedByIp('loginIp'))
  .input(ZDeleteAccountSchema)
  .output(ZMessageSchema)
  .mutation(noticeAfter('ACCOUNT_DELETED', ({ ctx, input }) => deleteOwnAccount(ctx, ctx.auth, input)));
