import { z } from 'zod';
import { ZOkSchema } from '@ctf/shared/schemas/common-output';
import { ZFinalistInviteResultSchema, ZFinalistSchema } from '@ctf/shared/schemas/competition-output';
import { ZFinalistInviteSchema, ZFinalistRemoveSchema, ZSlugInputSchema } from '@ctf/shared/schemas/competition';
import { inviteFinalists, listFinalists, removeFinalist } from '../../services/competitions/finals';
import { organizerProcedure, router } from '../../trpc/init';

export const organizerFinalistsRouter = router({
  list: organizerProcedure
    .input(ZSlugInputSchema)
    .output(z.array(ZFinalistSchema))
    .query(({ ctx, input }) => listFinalists(ctx.db, input.slug)),
  invite: organizerProcedure
    .input(ZFinalistInviteSchema)
    .output(ZFinalistInviteResultSchema)
    .mutation(({ ctx, input }) =>
      inviteFinalists(ctx.db, ctx.mail, ctx.config.publicUrl, input.slug, input.emails, input.invitation_expires_at, {
        includeNotEligible: input.include_not_eligible,
      }),
    ),
  remove: organizerProcedure
    .input(ZFinalistRemoveSchema)
    .output(ZOkSchema)
    .mutation(async ({ ctx, input }) => {
      await removeFinalist(ctx.db, input.slug, input.user_id);
      return { ok: true as const };
    }),
});
