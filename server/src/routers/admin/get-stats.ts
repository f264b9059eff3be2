import { adminStats } from '../../services/admin/competitors';
import { adminProcedure } from '../../trpc/init';

export const getStats = adminProcedure.query(({ ctx }) => adminStats(ctx.db));
