import type { Language } from '@ctf/shared/i18n/languages';
import type { Database } from '#server/db/database';
import type { MailMessage } from '#server/integrations/mail/message';
import { type Mailing, mailLanguage } from '../../mail/mailing';
import type { AttendanceMailData } from '../../mail/organizer-templates';

/** The invitation, the later answer-by time and the reminder: each links to the answer page. */
type InvitationMail = (lang: Language, to: string, d: AttendanceMailData) => MailMessage;

export interface Invitee {
  userId: number;
  competition: { name: string; slug: string };
  expiresAt: Date;
}

const attendanceUrl = (publicUrl: string, slug: string) => `${publicUrl}/app/competitions/${slug}/finals-attendance`;

/** Queues one mail to each invitee, in their language, with the answer page and the answer-by time. */
export async function mailInvitees(
  db: Database,
  { mail, publicUrl }: Mailing,
  invitees: Invitee[],
  compose: InvitationMail,
) {
  if (invitees.length === 0) return;
  const users = await db
    .selectFrom('users')
    .select(['id', 'email', 'username', 'language'])
    .where(
      'id',
      'in',
      invitees.map((invitee) => invitee.userId),
    )
    .execute();
  const byId = new Map(users.map((user) => [user.id, user]));
  for (const invitee of invitees) {
    const user = byId.get(invitee.userId);
    if (!user) continue;
    await mail.enqueue(
      compose(mailLanguage(user.language), user.email, {
        username: user.username,
        competition: invitee.competition.name,
        url: attendanceUrl(publicUrl, invitee.competition.slug),
        expiresAt: invitee.expiresAt,
      }),
      user.id,
    );
  }
}
