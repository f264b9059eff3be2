import { ZAdminUserDetailsSchema, ZUserErasurePreviewSchema } from '@ctf/shared/schemas/admin-output';
import { ZIdSchema } from '@ctf/shared/schemas/admin';
import {
  markUserVerified,
  resendUserVerification,
  restoreUser,
  revokeUserSessions,
  suspendUser,
} from '../../services/admin/users';
import { userErasurePreview } from '../../services/account/erase-user';
import { adminProcedure } from '../../trpc/init';
import { actorOf } from './actor';
import { mailingOf } from '../../services/mail/mailing';

/** The user page's actions: suspend/restore, sessions, verification, and what an erasure removes. */
export const userOperations = {
  suspend: adminProcedure
    .input(ZIdSchema)
    .output(ZAdminUserDetailsSchema)
    .mutation(({ ctx, input }) => suspendUser(ctx.db, actorOf(ctx), input.id)),
  restore: adminProcedure
    .input(ZIdSchema)
    .output(ZAdminUserDetailsSchema)
    .mutation(({ ctx, input }) => restoreUser(ctx.db, actorOf(ctx), input.id)),
  revokeSessions: adminProcedure
    .input(ZIdSchema)
    .output(ZAdminUserDetailsSchema)
    .mutation(({ ctx, input }) => revokeUserSessions(ctx.db, actorOf(ctx), input.id)),
  resendVerification: adminProcedure
    .input(ZIdSchema)
    .output(ZAdminUserDetailsSchema)
    .mutation(({ ctx, input }) => resendUserVerification(ctx.db, mailingOf(ctx), actorOf(ctx), input.id)),
  markVerified: adminProcedure
    .input(ZIdSchema)
    .output(ZAdminUserDetailsSchema)
    .mutation(({ ctx, input }) => markUserVerified(ctx.db, actorOf(ctx), input.id)),
  erasurePreview: adminProcedure
    .input(ZIdSchema)
    .output(ZUserErasurePreviewSchema)
    .query(({ ctx, input }) => userErasurePreview(ctx.db, input.id)),
};
