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
import { byActor, byActorOnId, byId, withDb } from '../resolvers';

export const adminCompetitorsRouter = router({
  list: adminProcedure.input(ZCompetitorListSchema).output(ZAdminCompetitorPageSchema).query(withDb(listCompetitors)),
  get: adminProcedure.input(ZIdSchema).output(ZAdminCompetitorDetailsSchema).query(byId(getCompetitor)),
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
    .mutation(byActorOnId(reconsiderCompetitor)),
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
  typedSchoolMoves: adminProcedure.input(ZIdSchema).output(ZTypedSchoolMovesSchema).query(byId(typedSchoolMoves)),
  releaseDiscord: adminProcedure
    .input(ZDiscordReleaseSchema)
    .output(ZAdminCompetitorDetailsSchema)
    .mutation(({ ctx, input }) => releaseDiscordBinding(ctx.db, actorOf(ctx), input.id, input.discord_id)),
});
