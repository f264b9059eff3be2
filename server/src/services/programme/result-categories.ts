import type { Category } from '@ctf/shared/schemas/programme';
import { categoriesOf } from '@ctf/shared/programme/categories';
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { categoryPersonOf, joinedApplication } from './people';

/**
 * The category codes of every person in a competition's results, in one query: each row's
 * username (letter case ignored) to its account, that account's current application and its
 * institution, then the season's categories over each (`categoryPersonOf`: only an accepted
 * application counts). Keyed by lowercased username. A name with no account, or an account with no
 * accepted application, is in no category (its codes are empty).
 */
export async function resultCategories(
  db: Database,
  competitionId: number,
  categories: readonly Category[],
): Promise<Map<string, string[]>> {
  if (categories.length === 0) return new Map();
  const people = await db
    .selectFrom('competition_results as r')
    .innerJoin('users as u', (join) => join.on(sql`lower(u.username)`, '=', sql`lower(r.username)`))
    .leftJoin('competitor_applications as a', (join) =>
      join.onRef('a.user_id', '=', 'u.id').on('a.is_current', '=', true),
    )
    .leftJoin('institutions as i', 'i.id', 'a.institution_id')
    .select([
      sql<string>`lower(r.username)`.as('name'),
      'u.roles',
      'a.status',
      'a.date_of_birth',
      'i.type as institution_type',
    ])
    .where('r.competition_id', '=', competitionId)
    .execute();
  const codes = new Map<string, string[]>();
  for (const person of people) {
    codes.set(person.name, categoriesOf(categoryPersonOf(joinedApplication(person), person.roles), categories));
  }
  return codes;
}

/** A row's codes from `resultCategories`' answer. */
export function codesOf(codes: ReadonlyMap<string, string[]>, username: string): string[] {
  return codes.get(username.toLowerCase()) ?? [];
}
