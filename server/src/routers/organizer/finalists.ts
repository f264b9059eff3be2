import { ZFinalistInviteSchema, ZFinalistRemoveSchema, ZSlugInputSchema } from '@ctf/shared/schemas/competition';
import { inviteFinalists, listFinalists, removeFinalist } from '../../services/competitions/finals';
import { organizerProcedure, router } from '../../trpc/init';

export const organizerFinalistsRouter = router({
  list: organizerProcedure.input(ZSlugInputSchema).query(({ ctx, input }) => listFinalists(ctx.db, input.slug)),
  invite: organizerProcedure
    .input(ZFinalistInviteSchema)
    .mutation(({ ctx, input }) =>
      inviteFinalists(ctx.db, ctx.mail, ctx.config.publicUrl, input.slug, input.emails, input.invitation_expires_at),
    ),
  remove: organizerProcedure.input(ZFinalistRemoveSchema).mutation(async ({ ctx, input }) => {
    await removeFinalist(ctx.db, input.slug, input.user_id);
    return { ok: true as const };
  }),
});
