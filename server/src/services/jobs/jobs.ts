import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database } from '../../db/database';
import { createPool } from '../../db/database';
import { withSchemaLock } from '../../db/schema-lock';
import { isDependencyUnavailable } from '../../db/unavailable';
import { type MailMessage, type MailTransport, withSafeHeaders } from '../../integrations/mail/message';
import { logFailedSend } from './mail-failures';
import { deleteExpiredRows } from './maintenance';

export const MAIL_QUEUE = 'mail';
export const MAINTENANCE_QUEUE = 'maintenance';
export const MAIL_RETRY_LIMIT = 8;

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
 * to one of them. While the database is away the workers' polls fail and pg-boss keeps retrying:
 * one log line when that starts and one when a connection succeeds again.
 */
/** What a closed queue answers: no rows, or a count of nothing for pg-boss's counting commands. */
export function emptyAnswer(text: string): { rows: unknown[] } {
  return /SELECT\s+COUNT\(\*\)(\s+as\s+count)?\s+FROM/i.test(text) ? { rows: [{ count: '0' }] } : { rows: [] };
}

export async function startJobs(options: {
  connectionString: string;
  db: Database;
  transport: MailTransport;
  log: FastifyBaseLogger;
  pollingIntervalSeconds: number;
  retryDelaySeconds: number;
}): Promise<Jobs> {
  const { log } = options;
  let paused = false;
  const onError = (err: unknown) => {
    if (!isDependencyUnavailable(err)) return log.error({ err }, 'job queue error');
    if (paused) return;
    paused = true;
    log.warn({ err }, 'job queue paused: database unreachable');
  };
  // pg-boss on a pool of ours, so its connections have the same error handling as the app's.
  const pool = createPool(options.connectionString, { max: 2, applicationName: 'pgboss', onError });
  pool.on('connect', () => {
    if (!paused) return;
    paused = false;
    log.info('job queue resumed: database reachable again');
  });
  // Like pg-boss's own connection, answer nothing once closed: its timers, and a job's completion
  // arriving after stop, may still run. Its commands that end in a count read rows[0].count.
  let closed = false;
  const boss = new PgBoss({
    db: { executeSql: async (text, values) => (closed ? emptyAnswer(text) : pool.query(text, values)) },
  });
  boss.on('error', onError);

  // Installing pg-boss's schema and creating queues from several instances at once deadlocks.
  await withSchemaLock(options.db, async () => {
    await boss.start();
    await boss.createQueue(MAIL_QUEUE, {
      name: MAIL_QUEUE,
      retryLimit: MAIL_RETRY_LIMIT,
      retryDelay: options.retryDelaySeconds,
      retryBackoff: true,
    });
    await boss.createQueue(MAINTENANCE_QUEUE, { name: MAINTENANCE_QUEUE, policy: 'singleton' });
    await boss.schedule(MAINTENANCE_QUEUE, '17 * * * *');
  });

  await boss.work<MailMessage>(
    MAIL_QUEUE,
    { pollingIntervalSeconds: options.pollingIntervalSeconds, includeMetadata: true },
    async ([job]) => {
      if (!job) return;
      try {
        // Again at sending: messages queued before the rule existed are sent safely too.
        await options.transport.send(withSafeHeaders(job.data));
      } catch (error) {
        logFailedSend(log, options.transport.name, job, error);
        throw error;
      }
      log.info(
        { transport: options.transport.name, subject: job.data.subject, attempt: job.retryCount + 1 },
        'mail sent',
      );
    },
  );
  await boss.work(MAINTENANCE_QUEUE, async () => {
    const deleted = await deleteExpiredRows(options.db);
    log.info({ deleted }, 'maintenance: expired rows deleted');
  });

  return {
    mail: {
      async enqueue(message) {
        await boss.send(MAIL_QUEUE, withSafeHeaders(message));
      },
    },
    async stop() {
      try {
        await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
      } finally {
        closed = true;
        await pool.end();
      }
    },
  };
}
