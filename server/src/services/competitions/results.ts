import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { detectSeparator, parseCsv, toCsv } from '@ctf/shared/csv';
import type { ResultRow } from '@ctf/shared/schemas/competition';
import type { ZResultsBySeasonSchema } from '@ctf/shared/schemas/competition-output';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';
import { scheduleFunnelRefresh } from '../stats/funnel-refresh';
import { placesWithin } from '@ctf/shared/programme/result-places';
import { ZCtfdScoreboard, ctfdApiAppError } from '../ctfd/api';
import { ctfdApiFor } from '../ctfd/sync';
import { categoriesOfSeasons } from '../programme/seasons';
import { codesOf, resultCategories } from '../programme/result-categories';
import { rankCtfdStandings } from './ctfd-standings';
import { findCompetitionRow } from './competitions';

const PLACE = ['place', 'rank', 'mjesto', 'mesto'];
const NAME = ['username', 'user', 'user name', 'name', 'team', 'team name', 'korisnik', 'korisničko ime'];
const SCORE = ['score', 'points'];
/** Written by "Import from CTFd" (CTFd's own position); an uploaded file may leave it out. */
const CTFD_POSITION = ['ctfd_position'];
/** The names a results file may give each column (the upload's and the importer's). */
export const RESULT_COLUMNS = { place: PLACE, username: NAME, score: SCORE, ctfd_position: CTFD_POSITION } as const;

export type ResultProblem = 'placeInvalid' | 'usernameMissing' | 'scoreInvalid' | 'positionInvalid';

export interface ParsedResults {
  rows: ResultRow[];
  separator: ',' | ';' | '\t';
  /** Problems by line (1 = the header), in English keys the client translates. */
  errors: { line: number; problem: ResultProblem }[];
}

/**
 * One line's cells as a result, or what is wrong with them. `ctfdPosition` null: the file has no
 * such column (the row then has no `ctfd_position`); the place must not be empty.
 */
export function parseResultCells(cells: {
  place: string;
  username: string;
  score: string;
  ctfdPosition: string | null;
}): { row: ResultRow } | { problem: ResultProblem } {
  const place = Number(cells.place);
  const score = Number(cells.score);
  const position = cells.ctfdPosition === null || cells.ctfdPosition === '' ? null : Number(cells.ctfdPosition);
  if (!Number.isInteger(place) || place < 1) return { problem: 'placeInvalid' };
  if (!cells.username) return { problem: 'usernameMissing' };
  if (!Number.isInteger(score)) return { problem: 'scoreInvalid' };
  if (position !== null && (!Number.isInteger(position) || position < 1)) return { problem: 'positionInvalid' };
  return {
    row: {
      place,
      username: cells.username,
      score,
      ...(cells.ctfdPosition === null ? {} : { ctfd_position: position }),
    },
  };
}

/**
 * Reads `place,username,score` or a CTFd scoreboard export (its place, user/team name and score
 * columns; member rows without a place are skipped), with an optional `ctfd_position` column (what
 * "Import from CTFd" writes). The header decides which column is which.
 */
export function parseResultsCsv(text: string): ParsedResults {
  const separator = detectSeparator(text);
  const [header, ...lines] = parseCsv(text, separator);
  const columns = (header ?? []).map((h) => h.trim().toLowerCase());
  const find = (names: string[]) => columns.findIndex((c) => names.includes(c));
  const [place, name, score, position] = [find(PLACE), find(NAME), find(SCORE), find(CTFD_POSITION)];
  if (place < 0 || name < 0 || score < 0)
    throw new AppError('RESULTS_INVALID', { fieldErrors: { csv: ['csvHeaderInvalid'] } });
  const rows: ResultRow[] = [];
  const errors: ParsedResults['errors'] = [];
  lines.forEach((cells, index) => {
    const line = index + 2;
    const rawPlace = cells[place]?.trim() ?? '';
    if (rawPlace === '') return;
    const parsed = parseResultCells({
      place: rawPlace,
      username: cells[name]?.trim() ?? '',
      score: cells[score]?.trim() ?? '',
      ctfdPosition: position < 0 ? null : (cells[position]?.trim() ?? ''),
    });
    if ('problem' in parsed) errors.push({ line, problem: parsed.problem });
    else rows.push(parsed.row);
  });
  rows.sort((a, b) => a.place - b.place || a.username.localeCompare(b.username));
  return { rows, errors, separator };
}

