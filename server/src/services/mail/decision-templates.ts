import type { Language } from '@ctf/shared/i18n/languages';
import type { MailMessage } from '../../integrations/mail/message';
import { escapeHtml } from './templates';

/** The applicant hears the admin's decision, with the reason of a rejection, in their language. */
export function competitorDecisionMail(
  lang: Language,
  to: string,
  decision: { name: string; accepted: boolean; reason: string | null },
): MailMessage {
  const t =
    lang === 'sr'
      ? {
          subject: decision.accepted
            ? 'Ваша пријава за такмичара је прихваћена'
            : 'Ваша пријава за такмичара није прихваћена',
          greeting: `Здраво, ${decision.name}!`,
          body: decision.accepted
            ? 'Ваша пријава је прихваћена: сада сте члан CTF тима и имате пун приступ платформи.'
            : 'Нажалост, ваша пријава овог пута није прихваћена. Можете поднети нову пријаву на страници налога.',
          reasonLabel: 'Образложење',
        }
      : {
          subject: decision.accepted
            ? 'Your competitor application was accepted'
            : 'Your competitor application was not accepted',
          greeting: `Hello, ${decision.name}!`,
          body: decision.accepted
            ? 'Your application was accepted: you are now a member of the CTF team with full access to the platform.'
            : 'Unfortunately your application was not accepted this time. You can apply again from your account page.',
          reasonLabel: 'Reason',
        };
  const reason = !decision.accepted && decision.reason ? `${t.reasonLabel}: ${decision.reason}` : null;
  const text = [t.greeting, '', t.body, ...(reason ? ['', reason] : [])].join('\n');
  const html =
    `<!doctype html><html><body style="margin:0;padding:24px;background:#0b1220;font-family:Arial,Helvetica,sans-serif;color:#e2e8f0">` +
    `<div style="max-width:560px;margin:0 auto;background:#111a2e;border-radius:12px;padding:28px">` +
    `<p style="margin:0 0 16px;font-size:18px;font-weight:bold">${escapeHtml(t.greeting)}</p>` +
    `<p style="margin:0 0 12px">${escapeHtml(t.body)}</p>` +
    (reason
      ? `<p style="margin:0 0 12px;padding:12px;background:#1e293b;border-radius:8px">${escapeHtml(reason)}</p>`
      : '') +
    `</div></body></html>`;
  return { to, subject: t.subject, text, html };
}
