import type { Database } from '../../src/db/database';

/** The kept anchors of the whole users list sorted by username: their generation and their total. */
export const usersByUsernameAnchors = (db: Database) =>
  db
    .selectFrom('list_anchors')
    .select(['generation', 'total'])
    .where('list', '=', 'users|*|*')
    .where('sort', '=', 'username')
    .executeTakeFirstOrThrow();
