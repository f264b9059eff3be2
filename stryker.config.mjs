// @ts-check
// Mutation testing (docs/testing.md, "Mutation testing"). Run through `npm run test:mutation`,
// which runs one slice (a folder) at a time, each with its own incremental file.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: true },
  // Each mutant runs only the tests that executed its code in the dry run.
  coverageAnalysis: 'perTest',
  // The machine is shared: one test process. A slice's tests share one PostgreSQL.
  concurrency: 1,
  incremental: true,
  mutate: ['shared/src/**/*.ts', 'server/src/services/**/*.ts', '!**/*.test.ts'],
  ignorePatterns: ['dist', '.data', '.test-data', 'test-results', 'e2e/screenshots', 'reports'],
  reporters: ['clear-text', 'progress', 'html'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  clearTextReporter: { allowColor: false, reportTests: false, reportMutants: true, maxTestsToLog: 0 },
  thresholds: { high: 90, low: 75, break: null },
  timeoutFactor: 2,
  timeoutMS: 10_000,
  cleanTempDir: 'always',
};
