// The mail worker (services/jobs/jobs.ts) on its own, with a transport that records what it is handed:
// a full batch is followed by the next one at once, not after the polling interval, and one
// recipient's messages leave in the order they were queued; and the mail queue's figures for admins.
import PgBoss from 'pg-boss';
import pino from 'pino';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../src/db/database';
import type { MailMessage, MailTransport } from '../../src/integrations/mail/message';
import { startJobs } from '../../src/services/jobs/jobs';
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
  MENTOR_DIGEST_QUEUE,
  PLAYGROUND_QUEUE,
} from '../../src/services/jobs/queues';
import { mailQueueStats } from '../../src/services/jobs/queue-stats';
import { createTestDatabase } from '../support/app';

const database = await createTestDatabase();
const db = createDatabase(database.url, 2);
afterAll(() => db.destroy());
const fresh = await createTestDatabase();
const freshDb = createDatabase(fresh.url, 2);
afterAll(() => freshDb.destroy());

/** Polls an hour apart: whatever is sent after the first poll was fetched without waiting for another. */
const POLL_SECONDS = 3_600;

function jobsSending(transport: MailTransport) {
  return startJobs({
    connectionString: database.url,
    db,
    transport,
    log: pino({ level: 'silent' }),
    pollingIntervalSeconds: POLL_SECONDS,
    retryDelaySeconds: 1,
    publicUrl: 'http://localhost:3000',
  });
}

// The queues exist (a first start creates them); messages are then queued with no worker running.
await (await jobsSending({ name: 'unused', send: () => Promise.reject(new Error('no message yet')) })).stop();
const boss = new PgBoss({ connectionString: database.url, supervise: false, schedule: false });
await boss.start();
afterAll(() => boss.stop({ graceful: false }));

const message = (to: string, subject: string): MailMessage => ({
  to,
  subject,
  text: subject,
  html: `<p>${subject}</p>`,
});

/** Starts a worker whose transport records each message, and resolves once `count` have been handed over. */
async function deliver(count: number) {
  const sent: MailMessage[] = [];
  let done: () => void = () => {};
  const all = new Promise<void>((resolve) => (done = resolve));
  const jobs = await jobsSending({
    name: 'recorder',
    async send(mail) {
      sent.push(mail);
      if (sent.length === count) done();
    },
  });
  // Not a speed limit: without the next fetch at once, the rest would wait an hour for the next poll.
  const timeout = new Promise<'timed out'>((resolve) => setTimeout(() => resolve('timed out'), 20_000).unref());
  const outcome = await Promise.race([all.then(() => 'delivered' as const), timeout]);
  // Handed over is not yet done: pg-boss marks the batch completed once the handler returns.
  const waiting = async () =>
    (
      await sql<{ n: number }>`select count(*)::int as n from pgboss.job
        where name = ${MAIL_QUEUE} and state < 'completed'`.execute(db)
    ).rows[0]!.n;
  while (outcome === 'delivered' && (await waiting()) > 0) await new Promise((resolve) => setTimeout(resolve, 20));
  await jobs.stop();
  return { outcome, sent };
}

