import { ConfigError } from '../../server/src/env';

/** Runs a command-line tool's work; a bad configuration or any failure is one line each and exit 1. */
export async function runCli(work: () => Promise<void>) {
  try {
    await work();
  } catch (error) {
    if (error instanceof ConfigError) error.problems.forEach((p) => console.error(`Configuration error: ${p}`));
    else console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
