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
