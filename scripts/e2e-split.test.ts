import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BROWSER_RUN_REPORT,
  UNKNOWN_FILE_SECONDS,
  browserRunName,
  browserTestFiles,
  recordedDurations,
  splitFiles,
} from './e2e-split.mjs';

const root = path.resolve(import.meta.dirname, '..');

describe('how npm test splits the browser tests between its runs', () => {
  it('puts every browser test file in exactly one run, and none of the production ones', () => {
    const files = browserTestFiles(root);
    expect(files).toContain('e2e/admin.test.ts');
    expect(files.some((file) => file.startsWith('e2e/production/') || file.startsWith('e2e/support/'))).toBe(false);
    const groups = splitFiles(files, recordedDurations(root), 2);
    expect(groups).toHaveLength(2);
    expect(groups.flatMap((group) => group.files).sort((a, b) => a.localeCompare(b))).toEqual(files);
  });

  it('has a recorded time for every browser test file', () => {
    const durations = recordedDurations(root);
    expect(browserTestFiles(root).filter((file) => !(file in durations))).toEqual([]);
  });

  it('gives each file to the run with the least time so far, the longest first', () => {
    const groups = splitFiles(['a', 'b', 'c', 'd', 'e'], { a: 100, b: 60, c: 50, d: 40, e: 10 }, 2);
    expect(groups).toEqual([
      { files: ['a', 'd'], seconds: 140 },
      { files: ['b', 'c', 'e'], seconds: 120 },
    ]);
  });

  it(`counts a file with no recorded time as ${UNKNOWN_FILE_SECONDS} s, and makes no empty run`, () => {
    expect(splitFiles(['new', 'old'], { old: 5 }, 2)).toEqual([
      { files: ['new'], seconds: UNKNOWN_FILE_SECONDS },
      { files: ['old'], seconds: 5 },
    ]);
    expect(splitFiles(['only'], {}, 2)).toEqual([{ files: ['only'], seconds: UNKNOWN_FILE_SECONDS }]);
  });

  it('names each run so that npm run test:durations finds its report, and nothing else', () => {
    expect([0, 1].map((index) => BROWSER_RUN_REPORT.test(`${browserRunName(index)}.json`))).toEqual([true, true]);
    for (const other of ['e2e-production.json', 'unit-integration.json', 'e2e-1.log'])
      expect(BROWSER_RUN_REPORT.test(other), other).toBe(false);
  });
});
