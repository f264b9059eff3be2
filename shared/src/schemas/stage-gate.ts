import { z } from 'zod';
import { ELIGIBILITY_REASONS, ZCategoryCodeSchema } from './programme';
import { ZSlugSchema } from './competition';

export const TIE_BREAKS = ['ctfd_last_solve', 'younger_first'] as const;

/** "Advance to finals": from a qualification's results to this finals competition's invitations. */
export const ZStageGateSchema = z
  .object({
    /** The finals competition. */
    slug: ZSlugSchema,
    source_slug: ZSlugSchema,
    /** Applied in this order; a person is chosen at most once. */
    quotas: z
      .array(
        z
          .object({
            category: ZCategoryCodeSchema,
            count: z.number().int().min(1, 'quotaInvalid').max(1000, 'quotaInvalid'),
          })
          .strict(),
      )
      .min(1, 'quotasRequired')
      .max(20, 'quotasTooMany')
      .refine((quotas) => new Set(quotas.map((q) => q.category)).size === quotas.length, 'quotaRepeated'),
    /** Left out: CTFd's order when the results came from CTFd, else the younger first. */
    tie_break: z.enum(TIE_BREAKS).optional(),
    /** A freed seat goes to the next on its waitlist at once (else after the organizer confirms). */
    auto_offer: z.boolean().default(false),
    /** How long someone offered a freed seat has to answer. */
    offer_hours: z.number().int().min(1, 'offerHoursInvalid').max(720, 'offerHoursInvalid').default(72),
    invitation_expires_at: z.iso.datetime({ offset: true, message: 'expiryRequired' }),
  })
  .strict();
export type TStageGateInput = z.input<typeof ZStageGateSchema>;

/** Confirming sends exactly what the preview showed, over the gate version it was made on (0: none yet). */
export const ZStageGateConfirmSchema = ZStageGateSchema.extend({ version: z.number().int().min(0) }).strict();

const ZGateChoiceSchema = z.object({
  user_id: z.number().int(),
  username: z.string(),
  place: z.number().int(),
  score: z.number().int(),
  category: z.string(),
  rank: z.number().int(),
  tie_break: z.enum(TIE_BREAKS).nullable(),
});

export const ZStageGatePreviewSchema = z.object({
  tie_break: z.enum(TIE_BREAKS),
  invited: z.array(ZGateChoiceSchema),
  waitlist: z.record(z.string(), z.array(ZGateChoiceSchema)),
  left_out: z.array(
    z.object({
      username: z.string(),
      place: z.number().int(),
      reason: z.enum(['NO_ACCOUNT', 'NO_CATEGORY', 'ALREADY_INVITED', ...ELIGIBILITY_REASONS]),
    }),
  ),
  /** The gate's version now (0: never confirmed); confirming sends it back. */
  version: z.number().int(),
});
export type StageGatePreview = z.infer<typeof ZStageGatePreviewSchema>;

export const ZStageGateSeatsSchema = z.object({
  auto_offer: z.boolean(),
  categories: z.array(
    z.object({
      category: z.string(),
      quota: z.number().int(),
      /** Seats held: accepted, or pending and still open. */
      held: z.number().int(),
      free: z.number().int(),
      /** Who would be offered the next freed seat. */
      next: ZGateChoiceSchema.nullable(),
    }),
  ),
});

export const ZOfferNextSchema = z.object({ slug: ZSlugSchema, category: ZCategoryCodeSchema }).strict();
