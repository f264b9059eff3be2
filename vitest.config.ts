import path from 'node:path';
import { defineConfig } from 'vitest/config';

/** The client's aliases (client/tsconfig.json), in every project: tests import client modules and their texts. */
const clientAlias = {
  resolve: {
    alias: [
      { find: '@', replacement: path.resolve(import.meta.dirname, 'client/src') },
      // Chakra's theme by its parts, as the client's build reads them (client/vite.config.ts).
      {
        find: /^@chakra-ui\/react\/theme\/(.+)$/,
        replacement: path.resolve(import.meta.dirname, 'node_modules/@chakra-ui/react/dist/esm/theme/$1.js'),
      },
    ],
  },
};

/** Integration test files that replace a module with vi.mock (a mock cannot apply to a module already loaded). */
const INTEGRATION_REPLACING_MODULES = ['server/test/auth/register.test.ts'];

export default defineConfig({
  test: {
    // Files and the tests in them run in a random order, in every project (Vitest takes this option
    // from the root only). The seed is printed; --sequence.seed=N runs one order again. Every test
    // makes the data it asserts on (docs/testing.md).
    sequence: { shuffle: { files: true, tests: true } },
    projects: [
      {
        ...clientAlias,
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
        ...clientAlias,
        // The files of a worker share loaded modules (isolate: false): loading the server's module
        // graph again for each file was most of the suite's time (docs/testing.md). Each file still
        // makes its own database and app, and asserts on its own data.
        test: {
          name: 'integration',
          include: ['server/test/**/*.test.ts'],
          exclude: INTEGRATION_REPLACING_MODULES,
          isolate: false,
          globalSetup: ['server/test/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        ...clientAlias,
        // Files that replace a module (vi.mock) need modules loaded for them alone.
        test: {
          name: 'integration-isolated',
          include: INTEGRATION_REPLACING_MODULES,
          globalSetup: ['server/test/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        ...clientAlias,
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
        ...clientAlias,
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
