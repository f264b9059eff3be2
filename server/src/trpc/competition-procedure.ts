import { z } from 'zod';
import { ZSlugInputSchema, ZSlugSchema } from '@ctf/shared/schemas/competition';
import type { Database } from '../db/database';
import type { Viewer } from '../services/auth/viewer';
import { type CompetitionRow, findCompetitionRow, findVisibleCompetition } from '../services/competitions/competitions';
import { organizerProcedure, viewerProcedure } from './init';

/**
 * The competition a procedure acts on, named by its input's `slug`: loaded and checked once here and
 * put on `ctx.competition`, so that no service looks it up again (cal.com's `bookingsProcedure`).
 * A procedure adds its own strict schema with `.input()`; tRPC parses both and merges them.
 */
const ZCompetitionRef = z.object({ slug: ZSlugSchema });

/** A competition the signed-in caller (`ctx.viewer`) may see; one they may not is "not found", never "forbidden". */
export const competitionProcedure = viewerProcedure
  .input(ZCompetitionRef)
  .use(async ({ ctx, input, next }) =>
    next({ ctx: { competition: await findVisibleCompetition(ctx.db, ctx.viewer, input.slug) } }),
  );

/** Any competition, archived ones included, for its organizers. */
export const organizerCompetitionProcedure = organizerProcedure
  .input(ZCompetitionRef)
  .use(async ({ ctx, input, next }) => next({ ctx: { competition: await findCompetitionRow(ctx.db, input.slug) } }));

/** The same two, for procedures whose input is the slug alone. */
export const competitionBySlugProcedure = competitionProcedure.input(ZSlugInputSchema);
export const organizerCompetitionBySlugProcedure = organizerCompetitionProcedure.input(ZSlugInputSchema);

/** A resolver that is one call into a service about the caller and the competition they may see. */
export const forViewer =
  <Result>(call: (db: Database, viewer: Viewer, competition: CompetitionRow) => Promise<Result>) =>
  ({ ctx }: { ctx: { db: Database; viewer: Viewer; competition: CompetitionRow } }) =>
    call(ctx.db, ctx.viewer, ctx.competition);

/** A resolver that is one call into a service about the competition alone. */
export const forCompetition =
  <Result>(call: (db: Database, competition: CompetitionRow) => Promise<Result>) =>
  ({ ctx }: { ctx: { db: Database; competition: CompetitionRow } }) =>
    call(ctx.db, ctx.competition);

/** The same, with the procedure's input. */
export const forCompetitionWith =
  <Input, Result>(call: (db: Database, competition: CompetitionRow, input: Input) => Promise<Result>) =>
  ({ ctx, input }: { ctx: { db: Database; competition: CompetitionRow }; input: Input }) =>
    call(ctx.db, ctx.competition, input);
