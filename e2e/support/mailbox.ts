import { inject } from 'vitest';

export interface MailboxMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  created_at: string;
}

async function readMailbox(): Promise<MailboxMessage[]> {
  const response = await fetch(`${inject('baseUrl')}/dev/mailbox.json`);
  if (!response.ok) throw new Error(`The dev mailbox answered ${response.status}`);
  return (await response.json()) as MailboxMessage[];
}

/** The id of the newest message in the dev mailbox (0 when empty), to wait for mail sent after it. */
export async function lastMailId(): Promise<number> {
  return (await readMailbox())[0]?.id ?? 0;
}

/** Waits for the newest message to `to` newer than `afterId` (mail goes through a job queue). */
export async function waitForMail(to: string, afterId = 0, timeoutMs = 20_000): Promise<MailboxMessage> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const message = (await readMailbox()).find((mail) => mail.to === to && mail.id > afterId);
    if (message) return message;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No mail to ${to} arrived within ${timeoutMs} ms`);
}

/** The link to one of our pages in a message, e.g. linkIn(mail, '/auth/verify-email'). */
export function linkIn(message: MailboxMessage, path: string): string {
  const escaped = path.replace(/[/.]/g, '\\$&');
  const match = new RegExp(`https?://[^\\s"<>]+${escaped}\\?token=[A-Za-z0-9_-]+(?:&[a-z]+=[A-Za-z0-9._%-]+)*`).exec(
    message.text,
  );
  if (!match) throw new Error(`No ${path} link in the mail "${message.subject}":\n${message.text}`);
  return match[0];
}
