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

// C0 and C1 controls (CR and LF among them), DEL, and the Unicode line and paragraph separators.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

/**
 * The message with every header value on one line: a control character in a name that reaches a
 * subject (a competition's, a person's) can never add a header such as `Bcc:`.
 */
export function withSafeHeaders(message: MailMessage): MailMessage {
  const oneLine = (value: string) => value.replace(CONTROL_CHARACTERS, ' ').replace(/ {2,}/g, ' ').trim();
  return { ...message, to: oneLine(message.to), subject: oneLine(message.subject) };
}
