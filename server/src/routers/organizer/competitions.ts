import { z } from 'zod';
import { ZOkSchema } from '@ctf/shared/schemas/common-output';
import { ZCompetitionSchema } from '@ctf/shared/schemas/competition-output';
import { ZCompetitionCreateSchema, ZCompetitionUpdateSchema, ZSlugInputSchema } from '@ctf/shared/schemas/competition';
import {
  createCompetition,
  deleteCompetition,
  findCompetitionRow,
  listAllCompetitions,
  toCompetitionDto,
  updateCompetition,
} from '../../services/competitions/competitions';
import { organizerProcedure, router } from '../../trpc/init';

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
    .output(ZOkSchema)
    .mutation(async ({ ctx, input }) => {
      await deleteCompetition(ctx.db, input.slug);
      ctx.log.info({ slug: input.slug, userId: ctx.auth.user.id }, 'competition deleted');
      return { ok: true as const };
    }),
});
