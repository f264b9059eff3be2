// npm run test:durations: writes e2e/durations.json, the seconds each browser test file took in the
// last npm test (test-results/e2e-*.json), which npm test splits the files between its runs by.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BROWSER_RUN_REPORT } from './e2e-split.mjs';
import { relativeTestPath } from './test-summary.mjs';

const root = path.resolve(import.meta.dirname, '..');
const resultsDir = path.join(root, 'test-results');
const durations = {};
for (const name of readdirSync(resultsDir).filter((file) => BROWSER_RUN_REPORT.test(file))) {
  for (const file of JSON.parse(readFileSync(path.join(resultsDir, name), 'utf8')).testResults) {
    durations[relativeTestPath(file.name, root)] = Math.round((file.endTime - file.startTime) / 1000);
  }
}
if (Object.keys(durations).length === 0) {
  console.error('No browser test report in test-results/: run npm test first.');
  process.exit(1);
}
const sorted = Object.fromEntries(Object.entries(durations).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(path.join(root, 'e2e/durations.json'), `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`e2e/durations.json: ${Object.keys(sorted).length} files.`);
