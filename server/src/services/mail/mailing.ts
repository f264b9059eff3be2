import { DEFAULT_LANGUAGE, type Language, isLanguage } from '@ctf/shared/i18n/languages';
import type { MailQueue } from '../jobs/queues';

/** What a service needs to send mail that links back to the platform. */
export interface Mailing {
  mail: MailQueue;
  publicUrl: string;
}

/** The language a user's mail is written in: their stored choice, else the default. */
export const mailLanguage = (language: string): Language => (isLanguage(language) ? language : DEFAULT_LANGUAGE);

/** The mailing of a request's context. */
export const mailingOf = (ctx: { mail: MailQueue; config: { publicUrl: string } }): Mailing => ({
  mail: ctx.mail,
  publicUrl: ctx.config.publicUrl,
});
