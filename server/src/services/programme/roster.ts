import { sql } from 'kysely';
import { ageOn } from '@ctf/shared/programme/age';
import { categoriesOf } from '@ctf/shared/programme/categories';
import { type RosterRules, rosterChecks } from '@ctf/shared/programme/roster';
import type { FinalsResult, Roster, RosterCandidate, RosterPlayer, RosterSummary } from '@ctf/shared/schemas/roster';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';
import { matchesWords, searchWords } from '../lists/search';
import { categoryPersonOf, joinedApplication, usersWithApplications } from './people';
import { categoriesOfSeasons } from './seasons';

// The national team roster (issue 31 item 5): per season, the team an admin picks for an
// international event. The rules are `rosterChecks` (shared with the page, which shows them live);
// confirming refuses a roster that breaks one (roster-changes.ts). This file reads rosters.

const RULE_COLUMNS = [
  'event_name',
  'reference_date',
  'size',
  'reserves',
  'age_max',
  'junior_age_max',
  'junior_share',
] as const;
export const ROW_COLUMNS = ['id', 'season_id', ...RULE_COLUMNS, 'status', 'version'] as const;

/** How many people a search offers (finalists are few and all shown). */
export const CANDIDATE_SEARCH_LIMIT = 20;

function rosterRows(db: Database) {
  return db
    .selectFrom('team_rosters as r')
    .innerJoin('seasons as s', 's.id', 'r.season_id')
    .leftJoin('users as cu', 'cu.id', 'r.confirmed_by')
    .select([
      'r.id',
      'r.season_id',
      's.name as season',
      'r.event_name',
      'r.reference_date',
      'r.size',
      'r.reserves',
      'r.age_max',
      'r.junior_age_max',
      'r.junior_share',
      'r.status',
      'r.confirmed_at',
      'cu.username as confirmed_by',
      'r.version',
    ]);
}

type RosterRow = Awaited<ReturnType<ReturnType<typeof rosterRows>['executeTakeFirstOrThrow']>>;

const toRow = (row: RosterRow) => ({
  ...row,
  status: row.status as 'draft' | 'confirmed',
  junior_share: Number(row.junior_share),
  confirmed_at: row.confirmed_at ? new Date(row.confirmed_at).toISOString() : null,
});

export const rulesOf = (row: Pick<RosterRow, (typeof RULE_COLUMNS)[number]>): RosterRules => ({
  size: row.size,
  reserves: row.reserves,
  age_max: row.age_max,
  junior_age_max: row.junior_age_max,
  junior_share: Number(row.junior_share),
  reference_date: row.reference_date,
});

/** The rosters of a season, newest first, with their players and reserves counted. */
export async function listRosters(db: Database, seasonId: number): Promise<RosterSummary[]> {
  const rows = await rosterRows(db)
    .select((eb) => [
      eb
        .selectFrom('team_roster_members as m')
        .select((m) => m.fn.countAll<string>().as('n'))
        .whereRef('m.roster_id', '=', 'r.id')
        .where('m.reserve', '=', false)
        .as('players'),
      eb
        .selectFrom('team_roster_members as m')
        .select((m) => m.fn.countAll<string>().as('n'))
        .whereRef('m.roster_id', '=', 'r.id')
        .where('m.reserve', '=', true)
        .as('reserve_players'),
    ])
    .where('r.season_id', '=', seasonId)
    .orderBy('r.id', 'desc')
    .limit(200)
    .execute();
  return rows.map(({ players, reserve_players, ...row }) => ({
    ...toRow(row),
    players: Number(players ?? 0),
    reserve_players: Number(reserve_players ?? 0),
  }));
}

interface PersonFacts {
  user_id: number;
  username: string;
  full_name: string | null;
  date_of_birth: string | null;
  age: number | null;
  categories: string[];
  finals: FinalsResult[];
}

/**
 * What the page shows of each person: the name and birth date from the accepted application only
 * (without one: no name, no age, no category), the age on the roster's reference date, the
 * categories in the season, and the place in each finals competition of the season. Three queries
 * whatever the number of people.
 */
