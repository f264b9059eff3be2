import { ZFunnelQuerySchema, ZFunnelViewSchema } from '@ctf/shared/schemas/statistics';
import { funnelView } from '../../services/stats/funnel';
import { router, statisticsProcedure } from '../../trpc/init';
import { withDb } from '../resolvers';

// The programme's figures for admins and reporters: aggregates only, small groups suppressed.
export const statsRouter = router({
  funnel: statisticsProcedure.input(ZFunnelQuerySchema).output(ZFunnelViewSchema).query(withDb(funnelView)),
});
