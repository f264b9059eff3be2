import { type ChildProcess, spawn, spawnSync, type SpawnSyncReturns } from 'node:child_process';
import path from 'node:path';
import { expect } from 'vitest';

/** The checkout's root: the server and the scripts start from there, as npm starts them. */
export const ROOT = path.resolve(import.meta.dirname, '../../..');

export interface NodeProcess {
  child: ChildProcess;
  /** Everything written to stdout and stderr so far, as one text. */
  output: () => string;
  exited: Promise<number | null>;
}

/**
 * A Node process of the platform (the server from source or as built) with no environment but
 * the one given: what the developer's shell has must not change the answer.
 */
export function startNode(args: string[], env: Record<string, string>): NodeProcess {
  let output = '';
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/root',
      LOG_LEVEL: 'info',
      SERVE_CLIENT: 'false',
      ...env,
    },
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/**
 * One of our scripts (`scripts/….ts`) run to its end as npm runs it, with no environment but PATH
 * and the one given, `input` piped to it as a person would type it.
 */
export function runScript(
  script: string,
  { args = [], env = {}, input }: { args?: string[]; env?: Record<string, string>; input?: string } = {},
) {
  return spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
    input,
  });
}

/** The script exited 0 (its stderr shown when not) and said `says`. */
export function expectSucceeded(run: SpawnSyncReturns<string>, says: string) {
  expect(run.status, run.stderr).toBe(0);
  expect(run.stdout).toContain(says);
}
