import { z } from 'zod';
import { zIdCoerced } from './primitives';

/**
 * The staff lists of people (admin users and competitors, a competition's registrations and
 * finalists) show each person's categories in one season and filter by one of its categories. The
 * season is the one the staff member picks; without one, the newest season that has categories.
 */
export const categoryListFilters = {
  season_id: zIdCoerced().optional(),
  category: z
    .string()
    .trim()
    .max(40)
    .regex(/^[a-z0-9-]+$/)
    .optional()
    .catch(undefined),
};

/** A listed person's category codes in the list's season (computed, never typed), in the season's order. */
export const listedCategories = { categories: z.array(z.string()) };

/** A season as the pages that group by it name it. */
export const ZSeasonRefSchema = z.object({ id: z.number().int(), name: z.string() });
/** One of a season's categories: its code and its name. */
export const ZSeasonCategorySchema = z.object({ code: z.string(), name: z.string() });

/** `programme.myCategories`: the signed-in person's categories in the newest season that has categories. */
export const ZMyCategoriesSchema = z.object({
  /** Null: no season has categories yet. */
  season: ZSeasonRefSchema.nullable(),
  /** Names in the season's order. */
  categories: z.array(ZSeasonCategorySchema),
  /** Why there are none: no accepted application (pending, rejected or none), or none fits. */
  application: z.enum(['accepted', 'pending', 'rejected', 'none']),
});
export type MyCategories = z.infer<typeof ZMyCategoriesSchema>;
