import { CONTROL_CHARACTERS } from '@ctf/shared/schemas/primitives';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface MailTransport {
  name: string;
  send(message: MailMessage): Promise<void>;
}

/**
 * The message with every header value on one line: a control character in a name that reaches a
 * subject (a competition's, a person's) can never add a header such as `Bcc:`.
 */
export function withSafeHeaders(message: MailMessage): MailMessage {
  const oneLine = (value: string) =>
    value
      .replace(new RegExp(`${CONTROL_CHARACTERS.source}+`, 'g'), ' ')
      .replace(/ {2,}/g, ' ')
      .trim();
  return { ...message, to: oneLine(message.to), subject: oneLine(message.subject) };
}
