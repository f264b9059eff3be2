import { ZOwnCompetitorSchema } from '@ctf/shared/schemas/competitor-output';
import { getOwnCompetitor } from '../../services/competitors/competitors';
import { protectedProcedure } from '../../trpc/init';

export const getOwn = protectedProcedure
  .output(ZOwnCompetitorSchema)
  .query(({ ctx }) => getOwnCompetitor(ctx.db, ctx.auth.user.id));
