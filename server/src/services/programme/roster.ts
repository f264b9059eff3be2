import { sql } from 'kysely';
import { ageOn } from '@ctf/shared/programme/age';
import { categoriesOf } from '@ctf/shared/programme/categories';
import { toCsv } from '@ctf/shared/csv';
import { type RosterRules, rosterChecks, rosterConfirmable } from '@ctf/shared/programme/roster';
import type {
  FinalsResult,
  Roster,
  RosterCandidate,
  RosterPlayer,
  RosterSummary,
  TRosterCreateInput,
  TRosterUpdateInput,
} from '@ctf/shared/schemas/roster';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';
import { type Actor, recordAudit } from '../audit/audit';
import { lockedForEdit } from '../edits/locked-for-edit';
import { matchesWords, searchWords } from '../lists/search';
import { categoryPersonOf } from './people';
import { categoriesOfSeasons } from './seasons';

// The national team roster (issue 31 item 5): per season, the team an admin picks for an
// international event. The rules are `rosterChecks` (shared with the page, which shows them live);
// confirming refuses a roster that breaks one. A confirmed roster is read-only until reopened.

const RULE_COLUMNS = [
  'event_name',
  'reference_date',
  'size',
  'reserves',
  'age_max',
  'junior_age_max',
  'junior_share',
] as const;
const ROW_COLUMNS = ['id', 'season_id', ...RULE_COLUMNS, 'status', 'version'] as const;

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

