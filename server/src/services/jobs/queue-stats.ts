import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { MAIL_QUEUE } from './queues';

export interface QueueStats {
  queue: string;
  /** Jobs waiting, waiting for a retry, or being worked on. */
  depth: number;
  /** Age of the oldest of them in seconds; null when the queue is empty. */
  oldestAgeSeconds: number | null;
}

/** Depth and oldest job per pg-boss queue (pg-boss's job states are ordered: created, retry, active, …). */
export async function queueStats(db: Database): Promise<QueueStats[]> {
  const { rows } = await sql<{ queue: string; depth: number; oldest_age: number | null }>`
    SELECT name AS queue, count(*)::int AS depth,
           extract(epoch FROM now() - min(created_on))::float8 AS oldest_age
    FROM pgboss.job
    WHERE state < 'completed'
    GROUP BY name`.execute(db);
  return rows.map((row) => ({
    queue: row.queue,
    depth: row.depth,
    oldestAgeSeconds: row.oldest_age === null ? null : Math.floor(row.oldest_age),
  }));
}

/** The mail queue for the admin dashboard: how many messages wait and how long the oldest has. */
export async function mailQueueStats(db: Database) {
  const mail = (await queueStats(db)).find((queue) => queue.queue === MAIL_QUEUE);
  return { depth: mail?.depth ?? 0, oldest_age_seconds: mail?.oldestAgeSeconds ?? null };
}
