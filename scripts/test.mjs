// npm test: unit and integration tests, then the browser tests against the real built server.
// Ends with one line "tests: N passed, N failed" (and skipped, if any).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

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
const totals = { passed: 0, failed: 0, skipped: 0 };
let failedRun = false;
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
  if (status !== 0) failedRun = true;
  if (existsSync(report)) {
    const result = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += result.numPassedTests;
    totals.failed += result.numFailedTests;
    totals.skipped += result.numPendingTests + result.numTodoTests;
  } else {
    failedRun = true;
  }
}
const skipped = totals.skipped > 0 ? `, ${totals.skipped} skipped` : '';
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(failedRun || totals.failed > 0 || totals.passed === 0 ? 1 : 0);
