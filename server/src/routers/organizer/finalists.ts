import { z } from 'zod';
import { ZOkSchema } from '@ctf/shared/schemas/common-output';
import { ZFinalistInviteResultSchema, ZFinalistSchema } from '@ctf/shared/schemas/competition-output';
import { ZFinalistInviteSchema, ZFinalistRemoveSchema, ZSlugInputSchema } from '@ctf/shared/schemas/competition';
import {
  ZFinalistPageSchema,
  ZInvitationExtendSchema,
  ZInviteAcceptedSchema,
  ZReminderSettingSchema,
} from '@ctf/shared/schemas/organizer';
import {
  ZCompetitionNumbersSchema,
  ZExtendResultSchema,
  ZFinalistPageOutputSchema,
  ZInviteAcceptedResultSchema,
} from '@ctf/shared/schemas/organizer-output';
import {
  competitionNumbers,
  extendInvitations,
  inviteAcceptedRegistrants,
  inviteFinalists,
  listFinalists,
  pageFinalists,
  removeFinalist,
  setReminderHours,
} from '../../services/competitions/finals';
import { organizerProcedure, router } from '../../trpc/init';

export const organizerFinalistsRouter = router({
  list: organizerProcedure
    .input(ZSlugInputSchema)
    .output(z.array(ZFinalistSchema))
    .query(({ ctx, input }) => listFinalists(ctx.db, input.slug)),
  /** One page, searched and sorted, with the counts per answer (the organizer's table). */
  page: organizerProcedure
    .input(ZFinalistPageSchema)
    .output(ZFinalistPageOutputSchema)
    .query(({ ctx, input }) => pageFinalists(ctx.db, input)),
  invite: organizerProcedure
    .input(ZFinalistInviteSchema)
    .output(ZFinalistInviteResultSchema)
    .mutation(({ ctx, input }) =>
      inviteFinalists(ctx.db, ctx.mail, ctx.config.publicUrl, input.slug, input.emails, input.invitation_expires_at, {
        includeNotEligible: input.include_not_eligible,
      }),
    ),
  remove: organizerProcedure
    .input(ZFinalistRemoveSchema)
    .output(ZOkSchema)
    .mutation(async ({ ctx, input }) => {
      await removeFinalist(ctx.db, ctx.mail, input.slug, input.user_id);
      return { ok: true as const };
    }),
  /** Issue 12 item 2: every accepted registrant at once. */
  inviteAccepted: organizerProcedure
    .input(ZInviteAcceptedSchema)
    .output(ZInviteAcceptedResultSchema)
    .mutation(({ ctx, input }) =>
      inviteAcceptedRegistrants(
        ctx.db,
        ctx.mail,
        ctx.config.publicUrl,
        input.slug,
        input.from_slug,
        input.invitation_expires_at,
      ),
    ),
  /** A later answer-by time for one or all pending invitations, with an e-mail each. */
  extend: organizerProcedure
    .input(ZInvitationExtendSchema)
    .output(ZExtendResultSchema)
    .mutation(({ ctx, input }) =>
      extendInvitations(
        ctx.db,
        ctx.mail,
        ctx.config.publicUrl,
        input.slug,
        input.user_ids,
        input.invitation_expires_at,
      ),
    ),
  numbers: organizerProcedure
    .input(ZSlugInputSchema)
    .output(ZCompetitionNumbersSchema)
    .query(({ ctx, input }) => competitionNumbers(ctx.db, input.slug)),
  setReminder: organizerProcedure
    .input(ZReminderSettingSchema)
    .output(ZOkSchema)
    .mutation(async ({ ctx, input }) => {
      await setReminderHours(ctx.db, input.slug, input.reminder_hours);
      return { ok: true as const };
    }),
});