async function storedRows(db: Database, competitionId: number): Promise<ResultRow[]> {
  return db
    .selectFrom('competition_results')
    .select(['place', 'username', 'score', 'ctfd_position'])
    .where('competition_id', '=', competitionId)
    .orderBy('place')
    .orderBy('username')
    .execute();
}

/** Identifies a set of stored results (empty: null), so a publish replaces only what was previewed. */
function digestOf(rows: ResultRow[]): string | null {
  if (rows.length === 0) return null;
  const hash = createHash('sha256');
  for (const r of rows) hash.update(`${r.place}\u0000${r.username}\u0000${r.score}\u0000${r.ctfd_position ?? ''}\n`);
  return hash.digest('base64url').slice(0, 32);
}

function diffResults(before: ResultRow[], after: ResultRow[]) {
  const key = (r: ResultRow) => r.username.toLowerCase();
  const old = new Map(before.map((r) => [key(r), r]));
  const next = new Map(after.map((r) => [key(r), r]));
  const added = after.filter((r) => !old.has(key(r)));
  const removed = before.filter((r) => !next.has(key(r)));
  const changed: {
    username: string;
    before: { place: number; score: number };
    after: { place: number; score: number };
  }[] = [];
  let unchanged = 0;
  for (const r of after) {
    const was = old.get(key(r));
    if (!was) continue;
    if (was.place === r.place && was.score === r.score) unchanged += 1;
    else
      changed.push({
        username: r.username,
        before: { place: was.place, score: was.score },
        after: { place: r.place, score: r.score },
      });
  }
  return { added, removed, changed, unchanged };
}

/** Names that are no platform account (case-insensitive), in file order, each once. */
async function unknownUsernames(db: Database, rows: ResultRow[]): Promise<string[]> {
  const names = [...new Set(rows.map((r) => r.username))];
  const known = new Set<string>();
  for (let i = 0; i < names.length; i += 1000) {
    const chunk = names.slice(i, i + 1000).map((n) => n.toLowerCase());
    const found = await db
      .selectFrom('users')
      .select(sql<string>`lower(username)`.as('name'))
      .where(sql`lower(username)`, 'in', chunk)
      .execute();
    found.forEach((f) => known.add(f.name));
  }
  return names.filter((n) => !known.has(n.toLowerCase()));
}

/**
 * What the organizer checks before publishing: the file as read, problems by line, names that are
 * no account, and the difference from what is stored now.
 */
export async function previewResults(db: Database, slug: string, csv: string) {
  const competition = await findCompetitionRow(db, slug);
  const parsed = parseResultsCsv(csv);
  const current = await storedRows(db, competition.id);
  return {
    ...parsed,
    unknown: await unknownUsernames(db, parsed.rows),
    diff: current.length > 0 ? diffResults(current, parsed.rows) : null,
    current_digest: digestOf(current),
  };
}

/**
 * "Import from CTFd": reads the scoreboard of the competition's CTFd (its client has an API token),
 * matches accounts to platform users by oauth_id (our user id; in teams mode each member, at the
 * team's place and score), ranks them (rankCtfdStandings) and answers a preview like an upload's,
 * with the file it built and the CTFd rows left out and why. A CTFd answer that is too large, not
 * JSON or not a scoreboard is a translated 502 naming the problem.
 */
