import { z } from 'zod';
import {
  ZOfferNextSchema,
  ZStageGateConfirmSchema,
  ZStageGatePreviewSchema,
  ZStageGateSchema,
  ZStageGateSeatsSchema,
} from '@ctf/shared/schemas/stage-gate';
import { mailingOf } from '../../services/mail/mailing';
import { confirmStageGate, offerNextSeat, previewStageGate, stageGateSeats } from '../../services/programme/stage-gate';
import {
  forCompetition,
  organizerCompetitionBySlugProcedure,
  organizerCompetitionProcedure,
} from '../../trpc/competition-procedure';
import { router } from '../../trpc/init';
import { actorOf } from '../admin/actor';

// "Advance to finals": from a qualification's results to this finals competition's invitations.
export const organizerStageGateRouter = router({
  /** Who would go, who would wait and who takes no part; nothing is written. */
  preview: organizerCompetitionProcedure
    .input(ZStageGateSchema)
    .output(ZStageGatePreviewSchema)
    .query(async ({ ctx, input }) => {
      const { outcome: _outcome, ...preview } = await previewStageGate(ctx.db, ctx.competition, input);
      return preview;
    }),
  confirm: organizerCompetitionProcedure
    .input(ZStageGateConfirmSchema)
    .output(z.object({ invited: z.number().int(), version: z.number().int() }))
    .mutation(({ ctx, input }) => confirmStageGate(ctx.db, mailingOf(ctx), actorOf(ctx), ctx.competition, input)),
  seats: organizerCompetitionBySlugProcedure.output(ZStageGateSeatsSchema).query(forCompetition(stageGateSeats)),
  /** A freed seat to the next on its category's waitlist (when the gate does not offer at once). */
  offerNext: organizerCompetitionProcedure
    .input(ZOfferNextSchema)
    .output(z.object({ offered: z.string().nullable() }))
    .mutation(({ ctx, input }) => offerNextSeat(ctx.db, mailingOf(ctx), actorOf(ctx), ctx.competition, input.category)),
});
