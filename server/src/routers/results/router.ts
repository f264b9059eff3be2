import { ZPublishedResultsSchema } from '@ctf/shared/schemas/competition-output';
import { ZSlugInputSchema } from '@ctf/shared/schemas/competition';
import { publishedResults } from '../../services/competitions/results';
import { publicProcedure, router } from '../../trpc/init';

/** Public and cacheable (see PUBLIC_CACHEABLE_PATHS in plugins/public-cache.ts). */
export const resultsRouter = router({
  published: publicProcedure
    .input(ZSlugInputSchema)
    .output(ZPublishedResultsSchema)
    .query(({ ctx, input }) => publishedResults(ctx.db, input.slug)),
});
