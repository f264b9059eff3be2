import { z } from 'zod';
import { ZRegistrationSchema } from '@ctf/shared/schemas/competition-output';
import { ZRegistrationDecisionSchema, ZSlugInputSchema } from '@ctf/shared/schemas/competition';
import { decideRegistration, listRegistrations } from '../../services/competitions/registrations';
import { organizerProcedure, router } from '../../trpc/init';

export const organizerRegistrationsRouter = router({
  list: organizerProcedure
    .input(ZSlugInputSchema)
    .output(z.array(ZRegistrationSchema))
    .query(({ ctx, input }) => listRegistrations(ctx.db, input.slug)),
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
