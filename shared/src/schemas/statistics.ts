import { z } from 'zod';
import { ZInstantSchema } from './common-output';

/** The programme funnel's stages, in order (issue 33). */
export const FUNNEL_STAGES = ['registered', 'verified', 'applied', 'accepted', 'competed', 'finalist', 'team'] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];

/** What a funnel may be broken down by. */
export const FUNNEL_BREAKDOWNS = ['region', 'institution_type', 'gender', 'category', 'birth_year'] as const;
export type FunnelBreakdown = (typeof FUNNEL_BREAKDOWNS)[number];

/** A cell with fewer people than this is never shown ("< 5"). */
export const SMALL_GROUP_LIMIT = 5;

/** The group of people whose value for the breakdown is not known (no application, say). */
export const FUNNEL_UNKNOWN_GROUP = 'unknown';

export const ZFunnelQuerySchema = z
  .object({
    /** A season's name ("2026"); absent: all time. */
    season: z.string().trim().min(1).max(40).optional(),
    by: z.enum(FUNNEL_BREAKDOWNS).optional(),
  })
  .strict();
export type FunnelQuery = z.infer<typeof ZFunnelQuerySchema>;

/** A stage's count, or null where it is suppressed (a small group, or a cell that would reveal one). */
const zCount = z.number().int().nonnegative().nullable();
const zCounts = z.object(
  Object.fromEntries(FUNNEL_STAGES.map((stage) => [stage, zCount])) as Record<FunnelStage, typeof zCount>,
);
export type FunnelCounts = z.infer<typeof zCounts>;

export const ZFunnelOutputSchema = z.object({
  stages: z.array(z.enum(FUNNEL_STAGES)),
  rows: z.array(z.object({ group: z.string(), counts: zCounts })),
  total: zCounts,
});
export type FunnelOutput = z.infer<typeof ZFunnelOutputSchema>;

/** The admin page's view (`stats.funnel`): the REST shape and when the figures were counted (null: not yet). */
export const ZFunnelViewSchema = ZFunnelOutputSchema.extend({ as_of: ZInstantSchema.nullable() });
export type FunnelView = z.infer<typeof ZFunnelViewSchema>;
