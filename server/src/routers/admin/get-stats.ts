import { ZAdminStatsSchema } from '@ctf/shared/schemas/admin-output';
import { adminStats } from '../../services/admin/stats';
import { mailQueueStats } from '../../services/jobs/queue-stats';
import { adminProcedure } from '../../trpc/init';

export const getStats = adminProcedure.output(ZAdminStatsSchema).query(async ({ ctx }) => ({
  ...(await adminStats(ctx.db)),
  mail_queue: await mailQueueStats(ctx.db),
}));
