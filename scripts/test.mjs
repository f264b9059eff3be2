// npm test: unit and integration tests, then the browser tests against the real built server.
// Prints one line per project and ends with one line "tests: N passed, N failed" (and skipped, if
// any). A file that crashed (its set-up failed, it did not load) or ran no test counts as a failure,
// and so does a run that left no report: the line never reads "0 failed" when something broke.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { TEST_BUILD_PARENT } from './build-server.mjs';
import { buildInto } from './build-test-bundle.mjs';
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
  // integration-isolated is the part of the integration tests that runs with modules of its own
  // (vitest.config.ts); the summary counts it as integration.
  { name: 'unit-integration', projects: ['unit', 'integration'], alsoRun: ['integration-isolated'] },
  { name: 'e2e', projects: ['e2e'] },
  { name: 'e2e-production', projects: ['e2e-production'] },
];

// Both browser projects serve one build of the client and the compiled server, made once here.
mkdirSync(TEST_BUILD_PARENT, { recursive: true });
const buildDir = mkdtempSync(path.join(TEST_BUILD_PARENT, 'ctf-test-build-'));
let buildFailed = false;
try {
  await buildInto(path.join(buildDir, 'client'), path.join(buildDir, 'server'));
} catch (error) {
  console.error(error);
  buildFailed = true;
}

const reports = [];
for (const run of runs) {
  const report = path.join(resultsDir, `${run.name}.json`);
  const args = [
    'vitest',
    'run',
    ...[...run.projects, ...(run.alsoRun ?? [])].flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ];
  const env = { ...process.env, E2E_BUILD_DIR: buildDir };
  const { status } =
    buildFailed && run.name !== 'unit-integration'
      ? { status: 1 }
      : spawnSync('npx', args, { cwd: root, stdio: 'inherit', env });
  reports.push({
    projects: run.projects,
    exitCode: status,
    report: existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')) : null,
  });
}

rmSync(buildDir, { recursive: true, force: true });

const { lines, totals, ok } = summarize(reports, root);
for (const line of lines) console.log(line);
const skipped = totals.skipped > 0 ? `, ${totals.skipped} skipped` : '';
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(ok ? 0 : 1);
