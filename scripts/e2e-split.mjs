// How npm test splits the browser test files between its runs side by side: each run has a server,
// a database and a Chromium of its own, and the files go to the runs by the seconds they took
// (e2e/durations.json), the longest first, each to the run with the least so far.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** The name of the i-th browser run (0-based): its report is test-results/<name>.json. */
export const browserRunName = (index) => `e2e-${index + 1}`;

/** A browser run's report in test-results/ (browserRunName). */
export const BROWSER_RUN_REPORT = /^e2e-\d+\.json$/;

/** What a file missing from durations.json (a new one) is counted as. */
export const UNKNOWN_FILE_SECONDS = 20;

/** The e2e project's files (vitest.config.ts: e2e/**\/*.test.ts but e2e/production), relative, sorted. */
export function browserTestFiles(root) {
  return readdirSync(path.join(root, 'e2e'), { recursive: true })
    .map((file) => `e2e/${String(file).split(path.sep).join('/')}`)
    .filter((file) => file.endsWith('.test.ts') && !file.startsWith('e2e/production/'))
    .sort((a, b) => a.localeCompare(b));
}

/** The seconds each file took in a full run (e2e/durations.json); an empty table when there is none. */
export function recordedDurations(root) {
  try {
    return JSON.parse(readFileSync(path.join(root, 'e2e/durations.json'), 'utf8'));
  } catch {
    return {};
  }
}

/** `files` in `runs` groups of about equal recorded time; every file in exactly one group. */
export function splitFiles(files, durations, runs) {
  const groups = Array.from({ length: runs }, () => ({ files: [], seconds: 0 }));
  const longestFirst = [...files].sort(
    (a, b) => (durations[b] ?? UNKNOWN_FILE_SECONDS) - (durations[a] ?? UNKNOWN_FILE_SECONDS) || a.localeCompare(b),
  );
  for (const file of longestFirst) {
    const least = groups.reduce((best, group) => (group.seconds < best.seconds ? group : best));
    least.files.push(file);
    least.seconds += durations[file] ?? UNKNOWN_FILE_SECONDS;
  }
  return groups.filter((group) => group.files.length > 0);
}
