import {
  ZBulkDecisionResultSchema,
  ZAdminCompetitorDetailsSchema,
  ZAdminCompetitorPageSchema,
  ZAdminCompetitorSchema,
  ZTypedSchoolMovesSchema,
} from '@ctf/shared/schemas/admin-output';
import {
  ZCompetitorBulkDecisionSchema,
  ZCompetitorInstitutionUpdateSchema,
  ZCompetitorRevokeSchema,
  ZCompetitorTeamSchema,
  ZCompetitorListSchema,
  ZCompetitorRejectSchema,
  ZDiscordReleaseSchema,
  ZIdSchema,
  ZLinkTypedSchoolSchema,
} from '@ctf/shared/schemas/admin';
import { z } from 'zod';
import { linkTypedSchoolOf, typedSchoolMoves } from '../../services/ctfd/typed-schools';
import { getCompetitor, listCompetitors, releaseDiscordBinding } from '../../services/admin/competitors';
import {
  bulkDecideCompetitors,
  decideCompetitor,
  reconsiderCompetitor,
  revokeCompetitor,
  setCompetitorInstitution,
  setCompetitorTeam,
} from '../../services/admin/competitor-decisions';
import { adminProcedure, router } from '../../trpc/init';
import { actorOf } from './actor';
import { byActor } from '../by-actor';

export const adminCompetitorsRouter = router({
  list: adminProcedure
    .input(ZCompetitorListSchema)
    .output(ZAdminCompetitorPageSchema)
    .query(({ ctx, input }) => listCompetitors(ctx.db, input)),
  get: adminProcedure
    .input(ZIdSchema)
    .output(ZAdminCompetitorDetailsSchema)
    .query(({ ctx, input }) => getCompetitor(ctx.db, input.id)),
  accept: adminProcedure
    .input(ZIdSchema)
    .output(ZAdminCompetitorSchema)
    .mutation(({ ctx, input }) =>
      decideCompetitor(ctx.db, ctx.mail, actorOf(ctx), { id: input.id, outcome: 'accepted' }),
    ),
  reject: adminProcedure
    .input(ZCompetitorRejectSchema)
    .output(ZAdminCompetitorSchema)
    .mutation(({ ctx, input }) =>
      decideCompetitor(ctx.db, ctx.mail, actorOf(ctx), { id: input.id, outcome: 'rejected', reason: input.message }),
    ),
  bulkDecide: adminProcedure
    .input(ZCompetitorBulkDecisionSchema)
    .output(ZBulkDecisionResultSchema)
    .mutation(({ ctx, input }) => bulkDecideCompetitors(ctx.db, ctx.mail, actorOf(ctx), { ...input, lang: ctx.lang })),
  revoke: adminProcedure
    .input(ZCompetitorRevokeSchema)
    .output(ZAdminCompetitorSchema)
    .mutation(({ ctx, input }) => revokeCompetitor(ctx.db, ctx.mail, actorOf(ctx), input)),
  setTeam: adminProcedure
    .input(ZCompetitorTeamSchema)
    .output(ZAdminCompetitorSchema)
    .mutation(({ ctx, input }) => setCompetitorTeam(ctx.db, ctx.mail, actorOf(ctx), input)),
  reconsider: adminProcedure
    .input(ZIdSchema)
    .output(ZAdminCompetitorSchema)
    .mutation(({ ctx, input }) => reconsiderCompetitor(ctx.db, actorOf(ctx), input.id)),
  setInstitution: adminProcedure
    .input(ZCompetitorInstitutionUpdateSchema)
    .output(ZAdminCompetitorSchema)
    .mutation(byActor(setCompetitorInstitution)),
  // A typed-in school linked to a listed institution: every competitor who typed it, and their CTFd team.
  linkTypedSchool: adminProcedure
    .input(ZLinkTypedSchoolSchema)
    .output(z.object({ linked: z.number().int() }))
    .mutation(byActor(linkTypedSchoolOf)),
  // Who that link would move in which CTFd, shown before the admin confirms it.
  typedSchoolMoves: adminProcedure
    .input(ZIdSchema)
    .output(ZTypedSchoolMovesSchema)
    .query(({ ctx, input }) => typedSchoolMoves(ctx.db, input.id)),
  releaseDiscord: adminProcedure
    .input(ZDiscordReleaseSchema)
    .output(ZAdminCompetitorDetailsSchema)
    .mutation(({ ctx, input }) => releaseDiscordBinding(ctx.db, actorOf(ctx), input.id, input.discord_id)),
});