async function peopleFacts(
  db: Database,
  userIds: readonly number[],
  seasonId: number,
  referenceDate: string,
): Promise<Map<number, PersonFacts>> {
  if (userIds.length === 0) return new Map();
  const people = await usersWithApplications(db, userIds);
  const categories = (await categoriesOfSeasons(db, [seasonId])).get(seasonId) ?? [];
  const finals = await db
    .selectFrom('competitions as c')
    .innerJoin('competition_results as cr', 'cr.competition_id', 'c.id')
    .select(['c.name', 'c.slug', 'cr.place', sql<string>`lower(cr.username)`.as('name_key')])
    .where('c.season_id', '=', seasonId)
    .where('c.stage', '=', 'finals')
    .where(
      sql`lower(cr.username)`,
      'in',
      people.map((person) => person.username.toLowerCase()),
    )
    .orderBy('c.starts_at')
    .orderBy('c.id')
    .execute();
  const facts = new Map<number, PersonFacts>();
  for (const person of people) {
    const categoryPerson = categoryPersonOf(joinedApplication(person), person.roles);
    const accepted = person.status === 'accepted';
    facts.set(person.id, {
      user_id: person.id,
      username: person.username,
      full_name: accepted ? `${person.first_name} ${person.last_name}` : null,
      date_of_birth: categoryPerson.date_of_birth,
      age: categoryPerson.date_of_birth ? ageOn(categoryPerson.date_of_birth, referenceDate) : null,
      categories: categoriesOf(categoryPerson, categories),
      finals: finals
        .filter((row) => row.name_key === person.username.toLowerCase())
        .map((row) => ({ competition: row.name, slug: row.slug, place: row.place })),
    });
  }
  return facts;
}

const bestPlace = (person: { finals: FinalsResult[] }) =>
  person.finals.length === 0 ? Number.POSITIVE_INFINITY : Math.min(...person.finals.map((result) => result.place));

async function membersOf(db: Database, row: RosterRow): Promise<RosterPlayer[]> {
  const members = await db
    .selectFrom('team_roster_members')
    .select(['user_id', 'reserve'])
    .where('roster_id', '=', row.id)
    .orderBy('added_at')
    .orderBy('user_id')
    .execute();
  const facts = await peopleFacts(
    db,
    members.map((member) => member.user_id),
    row.season_id,
    row.reference_date,
  );
  return members.flatMap((member) => {
    const person = facts.get(member.user_id);
    return person ? [{ ...person, reserve: member.reserve }] : [];
  });
}

/** The roster with its members (players first, then reserves) and every rule met or not. */
export async function getRoster(db: Database, id: number): Promise<Roster> {
  const row = await rosterRows(db).where('r.id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  const members = await membersOf(db, row);
  members.sort((a, b) => Number(a.reserve) - Number(b.reserve));
  return { ...toRow(row), members, checks: rosterChecks(members, rulesOf(row)) };
}

/**
 * Whom an admin may add (accepted competitors not on the roster): the season's finalists (an accepted
 * invitation to one of its finals competitions) by their best finals place, then, with a search, up
 * to CANDIDATE_SEARCH_LIMIT others found by name or username through the applications' search key
 * (the trigram index of current applications).
 */
export async function rosterCandidates(
  db: Database,
  { id, search }: { id: number; search?: string | undefined },
): Promise<RosterCandidate[]> {
  const row = await rosterRows(db).where('r.id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  const onRoster = db.selectFrom('team_roster_members').select('user_id').where('roster_id', '=', id);
  const finalistIds = (
    await db
      .selectFrom('finals_invitations as fi')
      .innerJoin('competitions as c', 'c.id', 'fi.competition_id')
      .innerJoin('competitor_applications as a', (join) =>
        join.onRef('a.user_id', '=', 'fi.user_id').on('a.is_current', '=', true).on('a.status', '=', 'accepted'),
      )
      .select('fi.user_id')
      .distinct()
      .where('c.season_id', '=', row.season_id)
      .where('c.stage', '=', 'finals')
      .where('fi.status', '=', 'accepted')
      .where('fi.user_id', 'not in', onRoster)
      .limit(200)
      .execute()
  ).map((finalist) => finalist.user_id);
  const words = search ? searchWords(search) : [];
  const matchIds =
    words.length === 0
      ? []
      : (
          await db
            .selectFrom('competitor_applications as a')
            .select('a.user_id')
            .where('a.is_current', '=', true)
            .where('a.status', '=', 'accepted')
            .where(matchesWords(sql`a.search_key`, words))
            .where('a.user_id', 'not in', onRoster)
            .$if(finalistIds.length > 0, (query) => query.where('a.user_id', 'not in', finalistIds))
            .orderBy('a.last_name')
            .orderBy('a.first_name')
            .orderBy('a.user_id')
            .limit(CANDIDATE_SEARCH_LIMIT)
            .execute()
        ).map((match) => match.user_id);
  const facts = await peopleFacts(db, [...finalistIds, ...matchIds], row.season_id, row.reference_date);
  const finalists = finalistIds
    .flatMap((userId) => (facts.has(userId) ? [{ ...facts.get(userId)!, finalist: true }] : []))
    .sort((a, b) => bestPlace(a) - bestPlace(b) || a.username.localeCompare(b.username));
  const matches = matchIds.flatMap((userId) => (facts.has(userId) ? [{ ...facts.get(userId)!, finalist: false }] : []));
  return [...finalists, ...matches];
}
