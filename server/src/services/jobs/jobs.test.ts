import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { emptyAnswer } from './jobs';

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
