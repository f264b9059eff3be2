import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages';
import { DEFAULT_PAGE_SIZE, LIST_PAGE_SIZES } from './admin';
import { INVITATION_STATUSES, REGISTRATION_STATUSES, ZSlugSchema } from './competition';
import { zId, zText } from './primitives';
import { categoryListFilters } from './person-categories';

/**
 * Issue 12: the organizer's operations on one competition (registrations at scale, finals logistics,
 * announcements). Kept apart from competition.ts so that results and competitions evolve separately.
 */

export const REGISTRATION_SORTS = ['created_at', 'name', 'username', 'status'] as const;
export type RegistrationSort = (typeof REGISTRATION_SORTS)[number];

/** A page of one competition's list: number, size (the spec's sizes), search and direction. */
const competitionListPage = {
  slug: ZSlugSchema,
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce
    .number()
    .int()
    .refine((n) => (LIST_PAGE_SIZES as readonly number[]).includes(n), 'pageSizeInvalid')
    .default(DEFAULT_PAGE_SIZE),
  search: zText().trim().max(100).default(''),
  direction: z.enum(['asc', 'desc']).default('asc'),
};

/** One page of a competition's registrations: searched (any script), filtered by status, sorted. */
export const ZRegistrationPageSchema = z
  .object({
    ...competitionListPage,
    status: z.enum(REGISTRATION_STATUSES).optional(),
    sort: z.enum(REGISTRATION_SORTS).default('created_at'),
    ...categoryListFilters,
  })
  .strict();
export type TRegistrationPageInput = z.input<typeof ZRegistrationPageSchema>;
export type TRegistrationPageQuery = z.output<typeof ZRegistrationPageSchema>;

export const FINALIST_SORTS = ['username', 'name', 'institution', 'shirt_size', 'status'] as const;
export type FinalistSort = (typeof FINALIST_SORTS)[number];

/** One page of a competition's finalists: searched (any script), sorted; usernames in Serbian order by default. */
export const ZFinalistPageSchema = z
  .object({ ...competitionListPage, sort: z.enum(FINALIST_SORTS).default('username'), ...categoryListFilters })
  .strict();
export type TFinalistPageInput = z.input<typeof ZFinalistPageSchema>;
export type TFinalistPageQuery = z.output<typeof ZFinalistPageSchema>;

/** The most rows one bulk action decides (a page holds at most 100; "all pending" is paged too). */
export const BULK_DECISION_MAX = 500;

/** Accept or reject the selected registrations at once; each one is reported back. */
export const ZRegistrationBulkDecisionSchema = z
  .object({
    slug: ZSlugSchema,
    ids: z.array(zId()).min(1, 'selectionRequired').max(BULK_DECISION_MAX, 'selectionTooLarge'),
    outcome: z.enum(['accepted', 'rejected']),
  })
  .strict();

/** CSV separators: a comma (RFC 4180), or a semicolon, which Serbian-locale Excel expects. */
export const CSV_SEPARATORS = ['comma', 'semicolon'] as const;
export type CsvSeparator = (typeof CSV_SEPARATORS)[number];
export const csvSeparatorChar = (separator: CsvSeparator) => (separator === 'semicolon' ? ';' : ',');

/** The query string of a CSV download: its separator and language (headers, statuses, yes/no). */
export const ZCsvOptionsSchema = z.object({
  separator: z.enum(CSV_SEPARATORS).catch('comma'),
  lang: z.enum(LANGUAGES).optional().catch(undefined),
  status: z.enum(REGISTRATION_STATUSES).optional().catch(undefined),
  search: zText().trim().max(100).catch(''),
});

const expiry = z.iso.datetime({ offset: true, message: 'expiryRequired' });

/**
 * Invite every user whose registration was accepted, in one step: the registrations of this same
 * competition (its qualifier stage), or of the qualifier named by `from_slug`.
 */
export const ZInviteAcceptedSchema = z
  .object({ slug: ZSlugSchema, from_slug: ZSlugSchema.optional(), invitation_expires_at: expiry })
  .strict();

/**
 * A later answer-by time for pending invitations: the listed users, or every pending invitation when
 * `user_ids` is left out. Each invitee gets an e-mail with the new time.
 */
export const ZInvitationExtendSchema = z
  .object({
    slug: ZSlugSchema,
    user_ids: z.array(zId()).min(1).max(1000).optional(),
    invitation_expires_at: expiry,
  })
  .strict();

/** Hours before an invitation expires at which its pending invitees get a reminder (null: none). */
export const REMINDER_HOURS = [6, 12, 24, 48, 72] as const;
export const ZReminderSettingSchema = z
  .object({
    slug: ZSlugSchema,
    reminder_hours: z
      .number()
      .int()
      .refine((n) => (REMINDER_HOURS as readonly number[]).includes(n), 'reminderInvalid')
      .nullable(),
  })
  .strict();

/** Who an announcement goes to. */
export const ANNOUNCEMENT_AUDIENCES = ['registrants', 'finalists', 'ctf_team'] as const;
export type AnnouncementAudience = (typeof ANNOUNCEMENT_AUDIENCES)[number];

const announcementText = (max: number) => zText().trim().max(max);

/** The recipients: registrants by status, finalists by their answer, or the CTF team (every accepted member). */
export const ZAnnouncementRecipientsSchema = z
  .object({
    slug: ZSlugSchema,
    audience: z.enum(ANNOUNCEMENT_AUDIENCES),
    registration_statuses: z.array(z.enum(REGISTRATION_STATUSES)).max(3).default([]),
    invitation_statuses: z.array(z.enum(INVITATION_STATUSES)).max(3).default([]),
  })
  .strict();
export type TAnnouncementRecipientsQuery = z.output<typeof ZAnnouncementRecipientsSchema>;

/**
 * An announcement in Serbian and/or English: each recipient gets their own language when it is
 * written, otherwise the other one. At least one language needs both a subject and a text.
 */
export const ZAnnouncementSchema = ZAnnouncementRecipientsSchema.extend({
  subject_sr: announcementText(200).default(''),
  body_sr: announcementText(10_000).default(''),
  subject_en: announcementText(200).default(''),
  body_en: announcementText(10_000).default(''),
})
  .strict()
  .superRefine((value, ctx) => {
    for (const lang of LANGUAGES) {
      const subject = value[`subject_${lang}`];
      const body = value[`body_${lang}`];
      if (subject && !body)
        ctx.addIssue({ code: 'custom', path: [`body_${lang}`], message: 'announcementTextRequired' });
      if (body && !subject)
        ctx.addIssue({ code: 'custom', path: [`subject_${lang}`], message: 'announcementSubjectRequired' });
    }
    if (!value.subject_sr && !value.subject_en && !value.body_sr && !value.body_en)
      ctx.addIssue({ code: 'custom', path: ['subject_sr'], message: 'announcementSubjectRequired' });
  });
export type TAnnouncementInput = z.input<typeof ZAnnouncementSchema>;
export type TAnnouncementQuery = z.output<typeof ZAnnouncementSchema>;

export const ZAnnouncementIdSchema = z.object({ slug: ZSlugSchema, id: zId() }).strict();
