import { z } from 'zod';
import { ZOkSchema } from '@ctf/shared/schemas/common-output';
import { ZFinalistInviteResultSchema, ZFinalistSchema } from '@ctf/shared/schemas/competition-output';
import { ZFinalistInviteSchema, ZFinalistRemoveSchema } from '@ctf/shared/schemas/competition';
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
import { competitionNumbers, listFinalists, pageFinalists } from '../../services/competitions/finals/finalists';
import {
  extendInvitations,
  inviteAcceptedRegistrants,
  inviteFinalists,
  removeFinalist,
} from '../../services/competitions/finals/invitations';
import { setReminderHours } from '../../services/competitions/finals/reminders';
import { mailingOf } from '../../services/mail/mailing';
import {
  forCompetition,
  forCompetitionWith,
  organizerCompetitionBySlugProcedure,
  organizerCompetitionProcedure,
} from '../../trpc/competition-procedure';
import { okAfter, router } from '../../trpc/init';

export const organizerFinalistsRouter = router({
  list: organizerCompetitionBySlugProcedure.output(z.array(ZFinalistSchema)).query(forCompetition(listFinalists)),
  /** One page, searched and sorted, with the counts per answer (the organizer's table). */
  page: organizerCompetitionProcedure
    .input(ZFinalistPageSchema)
    .output(ZFinalistPageOutputSchema)
    .query(forCompetitionWith(pageFinalists)),
  invite: organizerCompetitionProcedure
    .input(ZFinalistInviteSchema)
    .output(ZFinalistInviteResultSchema)
    .mutation(({ ctx, input }) =>
      inviteFinalists(ctx.db, mailingOf(ctx), ctx.competition, {
        emails: input.emails,
        expiresAt: input.invitation_expires_at,
        includeNotEligible: input.include_not_eligible,
      }),
    ),
  remove: organizerCompetitionProcedure
    .input(ZFinalistRemoveSchema)
    .output(ZOkSchema)
    .mutation(okAfter(({ ctx, input }) => removeFinalist(ctx.db, ctx.mail, ctx.competition, input.user_id))),
  /** Every accepted registrant at once. */
  inviteAccepted: organizerCompetitionProcedure
    .input(ZInviteAcceptedSchema)
    .output(ZInviteAcceptedResultSchema)
    .mutation(({ ctx, input }) =>
      inviteAcceptedRegistrants(ctx.db, mailingOf(ctx), ctx.competition, {
        fromSlug: input.from_slug,
        expiresAt: input.invitation_expires_at,
      }),
    ),
  /** A later answer-by time for one or all pending invitations, with an e-mail each. */
  extend: organizerCompetitionProcedure
    .input(ZInvitationExtendSchema)
    .output(ZExtendResultSchema)
    .mutation(({ ctx, input }) =>
      extendInvitations(ctx.db, mailingOf(ctx), ctx.competition, {
        userIds: input.user_ids,
        expiresAt: input.invitation_expires_at,
      }),
    ),
  numbers: organizerCompetitionBySlugProcedure
    .output(ZCompetitionNumbersSchema)
    .query(forCompetition(competitionNumbers)),
  setReminder: organizerCompetitionProcedure
    .input(ZReminderSettingSchema)
    .output(ZOkSchema)
    .mutation(okAfter(({ ctx, input }) => setReminderHours(ctx.db, ctx.competition, input.reminder_hours))),
});
