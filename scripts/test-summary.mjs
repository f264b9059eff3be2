import path from 'node:path';

/** A test file's path from the repository's root, with forward slashes (`e2e/admin.test.ts`). */
export const relativeTestPath = (file, root) => path.relative(root, file).split(path.sep).join('/');

/** Which Vitest project a test file belongs to, by the include patterns of vitest.config.ts. */
export function projectOf(file, root) {
  const relative = relativeTestPath(file, root);
  if (relative.startsWith('e2e/production/')) return 'e2e-production';
  if (relative.startsWith('e2e/')) return 'e2e';
  if (relative.startsWith('server/test/')) return 'integration';
  return 'unit';
}

/**
 * Adds up Vitest JSON reports per project. Besides failed tests, a file counts as one failure when
 * it failed outside its tests (a crashed set-up, an import error) or ran no test at all, and a run
 * counts as one failure when it left no report or exited non-zero with nothing else failing.
 */
export function summarize(reports, root) {
  const perProject = new Map();
  const entry = (name) => {
    if (!perProject.has(name)) perProject.set(name, { passed: 0, failed: 0, skipped: 0, problems: [] });
    return perProject.get(name);
  };
  for (const { projects, exitCode, report } of reports) {
    for (const name of projects) entry(name);
    if (!report) {
      const counts = entry(projects.join('+'));
      counts.failed += 1;
      counts.problems.push(`no report (exit code ${exitCode})`);
      continue;
    }
    let failedHere = 0;
    for (const file of report.testResults ?? []) {
      const counts = entry(projectOf(file.name, root));
      const results = file.assertionResults ?? [];
      const passed = results.filter((r) => r.status === 'passed').length;
      const failed = results.filter((r) => r.status === 'failed').length;
      const skipped = results.length - passed - failed;
      counts.passed += passed;
      counts.failed += failed;
      counts.skipped += skipped;
      failedHere += failed;
      const relative = path.relative(root, file.name);
      if (file.status === 'failed' && failed === 0) {
        counts.failed += 1;
        failedHere += 1;
        counts.problems.push(`${relative} crashed: ${firstLine(file.message)}`);
      } else if (results.length === 0) {
        counts.failed += 1;
        failedHere += 1;
        counts.problems.push(`${relative} ran no test`);
      }
    }
    if (exitCode !== 0 && failedHere === 0) {
      const counts = entry(projects.join('+'));
      counts.failed += 1;
      counts.problems.push(`the run exited with code ${exitCode} though no test failed`);
    }
  }
  const totals = { passed: 0, failed: 0, skipped: 0 };
  const lines = [];
  for (const [name, counts] of perProject) {
    if (counts.passed + counts.failed === 0 && counts.problems.length === 0) {
      counts.failed += 1;
      counts.problems.push('no test ran');
    }
    totals.passed += counts.passed;
    totals.failed += counts.failed;
    totals.skipped += counts.skipped;
    const skipped = counts.skipped > 0 ? `, ${counts.skipped} skipped` : '';
    lines.push(`${name}: ${counts.passed} passed, ${counts.failed} failed${skipped}`);
    for (const problem of counts.problems) lines.push(`  ${name}: ${problem}`);
  }
  return { lines, totals, ok: totals.failed === 0 && totals.passed > 0 };
}

function firstLine(message) {
  return (message ?? 'no message').split('\n')[0].slice(0, 200);
}
