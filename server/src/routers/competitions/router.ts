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
import { mailingOf } from '../../services/mail/mailing';
import { competitionBySlugProcedure, competitionProcedure, forViewer } from '../../trpc/competition-procedure';
import { router, viewerProcedure } from '../../trpc/init';

// The competitor's side: each procedure is one call into the competitions services, on the
// competition competitionProcedure found (and checked the caller, ctx.viewer, may see).
export const competitionsRouter = router({
  list: viewerProcedure
    .output(z.array(ZListedCompetitionSchema))
    .query(({ ctx }) => listVisibleCompetitions(ctx.db, ctx.viewer)),
  get: competitionBySlugProcedure
    .output(ZPlayerCompetitionSchema)
    .query(({ ctx }) => toPlayerCompetitionDto(ctx.competition)),
  registration: competitionBySlugProcedure.output(ZOwnRegistrationSchema).query(async ({ ctx }) => ({
    registration: await findOwnRegistration(ctx.db, ctx.viewer, ctx.competition),
  })),
  eligibility: competitionBySlugProcedure.output(ZEligibilitySchema).query(forViewer(competitionEligibility)),
  register: competitionBySlugProcedure.output(ZOwnRegistrationSchema).mutation(async ({ ctx }) => ({
    registration: await registerForCompetition(ctx.db, ctx.viewer, ctx.competition),
  })),
  ctfd: competitionBySlugProcedure.output(ZCtfdLinkSchema).mutation(forViewer(competitionCtfdUrl)),
  invitation: competitionBySlugProcedure.output(ZOwnInvitationSchema).query(forViewer(findOwnInvitation)),
  attend: competitionProcedure
    .input(ZSlugInputSchema.extend({ answer: ZAttendanceSchema }))
    .output(ZOwnInvitationSchema)
    .mutation(({ ctx, input }) =>
      answerInvitation(ctx.db, ctx.viewer, ctx.competition, { answer: input.answer, mailing: mailingOf(ctx) }),
    ),
});
