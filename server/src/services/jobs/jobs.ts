import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database } from '../../db/database';
import type { MailMessage, MailTransport } from '../../integrations/mail/message';
import { deleteExpiredRows } from './maintenance';

export const MAIL_QUEUE = 'mail';
export const MAINTENANCE_QUEUE = 'maintenance';

export interface MailQueue {
  /** Durable: the message is in PostgreSQL when this resolves, and is sent with retries. */
  enqueue(message: MailMessage): Promise<void>;
}

export interface Jobs {
  mail: MailQueue;
  stop(): Promise<void>;
}

/**
 * Background work on pg-boss, in our own database: mail (an outage of the mail provider delays
 * mail but loses none) and hourly clean-up. Every instance works the queues; pg-boss hands each job
 * to one of them.
 */
export async function startJobs(options: {
  connectionString: string;
  db: Database;
  transport: MailTransport;
  log: FastifyBaseLogger;
  pollingIntervalSeconds: number;
  retryDelaySeconds: number;
}): Promise<Jobs> {
  const { log } = options;
  const boss = new PgBoss({ connectionString: options.connectionString, max: 2 });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
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
      log.info({ transport: options.transport.name, subject: job.data.subject }, 'mail sent');
    }
  });

  await boss.createQueue(MAINTENANCE_QUEUE, { name: MAINTENANCE_QUEUE, policy: 'singleton' });
  await boss.schedule(MAINTENANCE_QUEUE, '17 * * * *');
  await boss.work(MAINTENANCE_QUEUE, async () => {
    const deleted = await deleteExpiredRows(options.db);
    log.info({ deleted }, 'maintenance: expired rows deleted');
  });

  return {
    mail: {
      async enqueue(message) {
        await boss.send(MAIL_QUEUE, message);
      },
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
