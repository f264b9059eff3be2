// npm test: the unit and integration tests, then the browser tests against the real built server.
// Prints one line per project and ends with one line "tests: N passed, N failed" (and skipped, if
// any). A file that crashed (its set-up failed, it did not load) or ran no test counts as a failure,
// and so does a run that left no report: the line never reads "0 failed" when something broke.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { TEST_BUILD_PARENT } from './build-server.mjs';
import { buildInto } from './build-test-bundle.mjs';
import { browserRunName, browserTestFiles, recordedDurations, splitFiles } from './e2e-split.mjs';
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

// The browser tests run in E2E_RUNS runs side by side, each with a server, a database and a Chromium
// of its own (a browser test waits for pages and the server for much of its time, which the other
// run uses); the files are split between them by their recorded times (scripts/e2e-split.mjs).
const E2E_RUNS = 2;

const unitIntegration = {
  name: 'unit-integration',
  // integration-isolated is the part of the integration tests that runs with modules of its own
  // (vitest.config.ts); the summary counts it as integration.
  projects: ['unit', 'integration'],
  alsoRun: ['integration-isolated'],
};
const browserGroups = splitFiles(browserTestFiles(root), recordedDurations(root), E2E_RUNS).map((group, index) => ({
  name: browserRunName(index),
  projects: ['e2e'],
  files: group.files,
  seconds: group.seconds,
}));
const production = { name: 'e2e-production', projects: ['e2e-production'] };

/** The command line of one run: its projects, its files (all when none), the default reporter and a JSON report. */
function vitestArgs(run) {
  return [
    'vitest',
    'run',
    ...[...run.projects, ...(run.alsoRun ?? [])].flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reportOf(run)}`,
    ...(run.files ?? []),
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

const runInTerminal = (run) => spawnSync('npx', vitestArgs(run), { cwd: root, stdio: 'inherit', env }).status ?? 1;

/** Runs `run` with its output in test-results/<name>.log, printed when it is done. */
function runToLog(run) {
  const logFile = path.join(resultsDir, `${run.name}.log`);
  const output = openSync(logFile, 'w');
  const child = spawn('npx', vitestArgs(run), { cwd: root, stdio: ['ignore', output, output], env });
  return new Promise((resolve) => child.on('close', (status) => resolve(status ?? 1))).then((status) => {
    process.stdout.write(readFileSync(logFile, 'utf8'));
    return status;
  });
}

const results = [resultOf(unitIntegration, runInTerminal(unitIntegration))];

let buildFailed = false;
try {
  await buildInto(path.join(buildDir, 'client'), path.join(buildDir, 'server'));
} catch (error) {
  console.error(error);
  buildFailed = true;
}

console.log(
  `Browser tests in ${browserGroups.length} runs side by side (${browserGroups
    .map((group) => `${group.files.length} files, about ${group.seconds} s`)
    .join('; ')}); each run's output follows when it is done.`,
);
const browserStatuses = buildFailed ? browserGroups.map(() => 1) : await Promise.all(browserGroups.map(runToLog));
browserGroups.forEach((group, index) => results.push(resultOf(group, browserStatuses[index])));
results.push(resultOf(production, buildFailed ? 1 : runInTerminal(production)));

rmSync(buildDir, { recursive: true, force: true });

const { lines, totals, ok } = summarize(results, root);
for (const line of lines) console.log(line);
const skipped = totals.skipped > 0 ? `, ${totals.skipped} skipped` : '';
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(ok ? 0 : 1);