export async function previewCtfdResults(db: Database, key: Buffer | null, slug: string) {
  const competition = await findCompetitionRow(db, slug);
  const client = await db
    .selectFrom('ctfd_clients')
    .select('client_id')
    .where('competition_id', '=', competition.id)
    .where('api_token_encrypted', 'is not', null)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  const api = client ? await ctfdApiFor(db, key, client.client_id).catch(() => null) : null;
  if (!api) throw new AppError('CTFD_API_NOT_CONFIGURED');
  const standings = await api('GET', '/scoreboard', ZCtfdScoreboard).then(
    (answer) => answer.data,
    (error: unknown) => {
      throw ctfdApiAppError(error);
    },
  );
  const oauthIds = standings.flatMap((s) =>
    (s.account_type === 'team' ? (s.members ?? []) : [s]).map((a) => a.oauth_id),
  );
  const ids = [...new Set(oauthIds.filter((id): id is number => id !== null))];
  const users = new Map<number, string>();
  for (let i = 0; i < ids.length; i += 1000) {
    const rows = await db
      .selectFrom('users')
      .select(['id', 'username'])
      .where('id', 'in', ids.slice(i, i + 1000))
      .execute();
    rows.forEach((r) => users.set(r.id, r.username));
  }
  const { rows, leftOut } = rankCtfdStandings(standings, users);
  const csv = toCsv(
    ['place', 'username', 'score', 'ctfd_position'],
    rows.map((r) => [r.place, r.username, r.score, r.ctfd_position ?? '']),
  );
  return { ...(await previewResults(db, slug, csv)), ctfd: { csv, unmatched: leftOut } };
}

/**
 * Replaces the competition's results with the file's rows and publishes them. Over stored results
 * only with the digest of the preview the organizer confirmed (the stored rows are locked meanwhile).
 */
export async function publishResults(db: Database, slug: string, csv: string, replaces?: string) {
  const competition = await findCompetitionRow(db, slug);
  const parsed = parseResultsCsv(csv);
  if (parsed.errors.length > 0 || parsed.rows.length === 0) {
    throw new AppError('RESULTS_INVALID', {
      fieldErrors: { csv: [parsed.rows.length === 0 ? 'csvEmpty' : 'csvRowsInvalid'] },
    });
  }
  // The same name twice at one place is one entry.
  const unique = [...new Map(parsed.rows.map((r) => [`${r.place}\u0000${r.username}`, r])).values()];
  await db.transaction().execute(async (trx) => {
    await trx.selectFrom('competitions').select('id').where('id', '=', competition.id).forUpdate().execute();
    const current = digestOf(await storedRows(trx, competition.id));
    if (current !== null && current !== replaces) throw new AppError('RESULTS_REPLACE_UNCONFIRMED');
    await trx.deleteFrom('competition_results').where('competition_id', '=', competition.id).execute();
    for (let i = 0; i < unique.length; i += 1000) {
      await trx
        .insertInto('competition_results')
        .values(unique.slice(i, i + 1000).map((r) => ({ competition_id: competition.id, ...r })))
        .execute();
    }
    await trx
      .updateTable('competitions')
      .set({ results_published_at: sql`now()` })
      .where('id', '=', competition.id)
      .execute();
    await scheduleFunnelRefresh(trx);
  });
  return { published: unique.length };
}

export async function unpublishResults(db: Database, slug: string) {
  const competition = await findCompetitionRow(db, slug);
  await db.updateTable('competitions').set({ results_published_at: null }).where('id', '=', competition.id).execute();
}

/** The categories of a season, each as a results table's filter offers it. */
async function seasonCategories(db: Database, seasonId: number) {
  return (await categoriesOfSeasons(db, [seasonId])).get(seasonId) ?? [];
}

/**
 * What the organizer sees: the stored rows (each with its person's categories in the competition's
 * season, for the table's filter), whether they are public, and whether CTFd can be read.
 */
export async function organizerResults(db: Database, slug: string) {
  const competition = await findCompetitionRow(db, slug);
  const categories = await seasonCategories(db, competition.season_id);
  const [stored, codes] = await Promise.all([
    storedRows(db, competition.id),
    resultCategories(db, competition.id, categories),
  ]);
  const rows = stored.map((row) => ({ ...row, categories: codesOf(codes, row.username) }));
  const ctfd = await db
    .selectFrom('ctfd_clients')
    .select('client_id')
    .where('competition_id', '=', competition.id)
    .where('api_token_encrypted', 'is not', null)
    .executeTakeFirst();
  return {
    published: competition.results_published_at !== null,
    public: competition.visibility !== 'private',
    ctfd_import: ctfd !== undefined,
    categories: categories.map(({ code, name }) => ({ code, name })),
    rows,
  };
}

