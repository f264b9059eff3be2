import type { Database } from '../../db/database';

/** The admin dashboard's live counts, kept by the database (list_counts) rather than counted. */
export async function adminStats(db: Database) {
  const [kept, institutions] = await Promise.all([
    db
      .selectFrom('list_counts')
      .select(['key', 'n'])
      .where('key', 'in', ['users|*|*', 'users|*|v', 'competitors|pending', 'competitors|ctf-team'])
      .execute(),
    db
      .selectFrom('institutions')
      .select((eb) => eb.fn.countAll<number>().as('institutions'))
      .executeTakeFirstOrThrow(),
  ]);
  const count = (key: string) => Math.max(0, kept.find((row) => row.key === key)?.n ?? 0);
  return {
    users: count('users|*|*'),
    verified_users: count('users|*|v'),
    pending_applications: count('competitors|pending'),
    team_size: count('competitors|ctf-team'),
    institutions: Number(institutions.institutions),
  };
}
