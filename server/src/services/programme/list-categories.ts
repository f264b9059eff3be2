import { type Expression, type RawBuilder, type SqlBool, sql } from 'kysely';
import { latestBirthDateForAge } from '@ctf/shared/programme/age';
import { categoriesOf, schoolLevelOf } from '@ctf/shared/programme/categories';
import { INSTITUTION_TYPES } from '@ctf/shared/schemas/competitor';
import type { Category } from '@ctf/shared/schemas/programme';
import type { MyCategories } from '@ctf/shared/schemas/person-categories';
import type { Database } from '../../db/database';
import { categoryPersonOf, currentApplicationOf, joinedApplication, usersWithApplications } from './people';
import { categoriesOfSeasons } from './seasons';

// A person's categories in the staff lists of people: a column computed for the page's people only
// (one query), and a filter that turns one category's rule into SQL over the accepted current
// application (a birth-date range on an indexed column, institution types, a role).

export interface ListSeason {
  id: number;
  name: string;
  categories: Category[];
}

/**
 * The season a list shows categories of: the one asked for, else the newest (by name, as the seasons
 * list orders them) that has categories, a competition's lists their competition's season first;
 * null when there is none (then no column values and no filter).
 */
export async function listSeasonOf(
  db: Database,
  seasonId?: number,
  /** A competition's lists: its own season comes first when it has categories. */
  preferredId?: number,
): Promise<ListSeason | null> {
  let query = db.selectFrom('seasons').select(['id', 'name']);
  query =
    seasonId !== undefined
      ? query.where('id', '=', seasonId)
      : query.where((eb) =>
          eb.exists(eb.selectFrom('season_categories').select('id').whereRef('season_id', '=', 'seasons.id')),
        );
  if (seasonId === undefined && preferredId !== undefined) query = query.orderBy(sql`id = ${preferredId}`, 'desc');
  const season = await query.orderBy('name', 'desc').limit(1).executeTakeFirst();
  if (!season) return null;
  const categories = (await categoriesOfSeasons(db, [season.id])).get(season.id) ?? [];
  return { ...season, categories };
}

/** Each given user's category codes in the season: one query for all of them (a page's people). */
export async function categoriesOfUsers(
  db: Database,
  userIds: readonly number[],
  season: ListSeason | null,
): Promise<Map<number, string[]>> {
  const byUser = new Map<number, string[]>();
  if (!season || season.categories.length === 0 || userIds.length === 0) return byUser;
  for (const row of await usersWithApplications(db, userIds)) {
    byUser.set(row.id, categoriesOf(categoryPersonOf(joinedApplication(row), row.roles), season.categories));
  }
  return byUser;
}

/** Rows with a user id, each given its categories (an empty list for a user in none). */
export async function withCategories<T>(
  db: Database,
  rows: T[],
  userIdOf: (row: T) => number,
  season: ListSeason | null,
): Promise<(T & { categories: string[] })[]> {
  const byUser = await categoriesOfUsers(db, rows.map(userIdOf), season);
  return rows.map((row) => ({ ...row, categories: byUser.get(userIdOf(row)) ?? [] }));
}

/** The institution types whose school level is one of `levels`. */
function typesOfLevels(levels: readonly string[]) {
  return INSTITUTION_TYPES.filter((type) => {
    const level = schoolLevelOf(type);
    return level !== null && levels.includes(level);
  });
}

/** The columns of a current application row the category rule reads, under the query's alias. */
export interface ApplicationColumns {
  status: RawBuilder<unknown>;
  date_of_birth: RawBuilder<unknown>;
  institution_id: RawBuilder<unknown>;
  user_id: RawBuilder<unknown>;
}
/** The admin competitors list's application row (`c`). */
export const LISTED_APPLICATION: ApplicationColumns = {
  status: sql`c.status`,
  date_of_birth: sql`c.date_of_birth`,
  institution_id: sql`c.institution_id`,
  user_id: sql`c.user_id`,
};
const CURRENT_APPLICATION: ApplicationColumns = {
  status: sql`ca.status`,
  date_of_birth: sql`ca.date_of_birth`,
  institution_id: sql`ca.institution_id`,
  user_id: sql`ca.user_id`,
};

/**
 * The condition "this (current) application puts its person in `category`", as SQL: accepted, born in
 * the category's date range (age >= min <=> born on or before latestBirthDateForAge(min); age <= max
 * <=> born after latestBirthDateForAge(max + 1)), at an institution of the allowed types, and, when
 * the category asks for a role, a user with that role. The same rule as `inCategory`.
 */
export function applicationInCategory(columns: ApplicationColumns, category: Category): Expression<SqlBool> {
  const terms = [sql`${columns.status} = 'accepted'`];
  if (category.age_min !== null)
    terms.push(
      sql`${columns.date_of_birth} <= ${latestBirthDateForAge(category.age_min, category.reference_date)}::date`,
    );
  if (category.age_max !== null)
    terms.push(
      sql`${columns.date_of_birth} > ${latestBirthDateForAge(category.age_max + 1, category.reference_date)}::date`,
    );
  if (category.school_levels.length > 0)
    terms.push(
      sql`${columns.institution_id} in (select id from institutions where type = any(${typesOfLevels(category.school_levels)}::text[]))`,
    );
  if (category.required_role !== null)
    terms.push(
      sql`exists (select 1 from users ru where ru.id = ${columns.user_id} and ru.roles @> array[${category.required_role}]::text[])`,
    );
  return sql<SqlBool>`(${terms.reduce((all, term) => sql`${all} and ${term}`)})`;
}

/** "The user `userId` is in `category`": their current application meets the category's rule. */
export function userInCategory(userId: Expression<unknown>, category: Category): Expression<SqlBool> {
  return sql<SqlBool>`exists (select 1 from competitor_applications ca
    where ca.user_id = ${userId} and ca.is_current and ${applicationInCategory(CURRENT_APPLICATION, category)})`;
}

/**
 * The category a list is filtered by, in its season; undefined without a filter, null when the
 * season has no such category (then the list is empty: nobody is in a category that does not exist).
 */
export function filterCategory(season: ListSeason | null, code: string | undefined): Category | null | undefined {
  if (code === undefined) return undefined;
  return season?.categories.find((category) => category.code === code) ?? null;
}

/** A list's filter as a condition: undefined without one. */
export function categoryCondition(
  season: ListSeason | null,
  code: string | undefined,
  inCategory: (category: Category) => Expression<SqlBool>,
): Expression<SqlBool> | undefined {
  const category = filterCategory(season, code);
  if (category === undefined) return undefined;
  return category === null ? sql<SqlBool>`false` : inCategory(category);
}

/**
 * The account page's line: the signed-in person's categories in the newest season that has
 * categories, and their application's status (none accepted: in no category).
 */
export async function myCategories(db: Database, userId: number): Promise<MyCategories> {
  const [season, application] = await Promise.all([listSeasonOf(db), currentApplicationOf(db, userId)]);
  const codes = (await categoriesOfUsers(db, [userId], season)).get(userId) ?? [];
  return {
    season: season && { id: season.id, name: season.name },
    categories: (season?.categories ?? [])
      .filter((category) => codes.includes(category.code))
      .map(({ code, name }) => ({ code, name })),
    application: (application?.status as MyCategories['application'] | undefined) ?? 'none',
  };
}