/**
 * The competition a public results page is about: public or unlisted (a private one is no more
 * found than an unknown slug), with its season. The results page and its HTML's status both ask this.
 */
export function findResultsCompetition(db: Database, slug: string) {
  return db
    .selectFrom('competitions as c')
    .innerJoin('seasons as s', 's.id', 'c.season_id')
    .select(['c.id', 'c.name', 'c.results_published_at', 's.id as season_id', 's.name as season_name'])
    .where('c.slug', '=', slug)
    .where('c.visibility', '!=', 'private')
    .executeTakeFirst();
}

/**
 * Its published results; none yet is an empty list (the page says so), not "not found". With a
 * category (a code of the competition's season) only the people in it, each with their place within
 * it beside the overall one (`placesWithin`); a code the season does not have is refused
 * (VALIDATION_ERROR on `category`), not answered as an empty category.
 */
export async function publishedResults(db: Database, slug: string, category?: string) {
  const competition = await findResultsCompetition(db, slug);
  if (!competition) throw new AppError('NOT_FOUND');
  const categories = await seasonCategories(db, competition.season_id);
  if (category !== undefined && !categories.some((c) => c.code === category))
    throw new AppError('VALIDATION_ERROR', { fieldErrors: { category: ['categoryUnknown'] } });
  const answer = {
    name: competition.name,
    season: { id: competition.season_id, name: competition.season_name },
    categories: categories.map(({ code, name }) => ({ code, name })),
    category: category ?? null,
  };
  if (!competition.results_published_at) return { ...answer, published_at: null, rows: [] };
  const published_at = competition.results_published_at.toISOString();
  const [rows, codes] = await Promise.all([
    storedRows(db, competition.id),
    category === undefined ? null : resultCategories(db, competition.id, categories),
  ]);
  if (category === undefined || codes === null) return { ...answer, published_at, rows };
  return {
    ...answer,
    published_at,
    rows: placesWithin(rows, (row) => codesOf(codes, row.username).includes(category)),
  };
}

/**
 * The results index: every season with at least one public competition whose results are published,
 * newest season first (as `programme.seasons` orders them), its competitions by latest start, each
 * with how many places it lists; and the season's categories (each competition's page filters by them).
 * Unlisted competitions have a results page but are not listed here.
 */
export async function resultsBySeason(db: Database) {
  const competitions = await db
    .selectFrom('competitions as c')
    .innerJoin('seasons as s', 's.id', 'c.season_id')
    .select(['c.slug', 'c.name', 'c.results_published_at', 's.id as season_id', 's.name as season_name'])
    .select((eb) =>
      eb
        .selectFrom('competition_results as r')
        .select((r) => r.fn.countAll<number>().as('n'))
        .whereRef('r.competition_id', '=', 'c.id')
        .as('entries'),
    )
    .where('c.visibility', '=', 'public')
    .where('c.results_published_at', 'is not', null)
    .orderBy('s.name', 'desc')
    .orderBy(sql`c.starts_at desc nulls last`)
    .orderBy('c.name')
    .limit(500)
    .execute();
  const categories = await categoriesOfSeasons(
    db,
    competitions.map((c) => c.season_id),
  );
  const seasons = new Map<number, z.input<typeof ZResultsBySeasonSchema>[number]>();
  for (const c of competitions) {
    let season = seasons.get(c.season_id);
    if (!season) {
      season = {
        id: c.season_id,
        name: c.season_name,
        categories: (categories.get(c.season_id) ?? []).map(({ code, name }) => ({ code, name })),
        competitions: [],
      };
      seasons.set(c.season_id, season);
    }
    season.competitions.push({
      slug: c.slug,
      name: c.name,
      published_at: c.results_published_at!.toISOString(),
      entries: Number(c.entries ?? 0),
    });
  }
  return [...seasons.values()];
}
