import { ZRegistrationSchema } from '@ctf/shared/schemas/competition-output';
import { ZRegistrationDecisionSchema } from '@ctf/shared/schemas/competition';
import { ZRegistrationBulkDecisionSchema, ZRegistrationPageSchema } from '@ctf/shared/schemas/organizer';
import { ZBulkDecisionResultSchema, ZRegistrationPageOutputSchema } from '@ctf/shared/schemas/organizer-output';
import { decideRegistration, decideRegistrations, pageRegistrations } from '../../services/competitions/registrations';
import { organizerProcedure, router } from '../../trpc/init';

export const organizerRegistrationsRouter = router({
  /** Issue 12 item 1: one page, searched and filtered, with the counts per status (the screen and REST). */
  page: organizerProcedure
    .input(ZRegistrationPageSchema)
    .output(ZRegistrationPageOutputSchema)
    .query(({ ctx, input }) => pageRegistrations(ctx.db, input)),
  /** Accept or reject the selected registrations; each one is reported back. */
  decideMany: organizerProcedure
    .input(ZRegistrationBulkDecisionSchema)
    .output(ZBulkDecisionResultSchema)
    .mutation(({ ctx, input }) =>
      decideRegistrations(ctx.db, ctx.mail, ctx.auth.user.id, input.slug, input.ids, input.outcome),
    ),
  accept: organizerProcedure
    .input(ZRegistrationDecisionSchema)
    .output(ZRegistrationSchema)
    .mutation(({ ctx, input }) =>
      decideRegistration(ctx.db, ctx.mail, ctx.auth.user.id, input.slug, input.id, 'accepted'),
    ),
  reject: organizerProcedure
    .input(ZRegistrationDecisionSchema)
    .output(ZRegistrationSchema)
    .mutation(({ ctx, input }) =>
      decideRegistration(ctx.db, ctx.mail, ctx.auth.user.id, input.slug, input.id, 'rejected'),
    ),
});