const rulesOf = (row: Pick<RosterRow, (typeof RULE_COLUMNS)[number]>): RosterRules => ({
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
  const people = await db
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
    .where('u.id', 'in', [...userIds])
    .execute();
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
    const application =
      person.status === null || person.date_of_birth === null
        ? null
        : { status: person.status, date_of_birth: person.date_of_birth, institution_type: person.institution_type };
    const categoryPerson = categoryPersonOf(application, person.roles);
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

/** The roster locked for a change, checked against the version the editor saw; a confirmed one refused. */
async function lockedDraft(trx: Database, id: number, version: number | undefined, { draftOnly = true } = {}) {
  const row = await lockedForEdit(
    trx.selectFrom('team_rosters').select(ROW_COLUMNS).where('id', '=', id),
    version,
    (current) => ({ ...current, junior_share: Number(current.junior_share) }),
  );
  if (draftOnly && row.status === 'confirmed') throw new AppError('ROSTER_CONFIRMED');
  return row;
}

const bumpVersion = (trx: Database, id: number) =>
  trx
    .updateTable('team_rosters')
    .set({ updated_at: sql`now()`, version: sql`version + 1` })
    .where('id', '=', id)
    .execute();

export async function createRoster(db: Database, actor: Actor, input: TRosterCreateInput) {
  const id = await db.transaction().execute(async (trx) => {
    const season = await trx.selectFrom('seasons').select('id').where('id', '=', input.season_id).executeTakeFirst();
    if (!season) throw new AppError('NOT_FOUND');
    const row = await trx
      .insertInto('team_rosters')
      .values({ ...input })
      .returning(ROW_COLUMNS)
      .executeTakeFirstOrThrow();
    await recordAudit(trx, { actor, action: 'roster.create', targetType: 'roster', targetId: row.id, after: row });
    return row.id;
  });
  return getRoster(db, id);
}

/** The event's name, date and rules (a draft only). */
export async function updateRoster(db: Database, actor: Actor, { id, version, ...rules }: TRosterUpdateInput) {
  await db.transaction().execute(async (trx) => {
    const before = await lockedDraft(trx, id, version);
    const after = await trx
      .updateTable('team_rosters')
      .set({ ...rules, updated_at: sql`now()`, version: sql`version + 1` })
      .where('id', '=', id)
      .returning(ROW_COLUMNS)
      .executeTakeFirstOrThrow();
    await recordAudit(trx, { actor, action: 'roster.update', targetType: 'roster', targetId: id, before, after });
  });
  return getRoster(db, id);
}

const usernameOf = async (trx: Database, userId: number) =>
  (await trx.selectFrom('users').select('username').where('id', '=', userId).executeTakeFirst())?.username;

/** Adds an accepted competitor (as a player); someone without an accepted application is refused. */
export async function addRosterMember(
  db: Database,
  actor: Actor,
  { id, user_id, version }: { id: number; user_id: number; version?: number | undefined },
) {
  await db.transaction().execute(async (trx) => {
    await lockedDraft(trx, id, version);
    const competitor = await trx
      .selectFrom('competitor_applications as a')
      .innerJoin('users as u', 'u.id', 'a.user_id')
      .select('u.username')
      .where('a.user_id', '=', user_id)
      .where('a.is_current', '=', true)
      .where('a.status', '=', 'accepted')
      .executeTakeFirst();
    if (!competitor) throw new AppError('NOT_A_COMPETITOR');
    const added = await trx
      .insertInto('team_roster_members')
      .values({ roster_id: id, user_id })
      .onConflict((conflict) => conflict.doNothing())
      .returning('user_id')
      .executeTakeFirst();
    if (!added) return;
    await bumpVersion(trx, id);
    await recordAudit(trx, {
      actor,
      action: 'roster.memberAdd',
      targetType: 'roster',
      targetId: id,
      after: { user_id, username: competitor.username },
    });
  });
  return getRoster(db, id);
}

export async function removeRosterMember(
  db: Database,
  actor: Actor,
  { id, user_id, version }: { id: number; user_id: number; version?: number | undefined },
) {
  await db.transaction().execute(async (trx) => {
    await lockedDraft(trx, id, version);
    const removed = await trx
      .deleteFrom('team_roster_members')
      .where('roster_id', '=', id)
      .where('user_id', '=', user_id)
      .returning('reserve')
      .executeTakeFirst();
    if (!removed) return;
    await bumpVersion(trx, id);
    await recordAudit(trx, {
      actor,
      action: 'roster.memberRemove',
      targetType: 'roster',
      targetId: id,
      before: { user_id, username: await usernameOf(trx, user_id), reserve: removed.reserve },
    });
  });
  return getRoster(db, id);
}

export async function setRosterReserve(
  db: Database,
  actor: Actor,
  { id, user_id, reserve, version }: { id: number; user_id: number; reserve: boolean; version?: number | undefined },
) {
  await db.transaction().execute(async (trx) => {
    await lockedDraft(trx, id, version);
    const member = await trx
      .selectFrom('team_roster_members')
      .select('reserve')
      .where('roster_id', '=', id)
      .where('user_id', '=', user_id)
      .executeTakeFirst();
    if (!member) throw new AppError('NOT_FOUND');
    if (member.reserve === reserve) return;
    await trx
      .updateTable('team_roster_members')
      .set({ reserve })
      .where('roster_id', '=', id)
      .where('user_id', '=', user_id)
      .execute();
    await bumpVersion(trx, id);
    const username = await usernameOf(trx, user_id);
    await recordAudit(trx, {
      actor,
      action: 'roster.memberReserve',
      targetType: 'roster',
      targetId: id,
      before: { user_id, username, reserve: member.reserve },
      after: { user_id, username, reserve },
    });
  });
  return getRoster(db, id);
}

/**
 * Confirms the roster the admin saw (its version): refused with ROSTER_RULES_BROKEN, naming the rules
 * not met, by the same `rosterChecks` the page shows. The entry keeps who was picked.
 */
export async function confirmRoster(
  db: Database,
  actor: Actor,
  { id, version }: { id: number; version?: number | undefined },
) {
  await db.transaction().execute(async (trx) => {
    const row = await lockedDraft(trx, id, version);
    const full = await getRoster(trx, id);
    const checks = rosterChecks(full.members, rulesOf(row));
    if (!rosterConfirmable(checks))
      throw new AppError('ROSTER_RULES_BROKEN', {
        detail: checks
          .filter((check) => !check.met)
          .map((check) => check.rule)
          .join(', '),
      });
    await trx
      .updateTable('team_rosters')
      .set({
        status: 'confirmed',
        confirmed_at: sql`now()`,
        confirmed_by: actor.id,
        updated_at: sql`now()`,
        version: sql`version + 1`,
      })
      .where('id', '=', id)
      .execute();
    await recordAudit(trx, {
      actor,
      action: 'roster.confirm',
      targetType: 'roster',
      targetId: id,
      after: {
        players: full.members.filter((member) => !member.reserve).map((member) => member.username),
        reserves: full.members.filter((member) => member.reserve).map((member) => member.username),
      },
    });
  });
  return getRoster(db, id);
}

/** Makes a confirmed roster a draft again (editable); audited. */
export async function reopenRoster(
  db: Database,
  actor: Actor,
  { id, version }: { id: number; version?: number | undefined },
) {
  await db.transaction().execute(async (trx) => {
    const row = await lockedDraft(trx, id, version, { draftOnly: false });
    if (row.status !== 'confirmed') return;
    await trx
      .updateTable('team_rosters')
      .set({
        status: 'draft',
        confirmed_at: null,
        confirmed_by: null,
        updated_at: sql`now()`,
        version: sql`version + 1`,
      })
      .where('id', '=', id)
      .execute();
    await recordAudit(trx, {
      actor,
      action: 'roster.reopen',
      targetType: 'roster',
      targetId: id,
      before: { status: 'confirmed' },
      after: { status: 'draft' },
    });
  });
  return getRoster(db, id);
}

const CSV_TEXTS = {
  en: {
    header: ['Role', 'Username', 'Full name', 'Date of birth', 'Age on the reference date', 'Categories', 'Finals'],
    player: 'Player',
    reserve: 'Reserve',
    place: (place: number) => `place ${place}`,
  },
  sr: {
    header: ['Улога', 'Корисничко име', 'Име и презиме', 'Датум рођења', 'Узраст на дан', 'Категорије', 'Финала'],
    player: 'Играч',
    reserve: 'Резерва',
    place: (place: number) => `${place}. место`,
  },
} as const;

/** The roster as CSV (players, then reserves), column names in the caller's language. */
export async function rosterCsv(db: Database, id: number, lang: 'sr' | 'en', separator: ',' | ';' = ',') {
  const roster = await getRoster(db, id);
  const t = CSV_TEXTS[lang];
  const seasonCategories = (await categoriesOfSeasons(db, [roster.season_id])).get(roster.season_id) ?? [];
  const nameOf = new Map(seasonCategories.map((category) => [category.code, category.name]));
  const rows = roster.members.map((member) => [
    member.reserve ? t.reserve : t.player,
    member.username,
    member.full_name,
    member.date_of_birth,
    member.age,
    member.categories.map((code) => nameOf.get(code) ?? code).join(', '),
    member.finals.map((result) => `${result.competition}: ${t.place(result.place)}`).join('; '),
  ]);
  return { roster, csv: toCsv([...t.header], rows, separator) };
}
