import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database } from '../../db/database';
import { createPool, outageLog } from '../../db/database';
import { withSchemaLock } from '../../db/schema-lock';
import { isDependencyUnavailable } from '../../db/unavailable';
import { type MailTransport, withSafeHeaders } from '../../integrations/mail/message';
import { logFailedSend } from './mail-failures';
import {
  CERTIFICATES_QUEUE,
  CERTIFICATES_RETRY_LIMIT,
  CTFD_SYNC_QUEUE,
  CTFD_SYNC_RETRY_LIMIT,
  FINALS_REMINDER_QUEUE,
  FUNNEL_COUNTS_QUEUE,
  LIST_ANCHORS_QUEUE,
  MAIL_BATCH,
  MAIL_QUEUE,
  MAIL_RETRY_LIMIT,
  MAINTENANCE_QUEUE,
  PLAYGROUND_QUEUE,
  MENTOR_DIGEST_QUEUE,
  type MailQueue,
  type QueuedMail,
} from './queues';
import { type CtfdSyncJob, runCtfdSync } from '../ctfd/sync';
import { deleteExpiredRows } from './maintenance';
import { sendFinalsReminders } from '../competitions/finals/reminders';
import { offerFreedSeatsEverywhere } from '../programme/stage-gate';
import { sendMentorDigests } from '../mentors/digest';
import { prepareListAnchors } from '../lists/prepare-anchors';
import { FUNNEL_GAP_PER_COUNT, refreshFunnelIfDue } from '../stats/funnel-refresh';
import { type CertificateJob, runCertificateIssue } from '../certificates/issue';
import { readPlayground } from '../playground/refresh';
import type { AppConfig } from '../../env';

// Until every service names queues.ts for it.
export type { MailQueue } from './queues';

export interface Jobs {
  mail: MailQueue;
  stop(): Promise<void>;
}

/** What a closed queue answers: no rows, or a count of nothing for pg-boss's counting commands. */
export function emptyAnswer(text: string): { rows: unknown[] } {
  return /SELECT\s+COUNT\(\*\)(\s+as\s+count)?\s+FROM/i.test(text) ? { rows: [{ count: '0' }] } : { rows: [] };
}

/**
 * pg-boss 10 completes or fails a worker's jobs without awaiting the command (`work` in its
 * manager.js): should the database be unreachable at that moment, the command's rejection has no
 * handler and Node ends the process. Those commands (`completeJobs`, and `failJobs` behind every
 * failure) are recognised by their SQL.
 */
