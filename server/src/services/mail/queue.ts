import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { MailMessage, MailTransport } from '../../integrations/mail/message';

export const MAIL_QUEUE = 'mail';

export interface MailQueue {
  /** Durable: the message is in PostgreSQL when this resolves, and is sent with retries. */
  enqueue(message: MailMessage): Promise<void>;
  stop(): Promise<void>;
}

/** pg-boss on our own database: an outage of the mail provider delays mail but loses none. */
export async function startMailQueue(options: {
  connectionString: string;
  transport: MailTransport;
  log: FastifyBaseLogger;
  pollingIntervalSeconds: number;
  retryDelaySeconds: number;
}): Promise<MailQueue> {
  const boss = new PgBoss({ connectionString: options.connectionString, max: 2 });
  boss.on('error', (err) => options.log.error({ err }, 'job queue error'));
  await boss.start();
  await boss.createQueue(MAIL_QUEUE, {
    name: MAIL_QUEUE,
    retryLimit: 8,
    retryDelay: options.retryDelaySeconds,
    retryBackoff: true,
  });
  await boss.work<MailMessage>(MAIL_QUEUE, { pollingIntervalSeconds: options.pollingIntervalSeconds }, async (jobs) => {
    for (const job of jobs) {
      await options.transport.send(job.data);
      options.log.info({ transport: options.transport.name, subject: job.data.subject }, 'mail sent');
    }
  });
  return {
    async enqueue(message) {
      await boss.send(MAIL_QUEUE, message);
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
