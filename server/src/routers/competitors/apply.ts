import { ZCompetitorChangeSchema } from '@ctf/shared/schemas/competitor-output';
import { ZCompetitorApplicationSchema } from '@ctf/shared/schemas/competitor';
import { applyAsCompetitor } from '../../services/competitors/competitors';
import { protectedProcedure } from '../../trpc/init';
import { applicationChange } from './application-change';

export const apply = protectedProcedure
  .input(ZCompetitorApplicationSchema)
  .output(ZCompetitorChangeSchema)
  .mutation(async ({ ctx, input }) => {
    const application = await applyAsCompetitor(ctx.db, ctx.auth.user.id, input);
    ctx.log.info({ userId: ctx.auth.user.id }, 'competitor: applied');
    return applicationChange(application);
  });
