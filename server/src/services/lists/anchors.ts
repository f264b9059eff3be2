import { type SqlBool, sql } from 'kysely';
import type { Database } from '../../db/database';
import { type Direction, type ListPage, PAGING, type SortKey, type Total, dirSql, flip } from './paging';

// Page anchors (docs/decisions.md, "Page anchors"): deep pages of a large list without OFFSET scans.
// Reusable by any list whose rows change only with a generation: users and competitor_applications
// (and finals_invitations) bump `gen|lists`, competition_registrations `gen|registrations` (0100).

/** The generation of users and applications, bumped by every statement writing either (migration 0050). */
const GENERATION_KEY = 'gen|lists';
/** The generation of competition registrations (migration 0100). */
export const REGISTRATIONS_GENERATION = 'gen|registrations';

function typed(value: string, type: SortKey['type']) {
  switch (type) {
    case 'integer':
      return sql`${value}::integer`;
    case 'text':
      return sql`${value}::text`;
    case 'sr':
      return sql`(${value}::text collate sr_icu)`;
    case 'timestamptz':
      return sql`${value}::timestamptz`;
    case 'boolean':
      return sql`${value}::boolean`;
  }
}

interface Anchor {
  key: string | null;
  id: number;
  position: number;
}

interface IdsWindow {
  direction: Direction;
  offset: number;
  limit: number;
  /** Read from this anchor on (keyset seek) when given. */
  after?: Anchor;
}

/** Ids in sort order (then id), `limit` of them after skipping `offset`, from `after` on when given. */
async function readIds(list: ListPage, { direction, offset, limit, after }: IdsWindow) {
  const { id, key } = list;
  let query = list.filtered.select(sql<number>`${id}`.as('id'));
  if (after)
    query = query.where(
      key
        ? sql<SqlBool>`(${key.column}, ${id}) >= (${typed(after.key ?? '', key.type)}, ${after.id}::integer)`
        : sql<SqlBool>`${id} >= ${after.id}::integer`,
    );
  if (key) query = query.orderBy(sql`${key.column} ${dirSql(direction)}`);
  const rows = await query
    .orderBy(sql`${id} ${dirSql(direction)}`)
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((row) => (row as { id: number }).id);
}

const keyName = (list: ListPage) => list.key?.name ?? 'id';

/**
 * The ids of one page of a list whose exact total is known (kept by the database): pages near either
 * end are read with an offset from that end; any other page is a keyset seek from the nearest anchor
 * plus an offset below PAGING.anchorStep. Without usable anchors (none built yet for this list and
 * sort, or the list changed too much since) the page is read with an offset from the nearer end (an
 * index scan of at most half the list) and the anchors are built behind the answer. `list` names these
 * rows (table and filters) for the anchors.
 */
export async function pageIds(db: Database, name: string, list: ListPage, { total, estimated }: Total) {
  const start = (list.page - 1) * list.perPage;
  if (estimated) return readIds(list, { direction: list.direction, offset: start, limit: list.perPage });
  if (start >= total) return [];
  const end = Math.min(start + list.perPage, total);
  const fromEnd = total - end;
  const fromNearerEnd = async () =>
    start <= fromEnd
      ? readIds(list, { direction: list.direction, offset: start, limit: end - start })
      : (await readIds(list, { direction: flip(list.direction, true), offset: fromEnd, limit: end - start })).reverse();
  if (start <= PAGING.directRows || fromEnd <= PAGING.directRows) return fromNearerEnd();
  // The same rows in ascending order: positions [a, b).
  const [a, b] = list.direction === 'asc' ? [start, end] : [total - end, total - start];
  const anchor = await anchorBefore(db, { name, sort: keyName(list), list, step: PAGING.anchorStep }, a, total);
  if (!anchor) return fromNearerEnd();
  const ids = await readIds(list, {
    direction: 'asc',
    offset: a - anchor.position,
    limit: b - a,
    after: anchor.position > 0 ? anchor : undefined,
  });
  return list.direction === 'asc' ? ids : ids.reverse();
}

/** Where a rebuild that ran after its view answered reports a failure (the server sets its logger). */
export const pagingEvents = {
  rebuildFailed(error: unknown, list: string) {
    process.emitWarning(`page anchors of ${list} not rebuilt: ${String(error)}`);
  },
};

/** Anchor builds running behind the view that found them missing or stale, by list and sort (one at a time each). */
const rebuilding = new Map<string, Promise<void>>();

