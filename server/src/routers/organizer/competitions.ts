import { z } from 'zod';
import { ZCompetitionDeleteResultSchema, ZCompetitionSchema } from '@ctf/shared/schemas/competition-output';
import { ZCompetitionCreateSchema, ZCompetitionUpdateSchema, ZSlugInputSchema } from '@ctf/shared/schemas/competition';
import {
  createCompetition,
  deleteCompetition,
  findCompetitionRow,
  listAllCompetitions,
  restoreCompetition,
  toCompetitionDto,
  updateCompetition,
} from '../../services/competitions/competitions';
import { organizerProcedure, router } from '../../trpc/init';
import { actorOf } from '../admin/actor';

export const organizerCompetitionsRouter = router({
  list: organizerProcedure.output(z.array(ZCompetitionSchema)).query(({ ctx }) => listAllCompetitions(ctx.db)),
  get: organizerProcedure
    .input(ZSlugInputSchema)
    .output(ZCompetitionSchema)
    .query(async ({ ctx, input }) => toCompetitionDto(await findCompetitionRow(ctx.db, input.slug))),
  create: organizerProcedure
    .input(ZCompetitionCreateSchema)
    .output(ZCompetitionSchema)
    .mutation(async ({ ctx, input }) => {
      const competition = await createCompetition(ctx.db, input);
      ctx.log.info({ slug: competition.slug, userId: ctx.auth.user.id }, 'competition created');
      return competition;
    }),
  update: organizerProcedure
    .input(ZCompetitionUpdateSchema)
    .output(ZCompetitionSchema)
    .mutation(({ ctx, input }) => {
      const { slug, ...changes } = input;
      return updateCompetition(ctx.db, slug, changes);
    }),
  delete: organizerProcedure
    .input(ZSlugInputSchema)
    .output(ZCompetitionDeleteResultSchema)
    .mutation(async ({ ctx, input }) => {
      const result = await deleteCompetition(ctx.db, actorOf(ctx), input.slug);
      ctx.log.info({ slug: input.slug, userId: ctx.auth.user.id, archived: result.archived }, 'competition deleted');
      return result;
    }),
  restore: organizerProcedure
    .input(ZSlugInputSchema)
    .output(ZCompetitionSchema)
    .mutation(({ ctx, input }) => restoreCompetition(ctx.db, actorOf(ctx), input.slug)),
});
