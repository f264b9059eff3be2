import { ZOkSchema } from '@ctf/shared/schemas/common-output';
import {
  ZOrganizerResultsSchema,
  ZResultsPreviewSchema,
  ZResultsPublishedCountSchema,
} from '@ctf/shared/schemas/competition-output';
import { ZResultsUploadSchema, ZSlugInputSchema } from '@ctf/shared/schemas/competition';
import {
  organizerResults,
  previewCtfdResults,
  previewResults,
  publishResults,
  unpublishResults,
} from '../../services/competitions/results';
import { okAfter, organizerProcedure, router } from '../../trpc/init';

export const organizerResultsRouter = router({
  get: organizerProcedure
    .input(ZSlugInputSchema)
    .output(ZOrganizerResultsSchema)
    .query(({ ctx, input }) => organizerResults(ctx.db, input.slug)),
  /** Reads the file without storing it, so the organizer can check it before publishing. */
  preview: organizerProcedure
    .input(ZResultsUploadSchema)
    .output(ZResultsPreviewSchema)
    .mutation(({ ctx, input }) => previewResults(ctx.db, input.slug, input.csv)),
  /** Reads the scoreboard of the competition's CTFd through its API; published like an upload. */
  previewCtfd: organizerProcedure
    .input(ZSlugInputSchema)
    .output(ZResultsPreviewSchema)
    .mutation(({ ctx, input }) => previewCtfdResults(ctx.db, ctx.config.ctfdTokenKey, input.slug)),
  publish: organizerProcedure
    .input(ZResultsUploadSchema)
    .output(ZResultsPublishedCountSchema)
    .mutation(({ ctx, input }) => publishResults(ctx.db, input.slug, input.csv, input.replaces)),
  unpublish: organizerProcedure
    .input(ZSlugInputSchema)
    .output(ZOkSchema)
    .mutation(okAfter(({ ctx, input }) => unpublishResults(ctx.db, input.slug))),
});
