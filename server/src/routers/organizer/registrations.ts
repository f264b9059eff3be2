import { ZRegistrationSchema } from '@ctf/shared/schemas/competition-output';
import { ZRegistrationDecisionSchema } from '@ctf/shared/schemas/competition';
import { ZRegistrationBulkDecisionSchema, ZRegistrationPageSchema } from '@ctf/shared/schemas/organizer';
import { ZBulkDecisionResultSchema, ZRegistrationPageOutputSchema } from '@ctf/shared/schemas/organizer-output';
import { decideRegistration, decideRegistrations, pageRegistrations } from '../../services/competitions/registrations';
import { forCompetitionWith, organizerCompetitionProcedure } from '../../trpc/competition-procedure';
import { router } from '../../trpc/init';

const decide = (outcome: 'accepted' | 'rejected') =>
  organizerCompetitionProcedure
    .input(ZRegistrationDecisionSchema)
    .output(ZRegistrationSchema)
    .mutation(({ ctx, input }) =>
      decideRegistration(ctx.db, ctx.mail, ctx.competition, { id: input.id, decidedBy: ctx.auth.user.id, outcome }),
    );

export const organizerRegistrationsRouter = router({
  /** One page, searched and filtered, with the counts per status (the screen and REST). */
  page: organizerCompetitionProcedure
    .input(ZRegistrationPageSchema)
    .output(ZRegistrationPageOutputSchema)
    .query(forCompetitionWith(pageRegistrations)),
  /** Accept or reject the selected registrations; each one is reported back. */
  decideMany: organizerCompetitionProcedure
    .input(ZRegistrationBulkDecisionSchema)
    .output(ZBulkDecisionResultSchema)
    .mutation(({ ctx, input }) =>
      decideRegistrations(ctx.db, ctx.mail, ctx.competition, {
        ids: input.ids,
        decidedBy: ctx.auth.user.id,
        outcome: input.outcome,
      }),
    ),
  accept: decide('accepted'),
  reject: decide('rejected'),
});
