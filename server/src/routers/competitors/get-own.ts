import { getOwnCompetitor } from '../../services/competitors/competitors';
import { protectedProcedure } from '../../trpc/init';

export const getOwn = protectedProcedure.query(({ ctx }) => getOwnCompetitor(ctx.db, ctx.auth.user.id));
