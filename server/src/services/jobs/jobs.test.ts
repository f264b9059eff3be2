import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { emptyAnswer, isJobOutcomeCommand, queueSql } from './jobs';

const plans = createRequire(import.meta.url)('pg-boss/src/plans.js') as Record<string, (schema: string) => string>;

describe('a closed job queue', () => {
  it('answers pg-boss counting commands (a completion arriving after stop) with a count of nothing', () => {
    for (const command of ['completeJobs', 'failJobsById']) {
      expect(emptyAnswer(plans[command]!('pgboss')), command).toEqual({ rows: [{ count: '0' }] });
    }
  });

  it('recognizes a count however its SQL is laid out (pg-boss formats its commands over many lines)', () => {
    for (const text of [
      'SELECT COUNT(*) FROM pgboss.job',
      'select count(*) as count from pgboss.job',
      'SELECT\n    COUNT(*)\n    AS\n    count\n  FROM pgboss.job',
      'WITH done AS (UPDATE pgboss.job SET state = $1 RETURNING 1)  SELECT  COUNT(*)  as  count  FROM done',
    ]) {
      expect(emptyAnswer(text), text).toEqual({ rows: [{ count: '0' }] });
    }
  });

  it('answers every other command with no rows, so no job is taken from it', () => {
    expect(emptyAnswer('SELECT id, name, data FROM pgboss.job WHERE state = $1')).toEqual({ rows: [] });
  });
});

describe("pg-boss's job outcomes while the database is away", () => {
  it('recognizes the commands that complete and fail jobs, and only those', () => {
    for (const command of ['completeJobs', 'failJobsById', 'failJobsByTimeout'])
      expect(isJobOutcomeCommand(plans[command]!('pgboss')), command).toBe(true);
    const fetch = (plans.fetchNextJob as unknown as (schema: string) => (o: object) => string)('pgboss')({});
    for (const text of [fetch, plans.insertJob!('pgboss'), plans.getTime!('pgboss'), 'SELECT 1'])
      expect(isJobOutcomeCommand(text), text.slice(0, 60)).toBe(false);
  });

  it('reports an outcome the database cannot take instead of rejecting, and rejects anything else', async () => {
    const down = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const reported: unknown[] = [];
    const run = queueSql(
      () => Promise.reject(down),
      () => false,
      (error) => reported.push(error),
    );
    await expect(run(plans.completeJobs!('pgboss'), ['mail', ['id'], null])).resolves.toEqual({
      rows: [{ count: '0' }],
    });
    await expect(run(plans.failJobsById!('pgboss'), ['mail', ['id'], null])).resolves.toEqual({
      rows: [{ count: '0' }],
    });
    expect(reported).toEqual([down, down]);
    await expect(run(plans.insertJob!('pgboss'), [])).rejects.toBe(down);
    expect(reported).toHaveLength(2);
  });

  it('passes answers through while open, and asks nothing once closed', async () => {
    const asked: string[] = [];
    let closed = false;
    const run = queueSql(
      async (text) => {
        asked.push(text);
        return { rows: [{ count: '1' }] };
      },
      () => closed,
      () => {},
    );
    expect(await run('SELECT COUNT(*) FROM pgboss.job')).toEqual({ rows: [{ count: '1' }] });
    closed = true;
    expect(await run('SELECT COUNT(*) FROM pgboss.job')).toEqual({ rows: [{ count: '0' }] });
    expect(asked).toEqual(['SELECT COUNT(*) FROM pgboss.job']);
  });
});
