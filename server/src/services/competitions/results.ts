import { sql } from 'kysely';
import { parseCsv } from '@ctf/shared/csv';
import type { ResultRow } from '@ctf/shared/schemas/competition';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';
import { findCompetitionRow } from './competitions';

const PLACE = ['place', 'rank', 'mjesto', 'mesto'];
const NAME = ['username', 'user', 'user name', 'name', 'team', 'team name'];
const SCORE = ['score', 'points'];

export interface ParsedResults {
  rows: ResultRow[];
  /** Problems by line (1 = the header), in English keys the client translates. */
  errors: { line: number; problem: 'placeInvalid' | 'usernameMissing' | 'scoreInvalid' }[];
}

/**
 * Reads `place,username,score` or a CTFd scoreboard export (its place, user/team name and score
 * columns; member rows without a place are skipped). The header decides which column is which.
 */
export function parseResultsCsv(text: string): ParsedResults {
  const [header, ...lines] = parseCsv(text);
  const columns = (header ?? []).map((h) => h.trim().toLowerCase());
  const find = (names: string[]) => columns.findIndex((c) => names.includes(c));
  const [place, name, score] = [find(PLACE), find(NAME), find(SCORE)];
  if (place < 0 || name < 0 || score < 0)
    throw new AppError('RESULTS_INVALID', { fieldErrors: { csv: ['csvHeaderInvalid'] } });
  const rows: ResultRow[] = [];
  const errors: ParsedResults['errors'] = [];
  lines.forEach((cells, index) => {
    const line = index + 2;
    const rawPlace = cells[place]?.trim() ?? '';
    if (rawPlace === '') return;
    const parsedPlace = Number(rawPlace);
    const username = cells[name]?.trim() ?? '';
    const parsedScore = Number(cells[score]?.trim() ?? '');
    if (!Number.isInteger(parsedPlace) || parsedPlace < 1) errors.push({ line, problem: 'placeInvalid' });
    else if (!username) errors.push({ line, problem: 'usernameMissing' });
    else if (!Number.isInteger(parsedScore)) errors.push({ line, problem: 'scoreInvalid' });
    else rows.push({ place: parsedPlace, username, score: parsedScore });
  });
  rows.sort((a, b) => a.place - b.place || a.username.localeCompare(b.username));
  return { rows, errors };
}

/** Replaces the competition's results with the file's rows and publishes them. */
export async function publishResults(db: Database, slug: string, csv: string) {
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
  });
  return { published: unique.length };
}

export async function unpublishResults(db: Database, slug: string) {
  const competition = await findCompetitionRow(db, slug);
  await db.updateTable('competitions').set({ results_published_at: null }).where('id', '=', competition.id).execute();
}

/** What the organizer sees: the stored rows and whether they are public. */
export async function organizerResults(db: Database, slug: string) {
  const competition = await findCompetitionRow(db, slug);
  const rows = await db
    .selectFrom('competition_results')
    .select(['place', 'username', 'score'])
    .where('competition_id', '=', competition.id)
    .orderBy('place')
    .orderBy('username')
    .execute();
  return { published: competition.results_published_at !== null, rows };
}

/**
 * The public results page: published rows of a competition that is not private. Anything else
 * (unknown slug, private competition, nothing published) is the same "not found", so the answer
 * tells nothing about which competitions exist.
 */
export async function publishedResults(db: Database, slug: string) {
  const competition = await db
    .selectFrom('competitions')
    .select(['id', 'name', 'results_published_at'])
    .where('slug', '=', slug)
    .where('visibility', '!=', 'private')
    .where('results_published_at', 'is not', null)
    .executeTakeFirst();
  if (!competition?.results_published_at) throw new AppError('NOT_FOUND');
  const rows = await db
    .selectFrom('competition_results')
    .select(['place', 'username', 'score'])
    .where('competition_id', '=', competition.id)
    .orderBy('place')
    .orderBy('username')
    .execute();
  return { name: competition.name, published_at: competition.results_published_at.toISOString(), rows };
}
