import { z } from 'zod';
import { ZInstantSchema } from './common-output';

/** One category of the playground CTFd, as CTFd names it ('' for challenges without one). */
export const ZPlaygroundCategorySchema = z.object({
  category: z.string(),
  solves: z.number().int().min(1),
});

/**
 * A player's progress on the playground CTFd: solved challenges, most solved category first, and
 * when they were read. `enabled` is false when the platform reads no playground (no API token).
 */
export const ZPlaygroundProgressSchema = z.object({
  enabled: z.boolean(),
  total: z.number().int().min(0),
  by_category: z.array(ZPlaygroundCategorySchema),
  read_at: ZInstantSchema.nullable(),
});
export type TPlaygroundProgress = z.output<typeof ZPlaygroundProgressSchema>;
export type TPlaygroundCategory = z.output<typeof ZPlaygroundCategorySchema>;
