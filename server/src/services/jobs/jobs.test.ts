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

  it('answers every other command with no rows, so no job is taken from it', () => {
    expect(emptyAnswer('SELECT id, name, data FROM pgboss.job WHERE state = $1')).toEqual({ rows: [] });
  });
});
