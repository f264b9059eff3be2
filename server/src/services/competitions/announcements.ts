import { sql } from 'kysely';
import { type Language, isLanguage } from '@ctf/shared/i18n/languages';
import type { InvitationStatus, RegistrationStatus } from '@ctf/shared/schemas/competition';
import type {
  AnnouncementAudience,
  TAnnouncementQuery,
  TAnnouncementRecipientsQuery,
} from '@ctf/shared/schemas/organizer';
import type { Database } from '../../db/database';
import { AppError, missingRow } from '../../errors';
import type { Actor } from '../audit/audit';
import type { MailQueue } from '../jobs/queues';
import { announcementMail } from '../mail/organizer-templates';
import type { CompetitionRow } from './competitions';

/**
 * Issue 12 item 3: an organizer's announcement to a competition's registrants (by status), its
 * finalists (by answer) or the CTF team, one mail per recipient in their language through the queue,
 * with a record of what was sent to whom.
 */

type Recipients = Omit<TAnnouncementRecipientsQuery, 'slug'>;

/** The recipients as users (id, address, username, language), each once. */
function recipientsOf(db: Database, competitionId: number, q: Recipients) {
  if (q.audience !== 'ctf_team') {
    // The competition's registrants or finalists, of the statuses picked (none picked: all).
    const [table, statuses]: ['competition_registrations' | 'finals_invitations', string[]] =
      q.audience === 'registrants'
        ? ['competition_registrations', q.registration_statuses]
        : ['finals_invitations', q.invitation_statuses];
    let query = db
      .selectFrom(table)
      .innerJoin('users as u', 'u.id', 'user_id')
      .where('competition_id', '=', competitionId);
    if (statuses.length) query = query.where('status', 'in', statuses);
    return query.select(['u.id', 'u.email', 'u.username', 'u.language']);
  }
  // The CTF team: every accepted competitor who is on the team (competition-independent).
  return db
    .selectFrom('competitor_applications as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .where('c.is_current', '=', true)
    .where('c.status', '=', 'accepted')
    .where('c.ctf_team', '=', true)
    .select(['u.id', 'u.email', 'u.username', 'u.language']);
}

const languageOf = (value: string): Language => (isLanguage(value) ? value : 'sr');

/** How many would get it, and in which language (before sending). */
export async function countRecipients(db: Database, competition: Pick<CompetitionRow, 'id'>, q: Recipients) {
  const rows = await db
    .selectFrom(recipientsOf(db, competition.id, q).as('r'))
    .select(['r.language', (eb) => eb.fn.countAll<string>().as('n')])
    .groupBy('r.language')
    .execute();
  const counts = { total: 0, sr: 0, en: 0 };
  for (const row of rows) {
    counts[languageOf(row.language)] += Number(row.n);
    counts.total += Number(row.n);
  }
  return counts;
}

/** The language a recipient reads it in: their own when it is written, otherwise the one written. */
export function announcementLanguage(
  own: Language,
  written: Pick<TAnnouncementQuery, 'subject_sr' | 'subject_en'>,
): Language {
  if (own === 'en') return written.subject_en ? 'en' : 'sr';
  return written.subject_sr ? 'sr' : 'en';
}

/**
 * Records the announcement and its recipients, then queues one mail each (durable in PostgreSQL when
 * this answers). The record keeps each mail's job, so the list shows how many are sent so far.
 */
export async function sendAnnouncement(
  db: Database,
  mail: MailQueue,
  actor: Actor,
  competition: Pick<CompetitionRow, 'id' | 'name'>,
  q: TAnnouncementQuery,
) {
  const users = await db
    .selectFrom(recipientsOf(db, competition.id, q).as('r'))
    .select(['r.id', 'r.email', 'r.username', 'r.language'])
    .orderBy('r.id')
    .limit(100_000)
    .execute();
  if (users.length === 0) throw new AppError('ANNOUNCEMENT_NO_RECIPIENTS');
  const announcement = await db
    .insertInto('announcements')
    .values({
      competition_id: competition.id,
      audience: q.audience,
      registration_statuses: q.audience === 'registrants' ? q.registration_statuses : [],
      invitation_statuses: q.audience === 'finalists' ? q.invitation_statuses : [],
      subject_sr: q.subject_sr,
      body_sr: q.body_sr,
      subject_en: q.subject_en,
      body_en: q.body_en,
      recipient_count: users.length,
      created_by: actor.id,
      created_by_username: actor.username,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const recipients = users.map((user) => ({
    user,
    language: announcementLanguage(languageOf(user.language), q),
  }));
  await db
    .insertInto('announcement_recipients')
    .values(
      recipients.map(({ user, language }) => ({
        announcement_id: announcement.id,
        user_id: user.id,
        email: user.email,
        username: user.username,
        language,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
  for (const { user, language } of recipients) {
    const jobId = await mail.enqueue(
      announcementMail(language, user.email, {
        username: user.username,
        competition: competition.name,
        subject: language === 'sr' ? q.subject_sr : q.subject_en,
        body: language === 'sr' ? q.body_sr : q.body_en,
      }),
      user.id,
    );
    if (typeof jobId === 'string')
      await db
        .updateTable('announcement_recipients')
        .set({ job_id: jobId })
        .where('announcement_id', '=', announcement.id)
        .where('email', '=', user.email)
        .execute();
  }
  return { id: announcement.id, recipient_count: users.length };
}

/** A recipient's mail counts as sent once its job completed (or is gone from the queue). */
const isSent = sql<boolean>`(ar.job_id IS NULL OR NOT EXISTS (
  SELECT 1 FROM pgboss.job j WHERE j.name = 'mail' AND j.id = ar.job_id AND j.state <> 'completed'))`;

interface AnnouncementRow {
  id: number;
  audience: string;
  registration_statuses: string[];
  invitation_statuses: string[];
  subject_sr: string;
  subject_en: string;
  recipient_count: number;
  created_at: Date;
  created_by_username: string;
}

function toAnnouncementDto(row: AnnouncementRow & { sent_count: number | string }) {
  return {
    id: row.id,
    audience: row.audience as AnnouncementAudience,
    registration_statuses: row.registration_statuses as RegistrationStatus[],
    invitation_statuses: row.invitation_statuses as InvitationStatus[],
    subject_sr: row.subject_sr,
    subject_en: row.subject_en,
    recipient_count: row.recipient_count,
    sent_count: Number(row.sent_count),
    created_at: row.created_at.toISOString(),
    created_by: row.created_by_username,
  };
}

const ANNOUNCEMENT_COLUMNS = [
  'a.id',
  'a.audience',
  'a.registration_statuses',
  'a.invitation_statuses',
  'a.subject_sr',
  'a.subject_en',
  'a.recipient_count',
  'a.created_at',
  'a.created_by_username',
] as const;

/** The competition's announcements, newest first, each with its progress. */
export async function listAnnouncements(db: Database, competition: Pick<CompetitionRow, 'id'>) {
  const rows = await db
    .selectFrom('announcements as a')
    .select(ANNOUNCEMENT_COLUMNS)
    .select((eb) =>
      eb
        .selectFrom('announcement_recipients as ar')
        .select(sql<string>`count(*) FILTER (WHERE ${isSent})`.as('n'))
        .whereRef('ar.announcement_id', '=', 'a.id')
        .as('sent_count'),
    )
    .where('a.competition_id', '=', competition.id)
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(200)
    .execute();
  return rows.map((row) => toAnnouncementDto({ ...row, sent_count: row.sent_count ?? 0 }));
}

/** One announcement: its texts and each recipient (address, language, sent yet). */
export async function getAnnouncement(db: Database, competition: Pick<CompetitionRow, 'id'>, id: number) {
  const row = await db
    .selectFrom('announcements as a')
    .select([...ANNOUNCEMENT_COLUMNS, 'a.body_sr', 'a.body_en'])
    .where('a.id', '=', id)
    .where('a.competition_id', '=', competition.id)
    .executeTakeFirstOrThrow(missingRow('NOT_FOUND'));
  const recipients = await db
    .selectFrom('announcement_recipients as ar')
    .select(['ar.email', 'ar.username', 'ar.language', isSent.as('sent')])
    .where('ar.announcement_id', '=', id)
    // Numbers by value (user_2 before user_10), as every people list (issue 11 item 9).
    .orderBy(sql`ar.email collate sr_icu`)
    .execute();
  return {
    ...toAnnouncementDto({ ...row, sent_count: recipients.filter((r) => r.sent).length }),
    body_sr: row.body_sr,
    body_en: row.body_en,
    recipients: recipients.map((r) => ({
      email: r.email,
      username: r.username,
      language: languageOf(r.language),
      sent: Boolean(r.sent),
    })),
  };
}
