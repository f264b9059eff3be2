import { ZPublishedResultsSchema, ZResultsBySeasonSchema } from '@ctf/shared/schemas/competition-output';
import { ZPublishedResultsInputSchema } from '@ctf/shared/schemas/competition';
import { publishedResults, resultsBySeason } from '../../services/competitions/results';
import { publicProcedure, router } from '../../trpc/init';

/** Public and cacheable (see PUBLIC_CACHEABLE_PATHS in plugins/public-cache.ts). */
export const resultsRouter = router({
  published: publicProcedure
    .input(ZPublishedResultsInputSchema)
    .output(ZPublishedResultsSchema)
    .query(({ ctx, input }) => publishedResults(ctx.db, input.slug, input.category)),
  /** The results index (/rezultati): published results grouped by season, newest first. */
  bySeason: publicProcedure.output(ZResultsBySeasonSchema).query(({ ctx }) => resultsBySeason(ctx.db)),
});
