import { z } from 'zod';
import { ZInstantSchema, pagedSchema } from './common-output';
import { INVITATION_STATUSES, REGISTRATION_STATUSES } from './competition';
import { ZFinalistSchema, ZRegistrationSchema } from './competition-output';
import { ANNOUNCEMENT_AUDIENCES } from './organizer';
import { LANGUAGES } from '../i18n/languages';
import { listedCategories } from './person-categories';

/** A registration as the organizer's table shows it: the profile's shirt size and place of residence too. */
export const ZOrganizerRegistrationSchema = ZRegistrationSchema.extend({
  shirt_size: z.string().nullable(),
  city: z.string().nullable(),
});

const statusCounts = z.object({
  pending: z.number().int(),
  accepted: z.number().int(),
  rejected: z.number().int(),
});

export const ZRegistrationPageOutputSchema = pagedSchema(ZOrganizerRegistrationSchema.extend(listedCategories)).extend({
  /** The whole competition's registrations per status (not narrowed by the search or filter). */
  counts: statusCounts,
});

export const ZFinalistPageOutputSchema = pagedSchema(ZFinalistSchema.extend(listedCategories)).extend({
  /** The whole competition's invitations per status (not narrowed by the search). */
  counts: z.object({ pending: z.number().int(), accepted: z.number().int(), declined: z.number().int() }),
});

/** One bulk decision: what happened to each selected registration. */
export const ZBulkDecisionResultSchema = z.object({
  done: z.number().int(),
  results: z.array(
    z.object({
      id: z.number().int(),
      result: z.enum(['done', 'not_pending', 'not_found']),
      /** The registrant, for the report (null when not found). */
      name: z.string().nullable(),
    }),
  ),
});

export const ZInviteAcceptedResultSchema = z.object({
  added_count: z.number().int(),
  already_invited: z.array(z.string()),
  /** Accepted registrants whose address is not verified (CTFd trusts verified addresses only). */
  not_eligible: z.array(z.string()),
});

export const ZExtendResultSchema = z.object({ extended: z.number().int() });

/** Per-competition numbers for planning the finals. */
export const ZCompetitionNumbersSchema = z.object({
  registrations: statusCounts.extend({ total: z.number().int() }),
  invitations: z.object({
    total: z.number().int(),
    pending: z.number().int(),
    expired: z.number().int(),
    accepted: z.number().int(),
    declined: z.number().int(),
  }),
  hotel_day1: z.number().int(),
  hotel_day2: z.number().int(),
  travel_compensation: z.number().int(),
  excuse_note: z.number().int(),
  reminder_hours: z.number().int().nullable(),
});

export const ZAnnouncementCountSchema = z.object({
  total: z.number().int(),
  sr: z.number().int(),
  en: z.number().int(),
});

export const ZAnnouncementSchemaOut = z.object({
  id: z.number().int(),
  audience: z.enum(ANNOUNCEMENT_AUDIENCES),
  registration_statuses: z.array(z.enum(REGISTRATION_STATUSES)),
  invitation_statuses: z.array(z.enum(INVITATION_STATUSES)),
  subject_sr: z.string(),
  subject_en: z.string(),
  recipient_count: z.number().int(),
  /** Mails the queue has sent so far (progress while sending). */
  sent_count: z.number().int(),
  created_at: ZInstantSchema,
  created_by: z.string(),
});

export const ZAnnouncementRecipientSchema = z.object({
  email: z.string(),
  username: z.string(),
  language: z.enum(LANGUAGES),
  sent: z.boolean(),
});

export const ZAnnouncementDetailSchema = ZAnnouncementSchemaOut.extend({
  body_sr: z.string(),
  body_en: z.string(),
  recipients: z.array(ZAnnouncementRecipientSchema),
});
