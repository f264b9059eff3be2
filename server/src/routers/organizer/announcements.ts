import { z } from 'zod';
import {
  ZAnnouncementIdSchema,
  ZAnnouncementRecipientsSchema,
  ZAnnouncementSchema,
} from '@ctf/shared/schemas/organizer';
import {
  ZAnnouncementCountSchema,
  ZAnnouncementDetailSchema,
  ZAnnouncementSchemaOut,
} from '@ctf/shared/schemas/organizer-output';
import {
  countRecipients,
  getAnnouncement,
  listAnnouncements,
  sendAnnouncement,
} from '../../services/competitions/announcements';
import {
  forCompetition,
  forCompetitionWith,
  organizerCompetitionBySlugProcedure,
  organizerCompetitionProcedure,
} from '../../trpc/competition-procedure';
import { router } from '../../trpc/init';
import { actorOf } from '../admin/actor';

/** Issue 12 item 3: announcements to a competition's registrants, finalists or the CTF team. */
export const organizerAnnouncementsRouter = router({
  list: organizerCompetitionBySlugProcedure
    .output(z.array(ZAnnouncementSchemaOut))
    .query(forCompetition(listAnnouncements)),
  get: organizerCompetitionProcedure
    .input(ZAnnouncementIdSchema)
    .output(ZAnnouncementDetailSchema)
    .query(({ ctx, input }) => getAnnouncement(ctx.db, ctx.competition, input.id)),
  /** The count before sending, per language. */
  count: organizerCompetitionProcedure
    .input(ZAnnouncementRecipientsSchema)
    .output(ZAnnouncementCountSchema)
    .query(forCompetitionWith(countRecipients)),
  send: organizerCompetitionProcedure
    .input(ZAnnouncementSchema)
    .output(z.object({ id: z.number().int(), recipient_count: z.number().int() }))
    .mutation(async ({ ctx, input }) => {
      const sent = await sendAnnouncement(ctx.db, ctx.mail, actorOf(ctx), ctx.competition, input);
      ctx.log.info({ slug: input.slug, userId: ctx.auth.user.id, ...sent }, 'announcement queued');
      return sent;
    }),
});
