// Mutation testing with StrykerJS (docs/testing.md, "Mutation testing").
//
//   npm run test:mutation                          every slice
//   npm run test:mutation -- services/auth         the slices named
//   npm run test:mutation -- services/auth --mutate server/src/services/auth/crypto.ts
//   npm run test:mutation -- --summary             only the scores recorded
//   npm run test:mutation -- --summary --files     and each file's, with its surviving mutants' lines
//
// Other arguments (`--force`, `--logLevel debug`) go to Stryker. Each slice keeps its results in
// reports/mutation-incremental/<slice>.json (committed): a rerun tests only the mutants whose code or
// covering tests changed. The server's slices run one file at a time and record each file as it
// finishes, so a stopped run loses only the file it was on.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const UNIT = ['shared/src/**/*.test.ts', 'server/src/**/*.test.ts'];
const TRANSITIONS = 'server/test/transitions/transitions.test.ts';

/**
 * A slice mutates the files of one folder and runs against that folder's own tests (`tests`): a
 * mutant only another file's test would kill counts as surviving, so a score is a lower bound. The
 * server's static mutants (module-level code, run once on import) are left out: each would rerun
 * every test of the slice, hours on this machine.
 *
 * @type {Record<string, { folder: string; tests: string[]; target?: number; server?: boolean }>}
 */
const SLICES = {
  'shared/schemas': { folder: 'shared/src/schemas', tests: UNIT, target: 90 },
  shared: { folder: 'shared/src', tests: UNIT },
  'services/account': {
    folder: 'server/src/services/account',
    tests: [...UNIT, 'server/test/account/**/*.test.ts', 'server/test/plugins/account-linking.test.ts'],
    target: 75,
    server: true,
  },
  'services/admin': {
    folder: 'server/src/services/admin',
    tests: [...UNIT, 'server/test/admin/**/*.test.ts'],
    target: 75,
    server: true,
  },
  'services/audit': {
    folder: 'server/src/services/audit',
    tests: [...UNIT, 'server/test/admin/audit-*.test.ts'],
    target: 75,
    server: true,
  },
  'services/auth': {
    folder: 'server/src/services/auth',
    tests: [...UNIT, 'server/test/auth/**/*.test.ts', TRANSITIONS],
    target: 75,
    server: true,
  },
  'services/competitions': {
    folder: 'server/src/services/competitions',
    tests: [...UNIT, 'server/test/competitions/**/*.test.ts', TRANSITIONS],
    target: 75,
    server: true,
  },
  'services/competitors': {
    folder: 'server/src/services/competitors',
    tests: [...UNIT, 'server/test/competitors/competitors.test.ts', 'server/test/account/**/*.test.ts', TRANSITIONS],
    target: 75,
    server: true,
  },
  'services/ctfd': {
    folder: 'server/src/services/ctfd',
    tests: [...UNIT, 'server/test/ctfd-*.test.ts', 'server/test/competitions/ctfd-access.test.ts'],
    target: 75,
    server: true,
  },
  'services/institutions': {
    folder: 'server/src/services/institutions',
    tests: [
      ...UNIT,
      'server/test/admin/institutions.test.ts',
      'server/test/admin/institution-search.test.ts',
      'server/test/competitors/competitors.test.ts',
    ],
    target: 75,
    server: true,
  },
  'services/jobs': {
    folder: 'server/src/services/jobs',
    tests: [
      ...UNIT,
      'server/test/jobs/maintenance.test.ts',
      'server/test/jobs/mail-queue.test.ts',
      'server/test/auth/resend-mail.test.ts',
      // The mail queue through a provider outage, the queue's pause and resume with the database,
      // its figures on /metrics, and the finals reminders it sends.
      'server/test/faults/mail.test.ts',
      'server/test/faults/database.test.ts',
      'server/test/plugins/metrics.test.ts',
      'server/test/competitions/organizer-operations.test.ts',
    ],
    target: 75,
    server: true,
  },
  'services/mail': { folder: 'server/src/services/mail', tests: UNIT, target: 75, server: true },
};

const runFile = (slice) => `reports/mutation/incremental-run-${slice.replace('/', '-')}.json`;
const sliceFile = (slice) => `reports/mutation-incremental/${slice.replace('/', '-')}.json`;

