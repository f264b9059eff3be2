import { ZCompetitorChangeSchema } from '@ctf/shared/schemas/competitor-output';
import { ZCompetitorUpdateSchema } from '@ctf/shared/schemas/competitor';
import { setCtfTeam } from '../../services/competitors/competitors';
import { protectedProcedure } from '../../trpc/init';
import { applicationChange } from './application-change';

export const updateOwn = protectedProcedure
  .input(ZCompetitorUpdateSchema)
  .output(ZCompetitorChangeSchema)
  .mutation(async ({ ctx, input }) => applicationChange(await setCtfTeam(ctx.db, ctx.auth.user.id, input.ctf_team)));
