import { z } from 'zod';
import { ZSeasonSchema } from '@ctf/shared/schemas/programme';
import { listSeasons } from '../../services/programme/seasons';
import { publicProcedure, router } from '../../trpc/init';

// The national programme: seasons and their categories (public: the results pages group by season
// and name categories), and the organizers' changes to them.
export const programmeRouter = router({
  seasons: publicProcedure.output(z.array(ZSeasonSchema)).query(({ ctx }) => listSeasons(ctx.db)),
});
