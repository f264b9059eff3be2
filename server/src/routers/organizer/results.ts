import { ZOkSchema } from '@ctf/shared/schemas/common-output';
import {
  ZOrganizerResultsSchema,
  ZResultsPreviewSchema,
  ZResultsPublishedCountSchema,
} from '@ctf/shared/schemas/competition-output';
import { ZResultsUploadSchema, ZSlugInputSchema } from '@ctf/shared/schemas/competition';
import {
  organizerResults,
  parseResultsCsv,
  publishResults,
  unpublishResults,
} from '../../services/competitions/results';
import { organizerProcedure, router } from '../../trpc/init';

export const organizerResultsRouter = router({
  get: organizerProcedure
    .input(ZSlugInputSchema)
    .output(ZOrganizerResultsSchema)
    .query(({ ctx, input }) => organizerResults(ctx.db, input.slug)),
  /** Reads the file without storing it, so the organizer can check it before publishing. */
  preview: organizerProcedure
    .input(ZResultsUploadSchema)
    .output(ZResultsPreviewSchema)
    .mutation(({ input }) => parseResultsCsv(input.csv)),
  publish: organizerProcedure
    .input(ZResultsUploadSchema)
    .output(ZResultsPublishedCountSchema)
    .mutation(({ ctx, input }) => publishResults(ctx.db, input.slug, input.csv)),
  unpublish: organizerProcedure
    .input(ZSlugInputSchema)
    .output(ZOkSchema)
    .mutation(async ({ ctx, input }) => {
      await unpublishResults(ctx.db, input.slug);
      return { ok: true as const };
    }),
});
