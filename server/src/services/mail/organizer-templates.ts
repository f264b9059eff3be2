import type { Language } from '@ctf/shared/i18n/languages';
import { formatLongDateTime } from '@ctf/shared/long-dates';
import type { MailMessage } from '../../integrations/mail/message';
import { layout } from './competition-templates';

/** Issue 12: the organizer's mails about finals invitations, and announcements. */

function actionMail(
  to: string,
  t: { subject: string; greeting: string; lines: string[]; action?: string },
  url?: string,
): MailMessage {
  const action = t.action && url ? { label: t.action, url } : undefined;
  return {
    to,
    subject: t.subject,
    text: [t.greeting, '', ...t.lines, ...(action ? ['', `${action.label}: ${action.url}`] : [])].join('\n'),
    html: layout(t.greeting, t.lines, action),
  };
}

export interface AttendanceMailData {
  username: string;
  competition: string;
  /** The invitee's answer page. */
  url: string;
  expiresAt: Date;
}

/** The finals mails that ask for an answer: greeting, two lines, and the button to the answer page. */
function attendanceMail(
  lang: Language,
  to: string,
  d: AttendanceMailData,
  words: Record<Language, { subject: string; lines: string[] }>,
): MailMessage {
  const greeting = lang === 'sr' ? `Здраво, ${d.username}!` : `Hello, ${d.username}!`;
  const action = lang === 'sr' ? 'Потврди долазак' : 'Confirm attendance';
  return actionMail(to, { ...words[lang], greeting, action }, d.url);
}

/** The invitation to the finals, with the time to answer by. */
export function finalsInvitationMail(lang: Language, to: string, d: AttendanceMailData): MailMessage {
  const when = formatLongDateTime(lang, d.expiresAt);
  return attendanceMail(lang, to, d, {
    sr: {
      subject: `Позив у финале: ${d.competition}`,
      lines: [
        `Позвани сте у финале такмичења „${d.competition}”.`,
        `Потврдите долазак до ${when} (по београдском времену).`,
      ],
    },
    en: {
      subject: `Invitation to the finals: ${d.competition}`,
      lines: [
        `You are invited to the finals of “${d.competition}”.`,
        `Please confirm your attendance by ${when} (Belgrade time).`,
      ],
    },
  });
}

/** A pending invitation's answer-by time was moved: the invitee may answer until then. */
export function finalsExtendedMail(lang: Language, to: string, d: AttendanceMailData): MailMessage {
  const when = formatLongDateTime(lang, d.expiresAt);
  return attendanceMail(lang, to, d, {
    sr: {
      subject: `Продужен рок за одговор: ${d.competition}`,
      lines: [
        `Рок да потврдите долазак у финале такмичења „${d.competition}” је продужен.`,
        `Одговорите до ${when} (по београдском времену).`,
      ],
    },
    en: {
      subject: `More time to answer: ${d.competition}`,
      lines: [
        `The time to confirm your attendance at the finals of “${d.competition}” was extended.`,
        `Please answer by ${when} (Belgrade time).`,
      ],
    },
  });
}

/** A pending invitee, a chosen time before the invitation expires. */
export function finalsReminderMail(lang: Language, to: string, d: AttendanceMailData): MailMessage {
  const when = formatLongDateTime(lang, d.expiresAt);
  return attendanceMail(lang, to, d, {
    sr: {
      subject: `Подсетник: потврдите долазак у финале (${d.competition})`,
      lines: [
        `Још нисте одговорили на позив у финале такмичења „${d.competition}”.`,
        `Позив истиче ${when} (по београдском времену).`,
      ],
    },
    en: {
      subject: `Reminder: confirm your finals attendance (${d.competition})`,
      lines: [
        `You have not answered your invitation to the finals of “${d.competition}” yet.`,
        `The invitation expires on ${when} (Belgrade time).`,
      ],
    },
  });
}

/** An organizer removed the invitee from the finals list. */
export function finalistRemovedMail(
  lang: Language,
  to: string,
  d: { username: string; competition: string },
): MailMessage {
  return actionMail(
    to,
    lang === 'sr'
      ? {
          subject: `Позив у финале повучен: ${d.competition}`,
          greeting: `Здраво, ${d.username}!`,
          lines: [
            `Организатори су вас уклонили са списка финалиста такмичења „${d.competition}”, па позив више не важи.`,
            'Ако мислите да је у питању грешка, јавите се организаторима.',
          ],
        }
      : {
          subject: `Finals invitation withdrawn: ${d.competition}`,
          greeting: `Hello, ${d.username}!`,
          lines: [
            `The organizers removed you from the finalists of “${d.competition}”, so the invitation no longer holds.`,
            'If you think this is a mistake, please contact the organizers.',
          ],
        },
  );
}

/** An organizer's announcement: their subject and text, as written, in the recipient's language. */
export function announcementMail(
  lang: Language,
  to: string,
  d: { username: string; competition: string; subject: string; body: string },
): MailMessage {
  const greeting = lang === 'sr' ? `Здраво, ${d.username}!` : `Hello, ${d.username}!`;
  const footer =
    lang === 'sr'
      ? `Ову поруку шаљу организатори такмичења „${d.competition}”.`
      : `This message comes from the organizers of “${d.competition}”.`;
  const paragraphs = d.body
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return {
    to,
    subject: d.subject,
    text: [greeting, '', d.body, '', '—', footer].join('\n'),
    html: layout(greeting, [...paragraphs, footer]),
  };
}