/** The files a slice mutates: its folder's TypeScript (with subfolders for the server), no tests. */
function filesOf({ folder, server }) {
  return readdirSync(folder, { recursive: Boolean(server) })
    .map((name) => path.join(folder, String(name)).split(path.sep).join('/'))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

const args = process.argv.slice(2);
const valueFlags = new Set(['--mutate', '--logLevel', '--timeoutMS', '--concurrency']);
const named = [];
const strykerArgs = [];
for (let i = 0; i < args.length; i += 1) {
  const arg = args[i];
  if (valueFlags.has(arg)) strykerArgs.push(arg, args[(i += 1)]);
  else if (arg.startsWith('-')) strykerArgs.push(arg);
  else if (arg in SLICES) named.push(arg);
  else {
    console.error(`Unknown slice ${arg}; the slices are: ${Object.keys(SLICES).join(', ')}`);
    process.exit(2);
  }
}
const summaryOnly = strykerArgs.includes('--summary');
const mutateIndex = strykerArgs.indexOf('--mutate');
const ownMutate = mutateIndex >= 0 ? strykerArgs.splice(mutateIndex, 2)[1] : undefined;

let failed = false;
if (!summaryOnly) {
  for (const slice of named.length > 0 ? named : Object.keys(SLICES)) {
    const definition = SLICES[slice];
    const files = filesOf(definition);
    // Shared code runs only unit tests: the whole slice at once is quickest. The server's runs go
    // file by file, each recorded when it ends.
    const runs = ownMutate ? [ownMutate] : definition.server ? files : [files.join(',')];
    for (const mutate of runs) {
      console.log(`\n== ${slice}: ${mutate.split(',').length > 1 ? `${files.length} files` : mutate} ==`);
      if (!runStryker(slice, mutate)) failed = true;
    }
  }
}

printSummary();
process.exit(failed ? 1 : 0);

function runStryker(slice, mutate) {
  const { tests, server } = SLICES[slice];
  mkdirSync(path.dirname(runFile(slice)), { recursive: true });
  rmSync(runFile(slice), { force: true });
  if (existsSync(sliceFile(slice))) copyFileSync(sliceFile(slice), runFile(slice));
  const result = spawnSync(
    'npx',
    [
      'stryker',
      'run',
      'stryker.config.mjs',
      '--mutate',
      mutate,
      // A test filter makes Stryker 9.6 activate static mutants after their module loaded, so they
      // would all survive (stryker-js#6144): shared code, which is mostly static, runs without one.
      ...(server ? ['--testFiles', tests.join(','), '--ignoreStatic'] : []),
      '--incrementalFile',
      runFile(slice),
      ...strykerArgs,
    ],
    { stdio: 'inherit' },
  );
  if (result.status !== 0 || !existsSync(runFile(slice))) return false;
  const previous = existsSync(sliceFile(slice)) ? JSON.parse(readFileSync(sliceFile(slice), 'utf8')) : undefined;
  const current = JSON.parse(readFileSync(runFile(slice), 'utf8'));
  // A file without a mutant is not in Stryker's report; recorded empty, it counts as run.
  for (const file of mutate.split(','))
    current.files[file] ??= { language: 'typescript', source: readFileSync(file, 'utf8'), mutants: [] };
  mkdirSync(path.dirname(sliceFile(slice)), { recursive: true });
  writeFileSync(sliceFile(slice), `${JSON.stringify(merge(previous, current, filesOf(SLICES[slice])), null, 2)}\n`);
  rmSync(runFile(slice), { force: true });
  return true;
}

/**
 * One report of the slice from the recorded one and a run over some of its files: the run's files
 * replace theirs. Stryker numbers the tests of each report anew, so tests are matched by file and
 * name and renumbered.
 */
function merge(previous, current, sliceFiles) {
  if (!previous) return current;
  const tests = new Map();
  const testFiles = {};
  const idsOf = (report) => {
    const ids = new Map();
    for (const [file, { source, tests: fileTests }] of Object.entries(report.testFiles ?? {})) {
      testFiles[file] = { ...(testFiles[file] ?? {}), source, tests: testFiles[file]?.tests ?? [] };
      for (const test of fileTests) {
        const key = `${file}\u0000${test.name}`;
        if (!tests.has(key)) {
          const id = String(tests.size);
          tests.set(key, id);
          testFiles[file].tests.push({ ...test, id });
        }
        ids.set(test.id, tests.get(key));
      }
    }
    return ids;
  };
  const renumber = (report, ids) =>
    Object.fromEntries(
      Object.entries(report.files).map(([file, result]) => [
        file,
        {
          ...result,
          mutants: result.mutants.map((mutant) => ({
            ...mutant,
            ...(mutant.coveredBy ? { coveredBy: mutant.coveredBy.map((id) => ids.get(id) ?? id) } : {}),
            ...(mutant.killedBy ? { killedBy: mutant.killedBy.map((id) => ids.get(id) ?? id) } : {}),
          })),
        },
      ]),
    );
  const currentFiles = renumber(current, idsOf(current));
  const previousFiles = renumber(previous, idsOf(previous));
  const files = {};
  for (const file of sliceFiles) {
    const result = currentFiles[file] ?? previousFiles[file];
    if (result) files[file] = result;
  }
  return { ...current, files, testFiles };
}

function printSummary() {
  const DETECTED = new Set(['Killed', 'Timeout']);
  const UNDETECTED = new Set(['Survived', 'NoCoverage']);
  const rows = [];
  for (const [slice, definition] of Object.entries(SLICES)) {
    const files = filesOf(definition);
    const report = existsSync(sliceFile(slice)) ? JSON.parse(readFileSync(sliceFile(slice), 'utf8')) : { files: {} };
    let detected = 0;
    let undetected = 0;
    const tested = files.filter((file) => report.files[file]);
    for (const file of tested) {
      for (const { status } of report.files[file].mutants) {
        if (DETECTED.has(status)) detected += 1;
        if (UNDETECTED.has(status)) undetected += 1;
      }
    }
    rows.push({ slice, definition, detected, undetected, tested: tested.length, files: files.length });
  }
  console.log('\nMutation score: mutants killed (or timed out) of those tested, per slice');
  for (const { definition, detected, undetected, tested, files } of rows) {
    const all = detected + undetected;
    const score = all === 0 ? 0 : (100 * detected) / all;
    const coverage = tested === files ? '' : `, ${tested} of ${files} files run so far`;
    const target = definition.target === undefined ? 'no target' : `target ${definition.target}%`;
    const verdict =
      all === 0
        ? 'not run'
        : definition.target === undefined
          ? 'measured'
          : `${score >= definition.target ? 'met' : 'not met'}${tested === files ? '' : ' so far'}`;
    console.log(
      `  ${definition.folder.padEnd(36)} ${all === 0 ? '    -' : `${score.toFixed(1).padStart(5)}%`}  ` +
        `${detected}/${all}  (${target}: ${verdict}${coverage})`,
    );
  }
  if (strykerArgs.includes('--files')) printFiles(DETECTED, UNDETECTED);
  // The issue's target for the server is the whole of server/src/services, over all its slices.
  const server = rows.filter((row) => row.definition.server);
  const serverDetected = server.reduce((sum, row) => sum + row.detected, 0);
  const serverAll = server.reduce((sum, row) => sum + row.detected + row.undetected, 0);
  const serverTested = server.reduce((sum, row) => sum + row.tested, 0);
  const serverFiles = server.reduce((sum, row) => sum + row.files, 0);
  if (serverAll > 0) {
    const score = (100 * serverDetected) / serverAll;
    console.log(
      `  ${'server/src/services (all)'.padEnd(36)} ${score.toFixed(1).padStart(5)}%  ${serverDetected}/${serverAll}  ` +
        `(target 75%: ${score >= 75 ? 'met' : 'not met'}${serverTested === serverFiles ? '' : ` so far, ${serverTested} of ${serverFiles} files run`})`,
    );
  }
}

/** Each recorded file's score and the lines of its undetected mutants (for docs/testing.md). */
function printFiles(DETECTED, UNDETECTED) {
  console.log('\nPer file: killed of tested, and the lines of the mutants not killed');
  for (const [slice, definition] of Object.entries(SLICES)) {
    if (slice === 'shared') continue;
    const report = existsSync(sliceFile(slice)) ? JSON.parse(readFileSync(sliceFile(slice), 'utf8')) : { files: {} };
    for (const file of filesOf(definition).filter((name) => report.files[name])) {
      const { mutants } = report.files[file];
      const detected = mutants.filter((m) => DETECTED.has(m.status)).length;
      const missed = mutants.filter((m) => UNDETECTED.has(m.status));
      const lines = [...new Set(missed.map((m) => m.location.start.line))].sort((a, b) => a - b);
      console.log(`  ${file.padEnd(52)} ${`${detected}/${detected + missed.length}`.padStart(9)}  ${lines.join(' ')}`);
    }
  }
}
