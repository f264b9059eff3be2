import { z } from 'zod';
import {
  ZCtfdLinkSchema,
  ZListedCompetitionSchema,
  ZOwnInvitationSchema,
  ZOwnRegistrationSchema,
  ZPlayerCompetitionSchema,
} from '@ctf/shared/schemas/competition-output';
import { ZAttendanceSchema, ZSlugInputSchema } from '@ctf/shared/schemas/competition';
import {
  competitionCtfdUrl,
  findVisibleCompetition,
  listVisibleCompetitions,
  toPlayerCompetitionDto,
} from '../../services/competitions/competitions';
import { answerInvitation, findOwnInvitation } from '../../services/competitions/finals';
import { findOwnRegistration, registerForCompetition } from '../../services/competitions/registrations';
import { viewerOf } from '../../services/auth/viewer';
import { protectedProcedure, router } from '../../trpc/init';

// The competitor's side: each procedure is one call into the competitions services.
export const competitionsRouter = router({
  list: protectedProcedure
    .output(z.array(ZListedCompetitionSchema))
    .query(({ ctx }) => listVisibleCompetitions(ctx.db, viewerOf(ctx.auth))),
  get: protectedProcedure
    .input(ZSlugInputSchema)
    .output(ZPlayerCompetitionSchema)
    .query(async ({ ctx, input }) =>
      toPlayerCompetitionDto(await findVisibleCompetition(ctx.db, viewerOf(ctx.auth), input.slug)),
    ),
  registration: protectedProcedure
    .input(ZSlugInputSchema)
    .output(ZOwnRegistrationSchema)
    .query(async ({ ctx, input }) => ({
      registration: await findOwnRegistration(ctx.db, viewerOf(ctx.auth), input.slug),
    })),
  register: protectedProcedure
    .input(ZSlugInputSchema)
    .output(ZOwnRegistrationSchema)
    .mutation(async ({ ctx, input }) => ({
      registration: await registerForCompetition(ctx.db, viewerOf(ctx.auth), input.slug),
    })),
  ctfd: protectedProcedure
    .input(ZSlugInputSchema)
    .output(ZCtfdLinkSchema)
    .mutation(({ ctx, input }) => competitionCtfdUrl(ctx.db, viewerOf(ctx.auth), input.slug)),
  invitation: protectedProcedure
    .input(ZSlugInputSchema)
    .output(ZOwnInvitationSchema)
    .query(({ ctx, input }) => findOwnInvitation(ctx.db, viewerOf(ctx.auth), input.slug)),
  attend: protectedProcedure
    .input(ZSlugInputSchema.extend({ answer: ZAttendanceSchema }))
    .output(ZOwnInvitationSchema)
    .mutation(({ ctx, input }) => answerInvitation(ctx.db, viewerOf(ctx.auth), input.slug, input.answer)),
});
