import type { Migration } from 'kysely/migration';
import * as m0001 from './0001_accounts';
import * as m0002 from './0002_competitors';

/** Every migration, by name; names sort in the order they run. A test checks each file is listed. */
export const migrations: Record<string, Migration> = {
  '0001_accounts': m0001,
  '0002_competitors': m0002,
};
