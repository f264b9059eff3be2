import { ZCompetitorChangeSchema } from '@ctf/shared/schemas/competitor-output';
import { ZCompetitorUpdateSchema } from '@ctf/shared/schemas/competitor';
import { setCtfTeam } from '../../services/competitors/competitors';
import { protectedProcedure } from '../../trpc/init';

export const updateOwn = protectedProcedure
  .input(ZCompetitorUpdateSchema)
  .output(ZCompetitorChangeSchema)
  .mutation(async ({ ctx, input }) => {
    const application = await setCtfTeam(ctx.db, ctx.auth.user.id, input.ctf_team);
    return { status: application.status, application };
  });
