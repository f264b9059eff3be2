import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import type { MailMessage, MailTransport } from './message';

/** Development: "sending" stores the message for /dev/mailbox and logs its links. */
export function createDevMailboxTransport(db: Database, log: FastifyBaseLogger): MailTransport {
  return {
    name: 'dev-mailbox',
    async send(message: MailMessage) {
      await db.insertInto('dev_mailbox').values(message).execute();
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      log.info({ to: message.to, subject: message.subject, links }, 'mail stored in the dev mailbox (/dev/mailbox)');
    },
  };
}
