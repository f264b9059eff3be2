import { ZAdminUserDetailsSchema, ZUserErasurePreviewSchema } from '@ctf/shared/schemas/admin-output';
import { ZIdSchema } from '@ctf/shared/schemas/admin';
import type { Database } from '../../db/database';
import type { Actor } from '../../services/audit/audit';
import {
  type getUser,
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
import { byActorOnId, byId } from '../resolvers';

/** An action on the user the page shows, answering the page's details as they are after it. */
const onUser = (act: (db: Database, actor: Actor, id: number) => ReturnType<typeof getUser>) =>
  adminProcedure.input(ZIdSchema).output(ZAdminUserDetailsSchema).mutation(byActorOnId(act));

/** The user page's actions: suspend/restore, sessions, verification, and what an erasure removes. */
export const userOperations = {
  suspend: onUser(suspendUser),
  restore: onUser(restoreUser),
  revokeSessions: onUser(revokeUserSessions),
  resendVerification: adminProcedure
    .input(ZIdSchema)
    .output(ZAdminUserDetailsSchema)
    .mutation(({ ctx, input }) => resendUserVerification(ctx.db, mailingOf(ctx), actorOf(ctx), input.id)),
  markVerified: onUser(markUserVerified),
  erasurePreview: adminProcedure.input(ZIdSchema).output(ZUserErasurePreviewSchema).query(byId(userErasurePreview)),
};
