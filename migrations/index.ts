import type { Migration } from 'kysely/migration';
import * as m0001 from './0001_accounts';

/** Every migration, by name; names sort in the order they run. A test checks each file is listed. */
export const migrations: Record<string, Migration> = {
  '0001_accounts': m0001,
};
