import type { Language } from '@ctf/shared';
import type { MailMessage } from '../../integrations/mail/message';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface ActionMail {
  subject: string;
  greeting: string;
  lines: string[];
  action: string;
  url: string;
  footer: string;
}

/** A plain, readable mail: a greeting, a few lines, one button, the link also as text. */
export function render(to: string, mail: ActionMail): MailMessage {
  const text = [mail.greeting, '', ...mail.lines, '', `${mail.action}: ${mail.url}`, '', mail.footer].join('\n');
  const paragraphs = mail.lines.map((line) => `<p style="margin:0 0 12px">${escapeHtml(line)}</p>`).join('');
  const html = `<!doctype html><html><body style="margin:0;padding:24px;background:#0b1220;font-family:Arial,Helvetica,sans-serif;color:#e2e8f0">
<div style="max-width:560px;margin:0 auto;background:#111a2e;border-radius:12px;padding:28px">
<p style="margin:0 0 16px;font-size:18px;font-weight:bold">${escapeHtml(mail.greeting)}</p>${paragraphs}
<p style="margin:24px 0"><a href="${escapeHtml(mail.url)}" style="background:#22d3ee;color:#0b1220;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(mail.action)}</a></p>
<p style="margin:0 0 12px;font-size:13px;color:#94a3b8;word-break:break-all">${escapeHtml(mail.url)}</p>
<p style="margin:16px 0 0;font-size:13px;color:#94a3b8">${escapeHtml(mail.footer)}</p>
</div></body></html>`;
  return { to, subject: mail.subject, text, html };
}

/** A mail about one account: greeted by its username, with one link; each language's words beside it. */
export function accountMail(
  to: string,
  { lang, username, url }: { lang: Language; username: string; url: string },
  words: Record<Language, Omit<ActionMail, 'greeting' | 'url'>>,
): MailMessage {
  const greeting = lang === 'sr' ? `Здраво, ${username}!` : `Hello, ${username}!`;
  return render(to, { ...words[lang], greeting, url });
}

/** A mail whose words never change: sent with the account's language, address, username and link. */
export function fixedAccountMail(words: Record<Language, Omit<ActionMail, 'greeting' | 'url'>>) {
  return (lang: Language, to: string, username: string, url: string): MailMessage =>
    accountMail(to, { lang, username, url }, words);
}

export const verificationMail = fixedAccountMail({
  sr: {
    subject: 'Потврдите имејл адресу',
    lines: [
      'Хвала што сте се регистровали на платформу за такмичења у сајбер безбедности.',
      'Потврдите имејл адресу кликом на дугме испод. Линк важи 24 сата.',
    ],
    action: 'Потврди имејл адресу',
    footer:
      'Нисте се ви регистровали? Не кликћите на линк, само занемарите ову поруку: непотврђен налог се брише када линк истекне и адреса поново постаје слободна.',
  },
  en: {
    subject: 'Verify your email address',
    lines: [
      'Thank you for registering on the cybersecurity contest platform.',
      'Confirm your email address with the button below. The link is valid for 24 hours.',
    ],
    action: 'Verify email',
    footer:
      'Not you? Do not click the link, just ignore this message: an unconfirmed account is deleted when the link expires, and the address becomes free again.',
  },
});

export const passwordResetMail = fixedAccountMail({
  sr: {
    subject: 'Промена лозинке',
    lines: [
      'Затражена је нова лозинка за ваш налог.',
      'Поставите нову лозинку кликом на дугме испод. Линк важи један сат и може се искористити само једном.',
    ],
    action: 'Постави нову лозинку',
    footer: 'Ако нисте ви тражили промену, занемарите ову поруку: лозинка остаје иста.',
  },
  en: {
    subject: 'Reset your password',
    lines: [
      'A new password was requested for your account.',
      'Set a new password with the button below. The link is valid for one hour and works once.',
    ],
    action: 'Set a new password',
    footer: 'If you did not ask for this, ignore this message: your password stays the same.',
  },
});
