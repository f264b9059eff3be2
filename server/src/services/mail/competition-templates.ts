import type { Language } from '@ctf/shared/i18n/languages';
import type { MailMessage } from '../../integrations/mail/message';
import { escapeHtml } from './templates';

export function layout(greeting: string, lines: string[], action?: { label: string; url: string }) {
  return (
    `<!doctype html><html><body style="margin:0;padding:24px;background:#0b1220;font-family:Arial,Helvetica,sans-serif;color:#e2e8f0">` +
    `<div style="max-width:560px;margin:0 auto;background:#111a2e;border-radius:12px;padding:28px">` +
    `<p style="margin:0 0 16px;font-size:18px;font-weight:bold">${escapeHtml(greeting)}</p>` +
    lines.map((l) => `<p style="margin:0 0 12px">${escapeHtml(l)}</p>`).join('') +
    (action
      ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#22d3ee;color:#0b1220;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(action.label)}</a></p>` +
        `<p style="margin:0;font-size:13px;color:#94a3b8;word-break:break-all">${escapeHtml(action.url)}</p>`
      : '') +
    `</div></body></html>`
  );
}

export function registrationDecisionMail(
  lang: Language,
  to: string,
  d: { name: string; competition: string; accepted: boolean },
): MailMessage {
  const t =
    lang === 'sr'
      ? {
          subject: d.accepted
            ? `Пријава за „${d.competition}” је прихваћена`
            : `Пријава за „${d.competition}” није прихваћена`,
          greeting: `Здраво, ${d.name}!`,
          body: d.accepted
            ? `Ваша пријава за такмичење „${d.competition}” је прихваћена. Приступ такмичењу имате преко странице Такмичења.`
            : `Ваша пријава за такмичење „${d.competition}” овог пута није прихваћена.`,
        }
      : {
          subject: d.accepted
            ? `Your registration for “${d.competition}” was accepted`
            : `Your registration for “${d.competition}” was not accepted`,
          greeting: `Hello, ${d.name}!`,
          body: d.accepted
            ? `Your registration for “${d.competition}” was accepted. You can access the competition from the Competitions page.`
            : `Your registration for “${d.competition}” was not accepted this time.`,
        };
  return { to, subject: t.subject, text: [t.greeting, '', t.body].join('\n'), html: layout(t.greeting, [t.body]) };
}
