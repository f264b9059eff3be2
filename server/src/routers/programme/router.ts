import { z } from 'zod';
import { ZOkSchema } from '@ctf/shared/schemas/common-output';
import {
  ZCategoryCreateSchema,
  ZCategoryMoveSchema,
  ZCategorySchema,
  ZCategoryUpdateSchema,
  ZProgrammeIdSchema,
  ZSeasonCreateSchema,
  ZSeasonSchema,
  ZSeasonUpdateSchema,
} from '@ctf/shared/schemas/programme';
import { createCategory, deleteCategory, moveCategory, updateCategory } from '../../services/programme/categories';
import { createSeason, deleteSeason, listSeasons, renameSeason } from '../../services/programme/seasons';
import { okAfter, organizerProcedure, protectedProcedure, publicProcedure, router } from '../../trpc/init';
import { ZMyCategoriesSchema } from '@ctf/shared/schemas/person-categories';
import { myCategories } from '../../services/programme/list-categories';
import { byActor, byActorOnId } from '../resolvers';

// The national programme: seasons and their categories (public: the results pages group by season
// and name categories), and the organizers' changes to them, each one-line over the services.
export const programmeRouter = router({
  seasons: publicProcedure.output(z.array(ZSeasonSchema)).query(({ ctx }) => listSeasons(ctx.db)),
  myCategories: protectedProcedure
    .output(ZMyCategoriesSchema)
    .query(({ ctx }) => myCategories(ctx.db, ctx.auth.user.id)),
  createSeason: organizerProcedure.input(ZSeasonCreateSchema).output(ZSeasonSchema).mutation(byActor(createSeason)),
  renameSeason: organizerProcedure.input(ZSeasonUpdateSchema).output(ZSeasonSchema).mutation(byActor(renameSeason)),
  deleteSeason: organizerProcedure
    .input(ZProgrammeIdSchema)
    .output(ZOkSchema)
    .mutation(okAfter(byActorOnId(deleteSeason))),
  createCategory: organizerProcedure
    .input(ZCategoryCreateSchema)
    .output(ZCategorySchema)
    .mutation(byActor(createCategory)),
  updateCategory: organizerProcedure
    .input(ZCategoryUpdateSchema)
    .output(ZCategorySchema)
    .mutation(byActor(updateCategory)),
  deleteCategory: organizerProcedure
    .input(ZProgrammeIdSchema)
    .output(ZOkSchema)
    .mutation(okAfter(byActorOnId(deleteCategory))),
  moveCategory: organizerProcedure
    .input(ZCategoryMoveSchema)
    .output(z.array(ZCategorySchema))
    .mutation(byActor(moveCategory)),
});
