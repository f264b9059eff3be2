import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Files and the tests in them run in a random order, in every project (Vitest takes this option
    // from the root only). The seed is printed; --sequence.seed=N runs one order again. Every test
    // makes the data it asserts on (docs/testing.md).
    sequence: { shuffle: { files: true, tests: true } },
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'shared/src/**/*.test.ts',
            'server/src/**/*.test.ts',
            'client/src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['server/test/**/*.test.ts'],
          globalSetup: ['server/test/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          exclude: ['e2e/production/**'],
          globalSetup: ['e2e/support/global-setup.ts'],
          // One browser at a time: the machine has two cores and the server under test needs one.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        // The same browser tests' harness against the platform as production runs it (NODE_ENV=
        // production behind HTTPS, Turnstile, Resend and Discord at fakes of their protocols).
        test: {
          name: 'e2e-production',
          include: ['e2e/production/**/*.test.ts'],
          globalSetup: ['e2e/production/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
