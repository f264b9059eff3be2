import { z } from 'zod';
import { ZAdminUserSchema } from './admin-output';
import { ZAuditEntrySchema } from './common-output';
import { ZInvitationSchema } from './competition-output';
import { ZCompetitorApplicationViewSchema } from './competitor-output';

// The REST answers whose shape the spec (section 7) fixes differently from the procedure's answer.

/**
 * GET /competitors/@me (spec section 3, Competitor): `type` none, pending (an application not
 * accepted: `status` pending or rejected) or approved, with the application's fields beside it.
 */
export const ZRestOwnCompetitorSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('none') }),
  ZCompetitorApplicationViewSchema.extend({ type: z.enum(['pending', 'approved']) }),
]);

/** GET /users/{id}: the user, with the admin changes made to it. */
export const ZRestUserDetailsSchema = ZAdminUserSchema.extend({ audit: z.array(ZAuditEntrySchema) });

/** GET /competitions/{slug}/finals/invitation: the invitation itself, and which competition it is for. */
export const ZRestInvitationSchema = ZInvitationSchema.extend({
  competition: z.object({ name: z.string(), slug: z.string() }),
});

/** Every refusal: a stable code, a message in the caller's language, and message keys per field. */
export const ZRestErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
});
