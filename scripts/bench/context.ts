// What every scenario of a run shares: the database, the fakes, the processes under load and the
// seeded accounts.
import type { Fakes } from './fakes';
import { botToken, nextAddress } from './fakes';
import { PASSWORD } from './options';
import type { Running, ServerRun } from './processes';

export interface Bench {
  databaseUrl: string;
  fakes: Fakes;
  logDir: string;
  resultsDir: string;
  server: ServerRun;
  baseline: Running;
  usernames: string[];
  tokens: string[];
  /** The first seeded session's cookie. */
  cookie: string;
  /** wrk's path, or null when it is not installed. */
  wrk: string | null;
  /** Every process running now, stopped at the end whatever happened. */
  running: Running[];
}

let nextUser = 0;
/** A sign-in of the next seeded user, round the list. */
export const loginBody = (bench: Bench) =>
  JSON.stringify({ username: bench.usernames[(nextUser += 1) % bench.usernames.length], password: PASSWORD });

/** What a browser's sign-in carries beyond the body: its origin, a bot-check token, its own address. */
export const platformLoginHeaders = (port: number) => ({
  origin: `http://localhost:${port}`,
  'x-turnstile-token': botToken('login'),
  'x-forwarded-for': nextAddress(),
});
