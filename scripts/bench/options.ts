// What `npm run bench` was asked to do (its arguments and BENCH_* variables), read once.
import path from 'node:path';

const args = new Set(process.argv.slice(2));

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const QUICK = args.has('--quick');
export const BUILD = !args.has('--no-build');
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? (QUICK ? 3 : 5));
export const ROUND_SECONDS = Number(process.env.BENCH_ROUND_SECONDS ?? (QUICK ? 3 : 8));
export const SOAK_SECONDS = args.has('--no-soak') ? 0 : Number(process.env.BENCH_SOAK_SECONDS ?? (QUICK ? 60 : 600));
export const LISTS = !QUICK && !args.has('--no-lists');
/** `--only import`: that scenario alone (it makes a database of its own). */
export const ONLY = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
export const IMPORT = !QUICK && !args.has('--no-import');
/** Where to create the bench's fresh database; unset: an embedded PostgreSQL in a temporary folder. */
export const DATABASE_URL = process.env.DATABASE_URL;
export const CONNECTIONS = 50;
/** The platform's and the baseline's pool alike (the platform's default DATABASE_POOL_SIZE). */
export const POOL_SIZE = 10;
export const PASSWORD = 'Bench#Pass-2026';
export const SESSION_COOKIE = '__Host-session';