describe('the mail worker', () => {
  it('fetches the next batch at once after a full one, so a burst is sent without waiting for a poll', async () => {
    const count = 2 * MAIL_BATCH + 5;
    for (let n = 0; n < count; n += 1) await boss.send(MAIL_QUEUE, message(`burst-${n}@example.org`, `burst ${n}`));
    const { outcome, sent } = await deliver(count);
    expect(outcome).toBe('delivered');
    expect(new Set(sent.map((m) => m.to)).size).toBe(count);
  });

  it("sends one recipient's messages oldest first, whatever order the queue hands them over in", async () => {
    for (const n of [1, 2, 3, 4, 5]) await boss.send(MAIL_QUEUE, message('one@example.org', `message ${n}`));
    // Queued in the opposite order of their numbers: message 5 is the oldest.
    for (const n of [1, 2, 3, 4, 5])
      await sql`update pgboss.job set created_on = now() - make_interval(mins => ${n})
        where name = ${MAIL_QUEUE} and data->>'subject' = ${`message ${n}`}`.execute(db);
    const { outcome, sent } = await deliver(5);
    expect(outcome).toBe('delivered');
    expect(sent.map((m) => m.subject)).toEqual(['message 5', 'message 4', 'message 3', 'message 2', 'message 1']);
  });

  it("shows admins only the mail queue's waiting messages, not another queue's jobs", async () => {
    await sql`delete from pgboss.job where name in (${MAIL_QUEUE}, ${CTFD_SYNC_QUEUE})`.execute(db);
    await boss.send(CTFD_SYNC_QUEUE, { competitionId: 1 });
    expect(await mailQueueStats(db)).toEqual({ depth: 0, oldest_age_seconds: null });
    await boss.send(MAIL_QUEUE, message('waiting@example.org', 'waiting'));
    await sql`update pgboss.job set created_on = now() - interval '1 hour' where name = ${MAIL_QUEUE}`.execute(db);
    const stats = await mailQueueStats(db);
    expect(stats.depth).toBe(1);
    expect(stats.oldest_age_seconds).toBeGreaterThanOrEqual(3_600);
    expect(stats.oldest_age_seconds).toBeLessThan(3_660);
    // Nothing left for the other tests' workers.
    await sql`delete from pgboss.job where name in (${MAIL_QUEUE}, ${CTFD_SYNC_QUEUE})`.execute(db);
  });

  it('creates its queues with their retries, and the hourly clean-up, the finals reminders, the list anchors, the funnel counts and the mentor digests on their schedules (the playground only when configured)', async () => {
    // On a database of its own that has no queue yet: made here, by this start.
    const jobs = await startJobs({
      connectionString: fresh.url,
      db: freshDb,
      transport: { name: 'unused', send: () => Promise.reject(new Error('no message here')) },
      log: pino({ level: 'silent' }),
      pollingIntervalSeconds: POLL_SECONDS,
      retryDelaySeconds: 7,
      publicUrl: 'http://localhost:3000',
    });
    await jobs.stop();
    const queues = await sql<{
      name: string;
      policy: string;
      retry_limit: number;
      retry_delay: number;
      retry_backoff: boolean;
    }>`
      select name, policy, retry_limit, retry_delay, retry_backoff from pgboss.queue order by name`.execute(freshDb);
    expect(queues.rows).toEqual(
      expect.arrayContaining([
        { name: MAIL_QUEUE, policy: 'standard', retry_limit: MAIL_RETRY_LIMIT, retry_delay: 7, retry_backoff: true },
        {
          name: CTFD_SYNC_QUEUE,
          policy: 'standard',
          retry_limit: CTFD_SYNC_RETRY_LIMIT,
          retry_delay: 7,
          retry_backoff: true,
        },
        expect.objectContaining({ name: MAINTENANCE_QUEUE, policy: 'singleton' }),
        expect.objectContaining({ name: FINALS_REMINDER_QUEUE, policy: 'singleton' }),
        expect.objectContaining({ name: LIST_ANCHORS_QUEUE, policy: 'stately', retry_limit: 0 }),
        expect.objectContaining({ name: FUNNEL_COUNTS_QUEUE, policy: 'stately', retry_limit: 0 }),
        expect.objectContaining({ name: CERTIFICATES_QUEUE, retry_limit: CERTIFICATES_RETRY_LIMIT }),
        expect.objectContaining({ name: PLAYGROUND_QUEUE, policy: 'stately', retry_limit: 0 }),
        expect.objectContaining({ name: MENTOR_DIGEST_QUEUE, policy: 'singleton' }),
      ]),
    );
    const schedules = await sql<{
      name: string;
      cron: string;
    }>`select name, cron from pgboss.schedule order by name`.execute(freshDb);
    expect(schedules.rows).toEqual([
      { name: FINALS_REMINDER_QUEUE, cron: '*/10 * * * *' },
      // Each minute it counts again only when a change asked for it, or the counts are 10 minutes old.
      { name: FUNNEL_COUNTS_QUEUE, cron: '* * * * *' },
      { name: LIST_ANCHORS_QUEUE, cron: '47 * * * *' },
      { name: MAINTENANCE_QUEUE, cron: '17 * * * *' },
      { name: MENTOR_DIGEST_QUEUE, cron: '*/10 * * * *' },
    ]);
  });
});
