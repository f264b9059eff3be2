import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

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
