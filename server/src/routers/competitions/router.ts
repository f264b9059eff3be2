import { z } from 'zod';
import {
  ZCtfdLinkSchema,
  ZListedCompetitionSchema,
  ZOwnInvitationSchema,
  ZOwnRegistrationSchema,
  ZPlayerCompetitionSchema,
} from '@ctf/shared/schemas/competition-output';
import { ZAttendanceSchema, ZSlugInputSchema } from '@ctf/shared/schemas/competition';
import { ZEligibilitySchema } from '@ctf/shared/schemas/programme';
import { listVisibleCompetitions, toPlayerCompetitionDto } from '../../services/competitions/competitions';
import { competitionCtfdUrl } from '../../services/competitions/access';
import { competitionEligibility } from '../../services/programme/eligibility';
import { answerInvitation, findOwnInvitation } from '../../services/competitions/finals/answer';
import { findOwnRegistration, registerForCompetition } from '../../services/competitions/registrations';
import { viewerOf } from '../../services/auth/viewer';
import { mailingOf } from '../../services/mail/mailing';
import { competitionProcedure } from '../../trpc/competition-procedure';
import { protectedProcedure, router } from '../../trpc/init';

// The competitor's side: each procedure is one call into the competitions services, on the
// competition competitionProcedure found (and checked the caller may see).
export const competitionsRouter = router({
  list: protectedProcedure
    .output(z.array(ZListedCompetitionSchema))
    .query(({ ctx }) => listVisibleCompetitions(ctx.db, viewerOf(ctx.auth))),
  get: competitionProcedure
    .input(ZSlugInputSchema)
    .output(ZPlayerCompetitionSchema)
    .query(({ ctx }) => toPlayerCompetitionDto(ctx.competition)),
  registration: competitionProcedure
    .input(ZSlugInputSchema)
    .output(ZOwnRegistrationSchema)
    .query(async ({ ctx }) => ({
      registration: await findOwnRegistration(ctx.db, viewerOf(ctx.auth), ctx.competition),
    })),
  eligibility: competitionProcedure
    .input(ZSlugInputSchema)
    .output(ZEligibilitySchema)
    .query(({ ctx }) => competitionEligibility(ctx.db, viewerOf(ctx.auth), ctx.competition)),
  register: competitionProcedure
    .input(ZSlugInputSchema)
    .output(ZOwnRegistrationSchema)
    .mutation(async ({ ctx }) => ({
      registration: await registerForCompetition(ctx.db, viewerOf(ctx.auth), ctx.competition),
    })),
  ctfd: competitionProcedure
    .input(ZSlugInputSchema)
    .output(ZCtfdLinkSchema)
    .mutation(({ ctx }) => competitionCtfdUrl(ctx.db, viewerOf(ctx.auth), ctx.competition)),
  invitation: competitionProcedure
    .input(ZSlugInputSchema)
    .output(ZOwnInvitationSchema)
    .query(({ ctx }) => findOwnInvitation(ctx.db, viewerOf(ctx.auth), ctx.competition)),
  attend: competitionProcedure
    .input(ZSlugInputSchema.extend({ answer: ZAttendanceSchema }))
    .output(ZOwnInvitationSchema)
    .mutation(({ ctx, input }) =>
      answerInvitation(ctx.db, viewerOf(ctx.auth), ctx.competition, { answer: input.answer, mailing: mailingOf(ctx) }),
    ),
});