export function isJobOutcomeCommand(text: string): boolean {
  return /\bSET\s+completed_on\s*=\s*now\(\)/i.test(text) || /\bWITH\s+deleted_jobs\s+AS\s*\(/i.test(text);
}

/**
 * pg-boss's `executeSql` over our pool: nothing once the queue is closed, and a job outcome that the
 * database cannot take is reported (`onError`) instead of rejecting. The job then stays active until
 * it expires and is tried again: a message may be sent twice, but the server stays up.
 */
export function queueSql(
  query: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>,
  isClosed: () => boolean,
  onError: (error: unknown) => void,
) {
  return async (text: string, values?: unknown[]) => {
    if (isClosed()) return emptyAnswer(text);
    try {
      return await query(text, values);
    } catch (error) {
      if (!isJobOutcomeCommand(text)) throw error;
      onError(error);
      return emptyAnswer(text);
    }
  };
}

/**
 * Background work on pg-boss, in our own database: mail (an outage of the mail provider delays
 * mail but loses none), CTFd pushes and the scheduled jobs. Every instance works the queues; pg-boss
 * hands each job to one of them. While the database is away the workers' polls fail and pg-boss
 * keeps retrying: one log line when that starts and one when a connection succeeds again.
 */
export async function startJobs(options: {
  connectionString: string;
  db: Database;
  transport: MailTransport;
  log: FastifyBaseLogger;
  pollingIntervalSeconds: number;
  retryDelaySeconds: number;
  /** For the links in the mails the scheduled jobs send. */
  publicUrl: string;
  /** Opens stored CTFd API tokens for the CTFd push jobs (CTFD_TOKEN_KEY). */
  ctfdTokenKey?: Buffer | null;
  /** The playground CTFd to read solves from (CTF_PLAYGROUND_API_*); null: nothing is read. */
  playgroundApi?: AppConfig['playgroundApi'];
}): Promise<Jobs> {
  const { log } = options;
  const outage = outageLog({
    lost: (err) => log.warn({ err }, 'job queue paused: database unreachable'),
    back: () => log.info('job queue resumed: database reachable again'),
  });
  const onError = (err: unknown) => {
    if (!isDependencyUnavailable(err)) return log.error({ err }, 'job queue error');
    outage.failed(err);
  };
  // pg-boss on a pool of ours, so its connections have the same error handling as the app's.
  const pool = createPool(options.connectionString, { max: 2, applicationName: 'pgboss', ...outage.events });
  // Like pg-boss's own connection, answer nothing once closed: its timers, and a job's completion
  // arriving after stop, may still run. Its commands that end in a count read rows[0].count.
  let closed = false;
  const boss = new PgBoss({
    db: {
      executeSql: queueSql(
        (text, values) => pool.query(text, values),
        () => closed,
        onError,
      ),
    },
  });
  boss.on('error', onError);

  // A failed mail, push or certificate run is tried again later, each time after a longer wait.
  const retried = (retryLimit: number) => ({ retryLimit, retryDelay: options.retryDelaySeconds, retryBackoff: true });
  const singleton = { policy: 'singleton' } as const;
  // One waiting and one running at most: instances starting together queue it once.
  const stately = { policy: 'stately', retryLimit: 0 } as const;
  // cron null: a schedule an earlier configuration made is removed.
  const queues: { name: string; settings: Omit<PgBoss.Queue, 'name'>; cron?: string | null }[] = [
    { name: MAIL_QUEUE, settings: retried(MAIL_RETRY_LIMIT) },
    { name: CTFD_SYNC_QUEUE, settings: retried(CTFD_SYNC_RETRY_LIMIT) },
    { name: MAINTENANCE_QUEUE, settings: singleton, cron: '17 * * * *' },
    { name: FINALS_REMINDER_QUEUE, settings: singleton, cron: '*/10 * * * *' },
    { name: LIST_ANCHORS_QUEUE, settings: stately, cron: '47 * * * *' },
    { name: FUNNEL_COUNTS_QUEUE, settings: stately, cron: '* * * * *' },
    { name: CERTIFICATES_QUEUE, settings: retried(CERTIFICATES_RETRY_LIMIT) },
    { name: PLAYGROUND_QUEUE, settings: stately, cron: options.playgroundApi ? '23 * * * *' : null },
    { name: MENTOR_DIGEST_QUEUE, settings: singleton, cron: '*/10 * * * *' },
  ];
  // Installing pg-boss's schema and creating queues from several instances at once deadlocks.
  await withSchemaLock(options.db, async () => {
    await boss.start();
    for (const { name, settings, cron } of queues) {
      await boss.createQueue(name, { name, ...settings });
      if (cron) await boss.schedule(name, cron);
      else if (cron === null) await boss.unschedule(name);
    }
  });

  // Up to MAIL_BATCH messages per poll, sent side by side, and the next poll at once after a full
  // batch: a registration burst drains in seconds rather than one message per polling interval. A
  // failed message is failed on its own (retried later); pg-boss then completes the batch's others,
  // which are still active.
  let mailWorker = '';
  mailWorker = await boss.work<QueuedMail>(
    MAIL_QUEUE,
    { pollingIntervalSeconds: options.pollingIntervalSeconds, includeMetadata: true, batchSize: MAIL_BATCH },
    async (jobs) => {
      const sendOne = async (job: (typeof jobs)[number]) => {
        try {
          // Again at sending: messages queued before the rule existed are sent safely too.
          const { to, subject, text, html } = job.data;
          await options.transport.send(withSafeHeaders({ to, subject, text, html }));
        } catch (error) {
          logFailedSend(log, options.transport.name, job, error);
          await boss.fail(MAIL_QUEUE, job.id, { message: error instanceof Error ? error.message : String(error) });
          return;
        }
        log.info(
          { transport: options.transport.name, subject: job.data.subject, attempt: job.retryCount + 1 },
          'mail sent',
        );
      };
      // Different recipients side by side; one recipient's messages one after another, in the order
      // they were queued, so a newer link is never sent before an older one to the same address.
      const byRecipient = new Map<string, typeof jobs>();
      // pg-boss picks the oldest jobs but hands them over in no particular order (UPDATE … RETURNING).
      const oldestFirst = [...jobs].sort((a, b) => a.createdOn.getTime() - b.createdOn.getTime());
      for (const job of oldestFirst) {
        const to = String(job.data.to);
        byRecipient.set(to, [...(byRecipient.get(to) ?? []), job]);
      }
      await Promise.all(
        [...byRecipient.values()].map(async (group) => {
          for (const job of group) await sendOne(job);
        }),
      );
      // A full batch means more are waiting: fetch again at once instead of after the polling interval.
      if (jobs.length === MAIL_BATCH) boss.notifyWorker(mailWorker);
    },
  );
  await boss.work<CtfdSyncJob>(
    CTFD_SYNC_QUEUE,
    { pollingIntervalSeconds: options.pollingIntervalSeconds, includeMetadata: true },
    async ([job]) => {
      if (!job) return;
      try {
        const outcome = await runCtfdSync(options.db, options.ctfdTokenKey ?? null, job.data);
        log.info({ ...job.data, outcome, attempt: job.retryCount + 1 }, 'ctfd sync done');
      } catch (error) {
        log.warn({ ...job.data, err: error, attempt: job.retryCount + 1 }, 'ctfd sync failed, will retry');
        throw error;
      }
    },
  );
  // One run at a time; a run issues each person in turn and writes its progress as it goes.
  await boss.work<CertificateJob>(
    CERTIFICATES_QUEUE,
    { pollingIntervalSeconds: options.pollingIntervalSeconds, includeMetadata: true },
    async ([job]) => {
      if (!job) return;
      const outcome = await runCertificateIssue(options.db, job.data.runId);
      log.info({ ...job.data, ...outcome, attempt: job.retryCount + 1 }, 'certificates issued');
    },
  );
  await boss.work(LIST_ANCHORS_QUEUE, async () => {
    const viewed = await prepareListAnchors(options.db);
    if (viewed > 0) log.info({ viewed }, 'list anchors prepared');
  });
  await boss.send(LIST_ANCHORS_QUEUE, {});
  // How long this process's last count took: a change's request waits FUNNEL_GAP_PER_COUNT times that.
  let lastCountMs = 0;
  await boss.work<{ force?: boolean }>(FUNNEL_COUNTS_QUEUE, async ([job]) => {
    const started = performance.now();
    const countedAt = await refreshFunnelIfDue(options.db, {
      force: job?.data?.force === true,
      minGapMs: lastCountMs * FUNNEL_GAP_PER_COUNT,
    });
    if (!countedAt) return;
    lastCountMs = performance.now() - started;
    log.info({ countedAt, ms: Math.round(lastCountMs) }, 'funnel counts refreshed');
  });
  await boss.send(FUNNEL_COUNTS_QUEUE, { force: true });
  const { playgroundApi } = options;
  if (playgroundApi) {
    await boss.work(PLAYGROUND_QUEUE, async () => void (await readPlayground(options.db, playgroundApi, log)));
    await boss.send(PLAYGROUND_QUEUE, {});
  }
  await boss.work(MAINTENANCE_QUEUE, async () => {
    const deleted = await deleteExpiredRows(options.db);
    log.info({ deleted }, 'maintenance: expired rows deleted');
  });

  const mail: MailQueue = {
    async enqueue(message, userId) {
      const data: QueuedMail = { ...withSafeHeaders(message), userId };
      return boss.send(MAIL_QUEUE, data);
    },
  };
  await boss.work(FINALS_REMINDER_QUEUE, async () => {
    const reminded = await sendFinalsReminders(options.db, mail, options.publicUrl);
    if (reminded > 0) log.info({ reminded }, 'finals reminders queued');
    const offered = await offerFreedSeatsEverywhere(options.db, { mail, publicUrl: options.publicUrl });
    if (offered > 0) log.info({ offered }, 'freed finals seats offered from the waitlists');
  });
  await boss.work(MENTOR_DIGEST_QUEUE, async () => {
    const queued = await sendMentorDigests(options.db, { mail, publicUrl: options.publicUrl });
    if (queued > 0) log.info({ queued }, 'mentor digests queued');
  });

  return {
    mail,
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
