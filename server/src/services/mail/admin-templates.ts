import type { Language } from '@ctf/shared/i18n/languages';
import type { MailMessage } from '../../integrations/mail/message';
import { escapeHtml } from './templates';

export type CompetitorChange = 'revoked' | 'team-removed' | 'team-added';

type Texts = Record<CompetitorChange, { subject: string; body: string }> & {
  greeting: (name: string) => string;
  reasonLabel: string;
};

/** The mail's texts in a language (made when a mail is written, like the other templates'). */
const textsOf = (lang: Language): Texts => {
  const texts: Record<Language, Texts> = {
    sr: {
      greeting: (name) => `Здраво, ${name}!`,
      reasonLabel: 'Образложење',
      revoked: {
        subject: 'Ваш статус такмичара је опозван',
        body: 'Прихватање ваше пријаве за такмичара је опозвано и више нисте члан CTF тима. Можете поднети нову пријаву на страници налога.',
      },
      'team-removed': {
        subject: 'Више нисте члан CTF тима',
        body: 'Уклоњени сте из CTF тима. Ваш статус такмичара остаје прихваћен.',
      },
      'team-added': {
        subject: 'Поново сте члан CTF тима',
        body: 'Додати сте у CTF тим и имате пун приступ платформи.',
      },
    },
    en: {
      greeting: (name) => `Hello, ${name}!`,
      reasonLabel: 'Reason',
      revoked: {
        subject: 'Your competitor status was revoked',
        body: 'The acceptance of your competitor application was revoked and you are no longer a member of the CTF team. You can apply again from your account page.',
      },
      'team-removed': {
        subject: 'You are no longer a member of the CTF team',
        body: 'You were removed from the CTF team. Your competitor status stays accepted.',
      },
      'team-added': {
        subject: 'You are a member of the CTF team again',
        body: 'You were added to the CTF team and have full access to the platform.',
      },
    },
  };
  return texts[lang];
};

/** A competitor hears that an admin revoked their acceptance or changed their CTF team membership. */
export function competitorChangeMail(
  lang: Language,
  to: string,
  change: { name: string; kind: CompetitorChange; reason: string | null },
): MailMessage {
  const t = textsOf(lang);
  const { subject, body } = t[change.kind];
  const greeting = t.greeting(change.name);
  const reason = change.reason ? `${t.reasonLabel}: ${change.reason}` : null;
  const text = [greeting, '', body, ...(reason ? ['', reason] : [])].join('\n');
  const html =
    `<!doctype html><html><body style="margin:0;padding:24px;background:#0b1220;font-family:Arial,Helvetica,sans-serif;color:#e2e8f0">` +
    `<div style="max-width:560px;margin:0 auto;background:#111a2e;border-radius:12px;padding:28px">` +
    `<p style="margin:0 0 16px;font-size:18px;font-weight:bold">${escapeHtml(greeting)}</p>` +
    `<p style="margin:0 0 12px">${escapeHtml(body)}</p>` +
    (reason
      ? `<p style="margin:0 0 12px;padding:12px;background:#1e293b;border-radius:8px">${escapeHtml(reason)}</p>`
      : '') +
    `</div></body></html>`;
  return { to, subject, text, html };
}
