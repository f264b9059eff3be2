import { describe, expect, it } from 'vitest';
import { summarize } from './test-summary.mjs';

const root = '/repo';
const passing = (name: string, n = 1) => ({
  name: `${root}/${name}`,
  status: 'passed',
  message: '',
  assertionResults: Array.from({ length: n }, () => ({ status: 'passed' })),
});

describe('the npm test summary line', () => {
  it('counts the production browser tests under their own project, beside the other browser tests', () => {
    const { lines, ok } = summarize(
      [
        { projects: ['e2e'], exitCode: 0, report: { testResults: [passing('e2e/auth.test.ts', 4)] } },
        {
          projects: ['e2e-production'],
          exitCode: 0,
          report: { testResults: [passing('e2e/production/player-journey.test.ts', 2)] },
        },
      ],
      root,
    );
    expect(lines).toEqual(['e2e: 4 passed, 0 failed', 'e2e-production: 2 passed, 0 failed']);
    expect(ok).toBe(true);
  });

  it('adds up passed and failed tests per project', () => {
    const { lines, totals, ok } = summarize(
      [
        {
          projects: ['unit', 'integration'],
          exitCode: 1,
          report: {
            testResults: [
              passing('shared/src/a.test.ts', 3),
              {
                ...passing('server/test/b.test.ts', 2),
                status: 'failed',
                assertionResults: [{ status: 'passed' }, { status: 'failed' }, { status: 'skipped' }],
              },
            ],
          },
        },
      ],
      root,
    );
    expect(lines).toEqual(['unit: 3 passed, 0 failed', 'integration: 1 passed, 1 failed, 1 skipped']);
    expect(totals).toEqual({ passed: 4, failed: 1, skipped: 1 });
    expect(ok).toBe(false);
  });

  it('counts a file whose set-up crashed, and one that ran no test, as failures', () => {
    const { lines, totals, ok } = summarize(
      [
        {
          projects: ['e2e'],
          exitCode: 1,
          report: {
            testResults: [
              {
                name: `${root}/e2e/auth.test.ts`,
                status: 'failed',
                message: 'browserType.launch: Target page, context or browser has been closed\nBrowser logs:',
                assertionResults: [],
              },
              { name: `${root}/e2e/empty.test.ts`, status: 'passed', message: '', assertionResults: [] },
            ],
          },
        },
      ],
      root,
    );
    expect(totals.failed).toBe(2);
    expect(ok).toBe(false);
    expect(lines).toEqual([
      'e2e: 0 passed, 2 failed',
      '  e2e: e2e/auth.test.ts crashed: browserType.launch: Target page, context or browser has been closed',
      '  e2e: e2e/empty.test.ts ran no test',
    ]);
  });

  it('counts a run that left no report, or failed with no failing test, as a failure', () => {
    const { lines, ok } = summarize(
      [
        { projects: ['unit', 'integration'], exitCode: 1, report: { testResults: [passing('shared/src/a.test.ts')] } },
        { projects: ['e2e'], exitCode: 1, report: null },
      ],
      root,
    );
    expect(ok).toBe(false);
    expect(lines).toContain('  unit+integration: the run exited with code 1 though no test failed');
    expect(lines).toContain('  e2e: no report (exit code 1)');
  });

  it('passes only when every project ran tests and none failed', () => {
    const green = summarize(
      [{ projects: ['unit'], exitCode: 0, report: { testResults: [passing('shared/src/a.test.ts')] } }],
      root,
    );
    expect(green.ok).toBe(true);
    const nothing = summarize([{ projects: ['integration'], exitCode: 0, report: { testResults: [] } }], root);
    expect(nothing.ok).toBe(false);
    expect(nothing.lines).toEqual(['integration: 0 passed, 1 failed', '  integration: no test ran']);
  });
});
