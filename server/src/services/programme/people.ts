import { type CategoryPerson, categoriesOf } from '@ctf/shared/programme/categories';
import type { Database } from '../../db/database';
import { categoriesOfSeasons } from './seasons';

/** A person's current application, as the programme's rules read it; null without one. */
export interface ProgrammeApplication {
  status: string;
  date_of_birth: string;
  institution_type: string | null;
}

export async function currentApplicationOf(db: Database, userId: number): Promise<ProgrammeApplication | null> {
  const row = await db
    .selectFrom('competitor_applications as a')
    .leftJoin('institutions as i', 'i.id', 'a.institution_id')
    .select(['a.status', 'a.date_of_birth', 'i.type as institution_type'])
    .where('a.user_id', '=', userId)
    .where('a.is_current', '=', true)
    .executeTakeFirst();
  return row ?? null;
}

/** A current application joined to a row (its columns null without one), as the programme's rules read it. */
export function joinedApplication(row: {
  status: string | null;
  date_of_birth: string | null;
  institution_type: string | null;
}): ProgrammeApplication | null {
  return row.status === null || row.date_of_birth === null
    ? null
    : { status: row.status, date_of_birth: row.date_of_birth, institution_type: row.institution_type };
}

/** These users, each with their current application's facts and its institution's type (null without one). */
export function usersWithApplications(db: Database, userIds: readonly number[]) {
  return db
    .selectFrom('users as u')
    .leftJoin('competitor_applications as a', (join) =>
      join.onRef('a.user_id', '=', 'u.id').on('a.is_current', '=', true),
    )
    .leftJoin('institutions as i', 'i.id', 'a.institution_id')
    .select([
      'u.id',
      'u.username',
      'u.roles',
      'a.status',
      'a.first_name',
      'a.last_name',
      'a.date_of_birth',
      'i.type as institution_type',
    ])
    .where('u.id', 'in', [...new Set(userIds)])
    .execute();
}

/**
 * What a person's categories are computed from: only an accepted application counts (a pending or
 * rejected one puts them in no category), with the institution's type and their roles.
 */
export function categoryPersonOf(application: ProgrammeApplication | null, roles: readonly string[]): CategoryPerson {
  const accepted = application?.status === 'accepted' ? application : null;
  return {
    date_of_birth: accepted?.date_of_birth ?? null,
    institution_type: accepted?.institution_type ?? null,
    roles,
  };
}

/** A person's category codes in each of the given seasons. */
export async function personCategories(
  db: Database,
  person: CategoryPerson,
  seasonIds: readonly number[],
): Promise<Map<number, string[]>> {
  const bySeason = await categoriesOfSeasons(db, seasonIds);
  return new Map([...bySeason].map(([seasonId, categories]) => [seasonId, categoriesOf(person, categories)]));
}
