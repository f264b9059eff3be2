import { type SelectQueryBuilder, sql } from 'kysely';
import type { TCompetitorListQuery } from '@ctf/shared/schemas/admin';
import type { Database } from '../../db/database';
import type { DB } from '../../db/types';
import { AppError, missingRow } from '../../errors';
import { findDiscordHistory } from '../account/external-accounts';
import { type Actor, auditCompetitor, findAuditEntries } from '../audit/audit';
import { APPLICATION_COLUMNS, toApplicationDto } from '../competitors/competitors';
import { listPageIds } from '../lists/list-page';
import { searchWords } from '../lists/search';
import { type SortKey, CATEGORY_COUNT_LIMIT, inOrderOf, keptCount, paged } from '../lists/paging';
import { filteredPageIds } from '../lists/filtered-page';
import {
  LISTED_APPLICATION,
  applicationInCategory,
  categoryCondition,
  listSeasonOf,
  withCategories,
} from '../programme/list-categories';

type CompetitorFilters = Pick<TCompetitorListQuery, 'institution_id' | 'region' | 'gender'>;

const SORT_KEYS = {
  id: null,
  name: { name: 'name', column: sql`c.name_sort`, type: 'sr' },
  username: { name: 'username', column: sql`c.username_sort`, type: 'sr' },
  email: { name: 'email', column: sql`c.email_sort`, type: 'text' },
  ctf_team: { name: 'ctf_team', column: sql`c.ctf_team`, type: 'boolean' },
  created_at: { name: 'created_at', column: sql`c.created_at`, type: 'timestamptz' },
  // Not on the team sorts after every date ascending (before them descending).
  joined_team_at: { name: 'joined_team_at', column: sql`c.joined_sort`, type: 'timestamptz' },
} as const satisfies Record<string, SortKey | null>;

type Joined = SelectQueryBuilder<
  DB & { c: DB['competitor_applications']; u: DB['users']; i: DB['institutions'] },
  'c' | 'u' | 'i',
  object
>;

function baseQuery(db: Database) {
  return db
    .selectFrom('competitor_applications as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .leftJoin('institutions as i', 'i.id', 'c.institution_id')
    .where('c.is_current', '=', true) as unknown as Joined;
}

function withColumns(query: Joined) {
  return query.select([...APPLICATION_COLUMNS, 'c.version', 'u.id as user_id', 'u.username', 'u.email', 'u.language']);
}

type Row = Awaited<ReturnType<ReturnType<typeof withColumns>['executeTakeFirstOrThrow']>>;

/** The applicant's own view of the application, plus who the applicant is. */
export function toAdminCompetitor(row: Row) {
  return {
    ...toApplicationDto(row),
    full_name: `${row.first_name} ${row.last_name}`,
    user: { id: row.user_id, username: row.username, email: row.email },
    version: row.version,
  };
}
export type AdminCompetitor = ReturnType<typeof toAdminCompetitor>;

/**
 * The three admin tabs: every current application, the CTF team, and those waiting for a decision.
 * Searched in any script through indexed search keys (applicant's names, username, e-mail), sorted in
 * Serbian order, paged without counting or skipping a million rows (docs/decisions.md).
 */
export async function listCompetitors(db: Database, input: TCompetitorListQuery) {
  // Filters, search and sort keys all live on the application row: the page's ids come from its indexes alone.
  let filtered = db.selectFrom('competitor_applications as c').where('c.is_current', '=', true);
  if (input.tab === 'pending') filtered = filtered.where('c.status', '=', 'pending');
  if (input.tab === 'ctf-team') filtered = filtered.where('c.status', '=', 'accepted').where('c.ctf_team', '=', true);
  if (input.tab === 'rejected') filtered = filtered.where('c.status', '=', 'rejected');
  filtered = withFilters(filtered, input);
  // The categories shown and filtered by are the picked season's (default: the newest with categories).
  const season = await listSeasonOf(db, input.season_id);
  const inCategory = categoryCondition(season, input.category, (category) =>
    applicationInCategory(LISTED_APPLICATION, category),
  );
  if (inCategory) filtered = filtered.where(inCategory);
  // Names these rows for the kept counts and the page anchors: every filter must be in it.
  const name = `competitors|${input.tab}`;
  const key = SORT_KEYS[input.sort];
  const list = {
    filtered,
    id: sql`c.id`,
    key,
    direction: input.direction,
    page: input.page,
    perPage: input.per_page,
  };
  const kept = await keptCount(db, name);
  // Institution, region, gender or category: no kept count or anchors per combination; counted
  // (exactly up to a bound) and paged through the filter's indexes.
  const { ids, total: counted } =
    searchWords(input.search).length > 0 || (!hasFilters(input) && !inCategory)
      ? await listPageIds(db, { name, list, kept, search: input.search, searchKey: sql`c.search_key` })
      : await filteredPageIds(db, list, inCategory ? CATEGORY_COUNT_LIMIT : undefined);
  const rows = ids.length ? inOrderOf(ids, await withColumns(baseQuery(db).where('c.id', 'in', ids)).execute()) : [];
  const listed = await withCategories(db, rows.map(toAdminCompetitor), (row) => row.user.id, season);
  return paged(listed, counted, input);
}

type Filterable = SelectQueryBuilder<DB & { c: DB['competitor_applications'] }, 'c', object>;

const hasFilters = (input: CompetitorFilters) =>
  input.institution_id !== undefined || input.region !== undefined || input.gender !== undefined;

/** The list's filters: extra conditions on the application row (the region through its institution). */
export function withFilters<Q extends Filterable>(query: Q, input: CompetitorFilters): Q {
  let q = query as Filterable;
  if (input.institution_id !== undefined) q = q.where('c.institution_id', '=', input.institution_id);
  if (input.gender !== undefined) q = q.where('c.gender', '=', input.gender);
  if (input.region !== undefined) {
    const region = input.region;
    q = q.where('c.institution_id', 'in', (eb) =>
      eb.selectFrom('institutions').select('institutions.id').where('institutions.region', '=', region),
    );
  }
  return q as Q;
}

export async function findCompetitor(db: Database, id: number) {
  const row = await withColumns(baseQuery(db).where('c.id', '=', id)).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function getCompetitor(db: Database, id: number) {
  const row = await findCompetitor(db, id);
  return {
    competitor: toAdminCompetitor(row),
    audit: await findAuditEntries(db, 'competitor', id),
    discord_history: await findDiscordHistory(db, row.user_id),
  };
}

/**
 * Frees a Discord id this competitor linked before (not the current link) so another account may
 * link it; audited. DECISIONS, Discord binding.
 */
export async function releaseDiscordBinding(db: Database, actor: Actor, id: number, discordId: string) {
  const row = await findCompetitor(db, id);
  const released = await db
    .updateTable('discord_bindings')
    .set({ released_at: sql`now()` })
    .where('discord_id', '=', discordId)
    .where('user_id', '=', row.user_id)
    .where('released_at', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('external_accounts')
            .select('user_id')
            .where('provider', '=', 'discord')
            .where('provider_user_id', '=', discordId),
        ),
      ),
    )
    .returning(['discord_id', 'username'])
    .executeTakeFirstOrThrow(missingRow('NOT_FOUND'));
  await auditCompetitor(db, {
    actor,
    action: 'competitor.discordRelease',
    targetId: id,
    before: { discord_id: released.discord_id, discord_username: released.username },
  });
  return getCompetitor(db, id);
}