/** Resolves once every background rebuild started so far has ended (tests, the bench). */
export async function anchorRebuildsSettled() {
  while (rebuilding.size > 0) await Promise.all(rebuilding.values());
}

interface AnchorBuild {
  name: string;
  sort: string;
  list: ListPage;
  step: number;
}

function rebuildLater(db: Database, build: AnchorBuild) {
  const at = `${build.name}|${build.sort}`;
  if (rebuilding.has(at)) return;
  const done = buildAnchors(db, build).then(
    () => undefined,
    (error: unknown) => pagingEvents.rebuildFailed(error, at),
  );
  rebuilding.set(
    at,
    done.finally(() => rebuilding.delete(at)),
  );
}

/**
 * The anchor at or before ascending position `position`. Kept anchors are used while current or
 * recent (PAGING.staleMs); older ones while the list's size moved by at most PAGING.staleShare since,
 * with a rebuild started in the background; otherwise (none kept, or the list changed more) there is
 * no anchor to use (null) and they are rebuilt in the background, or first with PAGING.buildFirst.
 */
async function anchorBefore(db: Database, build: AnchorBuild, position: number, total: number): Promise<Anchor | null> {
  const { name, list, step } = build;
  const index = Math.floor(position / step);
  const { rows } = await sql<{
    key: string | null;
    id: number | null;
    step: number;
    total: number;
    usable: boolean;
  }>`
    select a.keys[${index + 1}::integer] as key, a.ids[${index + 1}::integer] as id, a.step, a.total,
      a.generation = coalesce((select n from list_counts where key = ${list.generation ?? GENERATION_KEY}), 0)
        or a.built_at > now() - make_interval(secs => ${PAGING.staleMs / 1000}) as usable
    from list_anchors a where a.list = ${name} and a.sort = ${build.sort}`.execute(db);
  const kept = rows[0];
  if (kept && kept.step === step && kept.id !== null) {
    if (kept.usable) return { key: kept.key, id: kept.id, position: index * step };
    if (PAGING.staleShare > 0 && Math.abs(total - kept.total) <= total * PAGING.staleShare) {
      rebuildLater(db, build);
      return { key: kept.key, id: kept.id, position: index * step };
    }
  }
  if (!PAGING.buildFirst) {
    rebuildLater(db, build);
    return null;
  }
  const built = await buildAnchors(db, build);
  const at = Math.min(index, built.ids.length - 1);
  if (at < 0) return { key: null, id: 0, position: 0 };
  return { key: built.keys[at] ?? null, id: built.ids[at]!, position: at * step };
}

/** One ordered pass over the list's index: every step-th row's key, the total, and the generation seen. */
async function buildAnchors(db: Database, { name, sort, list, step }: AnchorBuild) {
  const { id, key } = list;
  const keyColumn = key ? key.column : id;
  const ordered = list.filtered.select([
    sql<string>`${keyColumn}`.as('k'),
    sql<number>`${id}`.as('id'),
    sql<number>`row_number() over (order by ${keyColumn}, ${id}) - 1`.as('rn'),
  ]);
  const built = await db
    .selectFrom(ordered.as('s'))
    .select([
      sql<string[]>`coalesce(array_agg(s.k::text order by s.rn) filter (where s.rn % ${step} = 0), '{}')`.as('keys'),
      sql<number[]>`coalesce(array_agg(s.id order by s.rn) filter (where s.rn % ${step} = 0), '{}')`.as('ids'),
      sql<string>`count(*)`.as('total'),
      sql<string>`coalesce((select n from list_counts where key = ${list.generation ?? GENERATION_KEY}), 0)`.as(
        'generation',
      ),
    ])
    .executeTakeFirstOrThrow();
  await db
    .insertInto('list_anchors')
    .values({
      list: name,
      sort,
      generation: built.generation,
      total: built.total,
      step,
      keys: built.keys,
      ids: built.ids,
      built_at: sql`now()`,
    })
    .onConflict((oc) =>
      oc.columns(['list', 'sort']).doUpdateSet((eb) => ({
        generation: eb.ref('excluded.generation'),
        total: eb.ref('excluded.total'),
        step: eb.ref('excluded.step'),
        keys: eb.ref('excluded.keys'),
        ids: eb.ref('excluded.ids'),
        built_at: eb.ref('excluded.built_at'),
      })),
    )
    .execute();
  return built;
}
