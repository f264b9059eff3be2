import { IMPORT_PAGE_MAX_ROWS, ZImportReportSchema, ZImportRunSchema } from '@ctf/shared/schemas/moving-in';
import { runImport } from '../../services/moving-in/import';
import { textSource } from '../../services/moving-in/read-rows';
import { adminProcedure, router } from '../../trpc/init';

// Moving in from the previous platform on the admin page: files of up to IMPORT_PAGE_MAX_ROWS rows
// (a bigger one goes through `npm run import`), checked first with a dry run.
export const adminMovingInRouter = router({
  import: adminProcedure
    .input(ZImportRunSchema)
    .output(ZImportReportSchema)
    .mutation(({ ctx, input }) =>
      runImport(ctx.db, {
        kind: input.kind,
        source: textSource(input.file_name, input.content),
        dryRun: input.dry_run,
        competition: input.competition,
        actorId: ctx.auth.user.id,
        maxRows: IMPORT_PAGE_MAX_ROWS,
      }),
    ),
});
