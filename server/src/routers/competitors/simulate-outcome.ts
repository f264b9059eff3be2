import { ZCompetitorChangeSchema } from '@ctf/shared/schemas/competitor-output';
import { zText } from '@ctf/shared/schemas/primitives';
import { z } from 'zod';
import { AppError } from '../../errors';
import { decideApplication, findCurrentApplication } from '../../services/competitors/competitors';
import { protectedProcedure } from '../../trpc/init';
import { applicationChange } from './application-change';

/** Development only: the applicant decides their own pending application, for demos and tests. */
export const simulateOutcome = protectedProcedure
  .input(
    z
      .object({
        outcome: z.enum(['accepted', 'rejected']),
        reason: zText().trim().max(1000).nullable().default(null),
      })
      .strict(),
  )
  .output(ZCompetitorChangeSchema)
  .mutation(async ({ ctx, input }) => {
    if (ctx.config.isProduction) throw new AppError('DEV_ONLY');
    const current = await findCurrentApplication(ctx.db, ctx.auth.user.id);
    if (!current) throw new AppError('NOTHING_TO_DECIDE');
    const application = await decideApplication(ctx.db, current.id, { ...input, decidedBy: null });
    return applicationChange(application);
  });
