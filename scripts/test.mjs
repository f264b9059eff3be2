// npm test: the unit and integration tests, then the browser tests against the real built server.
// Prints one line per project and ends with one line "tests: N passed, N failed" (and skipped, if
// any). A file that crashed (its set-up failed, it did not load) or ran no test counts as a failure,
// and so does a run that left no report: the line never reads "0 failed" when something broke.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
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

/** The command line of one run: its projects, the default reporter and a JSON report. */
function vitestArgs(run, report) {
  return [
    'vitest',
    'run',
    ...[...run.projects, ...(run.alsoRun ?? [])].flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ];
}

const reportOf = (run) => path.join(resultsDir, `${run.name}.json`);
const resultOf = (run, status) => ({
  projects: run.projects,
  exitCode: status,
  report: existsSync(reportOf(run)) ? JSON.parse(readFileSync(reportOf(run), 'utf8')) : null,
});

// Both browser projects serve one build of the client and the compiled server, made once here.
mkdirSync(TEST_BUILD_PARENT, { recursive: true });
const buildDir = mkdtempSync(path.join(TEST_BUILD_PARENT, 'ctf-test-build-'));
const env = { ...process.env, E2E_BUILD_DIR: buildDir };

// TEST_PARALLEL=1 runs the unit and integration tests beside the build and the browser tests: a
// browser test spends about a third of its time waiting (for a page, a timer, the server), which
// the other run uses (23 instead of 27 minutes on the two-core machine). Their output is kept and
// printed when the browser tests are done. Not the default: under the doubled load, tests that wait
// for a background worker's next poll (faults/database.test.ts) have timed out.
const [unitIntegration, ...browserRuns] = runs;
const sequential = process.env.TEST_PARALLEL !== '1';
const outputFile = path.join(resultsDir, `${unitIntegration.name}.log`);
const startUnitIntegration = () => {
  const output = openSync(outputFile, 'w');
  const child = spawn('npx', vitestArgs(unitIntegration, reportOf(unitIntegration)), {
    cwd: root,
    stdio: ['ignore', output, output],
    env,
  });
  return new Promise((resolve) => child.on('close', (status) => resolve(status ?? 1)));
};
const printUnitIntegration = () => process.stdout.write(readFileSync(outputFile, 'utf8'));

let unitIntegrationStatus = sequential ? null : startUnitIntegration();
if (sequential) {
  unitIntegrationStatus = await startUnitIntegration();
  printUnitIntegration();
}

let buildFailed = false;
try {
  await buildInto(path.join(buildDir, 'client'), path.join(buildDir, 'server'));
} catch (error) {
  console.error(error);
  buildFailed = true;
}

const browserResults = [];
for (const run of browserRuns) {
  const { status } = buildFailed
    ? { status: 1 }
    : spawnSync('npx', vitestArgs(run, reportOf(run)), { cwd: root, stdio: 'inherit', env });
  browserResults.push(resultOf(run, status));
}
if (!sequential) {
  const status = await unitIntegrationStatus;
  printUnitIntegration();
  unitIntegrationStatus = status;
}
const reports = [resultOf(unitIntegration, unitIntegrationStatus), ...browserResults];

rmSync(buildDir, { recursive: true, force: true });

const { lines, totals, ok } = summarize(reports, root);
for (const line of lines) console.log(line);
const skipped = totals.skipped > 0 ? `, ${totals.skipped} skipped` : '';
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(ok ? 0 : 1);
