import { sql } from 'kysely';
import type { Database } from '../../db/database';

/** CTFd keeps names, team names and e-mails in 128-character columns (CTFd/models). */
export const CTFD_MAX_LENGTH = 128;
/** A typed-in school's CTFd team id: apart from institution ids, within CTFd's 32-bit column. */
export const FREE_TEAM_ID_BASE = 1_000_000_000;

/**
 * A name that fits CTFd: unchanged when it fits; else cut on a character boundary and ended with
 * ` #<id>`, so two long names that share their first 120 characters stay different.
 */
export function fitCtfdName(name: string, id: number): string {
  const chars = [...name.trim()];
  if (chars.length <= CTFD_MAX_LENGTH && name.trim().length <= CTFD_MAX_LENGTH) return name.trim();
  const suffix = ` #${id}`;
  let cut = chars.slice(0, CTFD_MAX_LENGTH - suffix.length).join('');
  // Cut by UTF-16 length too (CTFd counts characters; MySQL's utf8mb4 would too): stay well inside.
  while (cut.length + suffix.length > CTFD_MAX_LENGTH) cut = [...cut].slice(0, -1).join('');
  return `${cut.trimEnd()}${suffix}`;
}

export const freeTeamKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * A listed institution's CTFd team name: its name, and its city too when another listed institution
 * has the same name (whatever the case), so two schools never share a name on CTFd's scoreboard.
 * Name and city are unique together (institutions_name_city_key).
 */
export function listedTeamName(institution: { id: number; name: string; city: string }, nameShared: boolean) {
  const name = institution.name.trim();
  return fitCtfdName(nameShared ? `${name} (${institution.city.trim()})` : name, institution.id);
}

/**
 * The CTFd team of an accepted competitor, or null: the listed institution (its id), or the typed-in
 * school, which gets a stable id of its own the first time it is asked for (one per name, whatever
 * the case or spacing).
 */
export async function ctfdTeamFor(db: Database, userId: number): Promise<{ id: number; name: string } | null> {
  const row = await db
    .selectFrom('competitor_applications as c')
    .leftJoin('institutions as i', 'i.id', 'c.institution_id')
    .select((eb) => [
      'i.id as institution_id',
      'i.name as institution',
      'i.city',
      'c.institution_name',
      eb
        .exists(
          eb
            .selectFrom('institutions as other')
            .select('other.id')
            .whereRef('other.id', '<>', 'i.id')
            .where(sql`lower(other.name)`, '=', sql`lower(i.name)`),
        )
        .as('name_shared'),
    ])
    .where('c.user_id', '=', userId)
    .where('c.is_current', '=', true)
    .where('c.status', '=', 'accepted')
    .executeTakeFirst();
  if (!row) return null;
  if (row.institution_id !== null && row.institution !== null && row.city !== null) {
    const name = listedTeamName(
      { id: row.institution_id, name: row.institution, city: row.city },
      Boolean(row.name_shared),
    );
    return { id: row.institution_id, name };
  }
  const typed = row.institution_name?.trim();
  if (!typed) return null;
  const key = freeTeamKey(typed);
  const team = await db
    .insertInto('ctfd_free_teams')
    .values({ name_key: key, name: typed })
    .onConflict((oc) => oc.column('name_key').doUpdateSet({ name_key: sql`excluded.name_key` }))
    .returning(['id', 'name'])
    .executeTakeFirstOrThrow();
  const id = FREE_TEAM_ID_BASE + team.id;
  return { id, name: fitCtfdName(team.name, id) };
}
