import type { Database } from '#server/db/database';
import type { MailQueue } from '../../jobs/queues';
import { finalsReminderMail } from '../../mail/organizer-templates';
import type { CompetitionRow } from '../competitions';
import { reminderDue } from './invitation';
import { mailInvitees } from './invitee-mail';

/** How long before expiry pending invitees of this competition get a reminder (null: none). */
export async function setReminderHours(db: Database, competition: CompetitionRow, hours: number | null) {
  await db.updateTable('competitions').set({ finals_reminder_hours: hours }).where('id', '=', competition.id).execute();
}

/**
 * The scheduled job (pg-boss, every 10 minutes): open invitations that expire within their
 * competition's reminder time and were not reminded yet get one reminder each. Marked first, in one
 * statement, so two instances running the job at once never remind twice.
 */
export async function sendFinalsReminders(db: Database, mail: MailQueue, publicUrl: string, now = new Date()) {
  const due = await db
    .updateTable('finals_invitations as f')
    .from('competitions as c')
    .set({ reminded_at: now })
    .whereRef('c.id', '=', 'f.competition_id')
    .where('c.finals_reminder_hours', 'is not', null)
    .where('f.reminded_at', 'is', null)
    .where(reminderDue(now))
    .returning(['f.user_id', 'f.invitation_expires_at', 'c.name', 'c.slug'])
    .execute();
  await mailInvitees(
    db,
    { mail, publicUrl },
    due.map((row) => ({
      userId: row.user_id,
      competition: { name: row.name, slug: row.slug },
      expiresAt: row.invitation_expires_at,
    })),
    finalsReminderMail,
  );
  return due.length;
}
