// npm test: unit and integration tests, then the browser tests against the real built server.
// Prints one line per project and ends with one line "tests: N passed, N failed" (and skipped, if
// any). A file that crashed (its set-up failed, it did not load) or ran no test counts as a failure,
// and so does a run that left no report: the line never reads "0 failed" when something broke.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { summarize } from './test-summary.mjs';

const root = path.resolve(import.meta.dirname, '..');
const browser = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(browser)) {
  console.error(
    `npm test needs a browser at ${browser}: install it with "apt-get install -y chromium" (or set CHROMIUM_PATH).`,
  );
  process.exit(1);
}

const resultsDir = path.join(root, 'test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

const runs = [
  { name: 'unit-integration', projects: ['unit', 'integration'] },
  { name: 'e2e', projects: ['e2e'] },
];
const reports = [];
for (const run of runs) {
  const report = path.join(resultsDir, `${run.name}.json`);
  const args = [
    'vitest',
    'run',
    ...run.projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ];
  const { status } = spawnSync('npx', args, { cwd: root, stdio: 'inherit' });
  reports.push({
    projects: run.projects,
    exitCode: status,
    report: existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')) : null,
  });
}

const { lines, totals, ok } = summarize(reports, root);
for (const line of lines) console.log(line);
const skipped = totals.skipped > 0 ? `, ${totals.skipped} skipped` : '';
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(ok ? 0 : 1);
