import { z } from 'zod';
import { ZSlugSchema } from '@ctf/shared/schemas/competition';
import { viewerOf } from '../services/auth/viewer';
import { findCompetitionRow, findVisibleCompetition } from '../services/competitions/competitions';
import { organizerProcedure, protectedProcedure } from './init';

/**
 * The competition a procedure acts on, named by its input's `slug`: loaded and checked once here and
 * put on `ctx.competition`, so that no service looks it up again (cal.com's `bookingsProcedure`).
 * A procedure adds its own strict schema with `.input()`; tRPC parses both and merges them.
 */
const ZCompetitionRef = z.object({ slug: ZSlugSchema });

/** A competition the signed-in caller may see; one they may not is "not found", never "forbidden". */
export const competitionProcedure = protectedProcedure
  .input(ZCompetitionRef)
  .use(async ({ ctx, input, next }) =>
    next({ ctx: { competition: await findVisibleCompetition(ctx.db, viewerOf(ctx.auth), input.slug) } }),
  );

/** Any competition, archived ones included, for its organizers. */
export const organizerCompetitionProcedure = organizerProcedure
  .input(ZCompetitionRef)
  .use(async ({ ctx, input, next }) => next({ ctx: { competition: await findCompetitionRow(ctx.db, input.slug) } }));
