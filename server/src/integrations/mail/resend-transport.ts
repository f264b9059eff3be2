import { Resend } from 'resend';
import type { MailMessage, MailTransport } from './message';

/** A refusal by the mail provider; `providerStatus` is its HTTP status when it answered at all. */
export class MailSendError extends Error {
  constructor(
    message: string,
    readonly providerStatus: number | null,
  ) {
    super(message);
    this.name = 'MailSendError';
  }
}

/** Sends through Resend's API; a failure throws so the queue retries the job. */
export function createResendTransport(options: { apiKey: string; from: string; baseUrl?: string }): MailTransport {
  const resend = new Resend(options.apiKey, options.baseUrl ? { baseUrl: options.baseUrl } : undefined);
  return {
    name: 'resend',
    async send(message: MailMessage) {
      const { error } = await resend.emails.send({ from: options.from, ...message });
      if (error)
        throw new MailSendError(
          `Resend refused the message: ${error.name}: ${error.message}`,
          error.statusCode ?? null,
        );
    },
  };
}
