import { sql } from 'kysely';
import type { z } from 'zod';
import {
  type RegistrationStatus,
  type Stage,
  type Visibility,
  type ZCompetitionCreateSchema,
  type ZCompetitionUpdateSchema,
  datesOutOfOrder,
  isRegistrationOpen,
} from '@ctf/shared/schemas/competition';
import { COMPETITION_ELIGIBILITY_FIELDS } from '@ctf/shared/schemas/programme';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError, missingRow } from '../../errors';
import { lockedForEdit, lockedRow } from '../edits/locked-for-edit';
import type { Viewer } from '../auth/viewer';
import { type Actor, auditOf } from '../audit/audit';
import { eligibilityFactsOf } from '../programme/eligibility';
import { eligibilityReasons } from '../programme/eligibility-rule';
import { accessRefusal } from './access';
import { assertSeasonDefines, distinctCodes, unknownSeasonAsFieldError } from '../programme/competition-eligibility';

const auditCompetition = auditOf('competition');

export type CompetitionValues = z.output<typeof ZCompetitionCreateSchema>;
export type CompetitionChanges = Omit<z.output<typeof ZCompetitionUpdateSchema>, 'slug'>;

const COLUMNS = [
  'id',
  'name',
  'slug',
  'visibility',
  'stage',
  'required_role',
  'starts_at',
  'ends_at',
  'registration_starts_at',
  'registration_ends_at',
  'ctfd_url',
  'results_published_at',
  'created_at',
  'version',
  'archived_at',
  'finals_reminder_hours',
  ...COMPETITION_ELIGIBILITY_FIELDS,
] as const;

/** Read beside COLUMNS: the name of the competition's season. */
const seasonName = () =>
  sql<string>`(SELECT seasons.name FROM seasons WHERE seasons.id = competitions.season_id)`.as('season');

/** Competitions with every column an answer shows and their season's name (no filter, no order). */
const selectCompetitions = (db: Database) => db.selectFrom('competitions').select(COLUMNS).select(seasonName);

export interface CompetitionRow {
  id: number;
  name: string;
  slug: string;
  visibility: string;
  stage: string;
  required_role: string | null;
  starts_at: Date | null;
  ends_at: Date | null;
  registration_starts_at: Date | null;
  registration_ends_at: Date | null;
  ctfd_url: string | null;
  results_published_at: Date | null;
  created_at: Date;
  version: number;
  archived_at: Date | null;
  finals_reminder_hours: number | null;
  season_id: number;
  season: string;
  age_min: number | null;
  age_max: number | null;
  age_reference_date: string | null;
  allowed_categories: string[];
  requires_accepted_competitor: boolean;
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function toCompetitionDto(row: CompetitionRow) {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    visibility: row.visibility as Visibility,
    stage: row.stage as Stage,
    required_role: row.required_role,
    starts_at: iso(row.starts_at),
    ends_at: iso(row.ends_at),
    registration_starts_at: iso(row.registration_starts_at),
    registration_ends_at: iso(row.registration_ends_at),
    ctfd_url: row.ctfd_url,
    results_published: row.results_published_at !== null,
    created_at: row.created_at.toISOString(),
    version: row.version,
    archived: row.archived_at !== null,
    season_id: row.season_id,
    season: row.season,
    age_min: row.age_min,
    age_max: row.age_max,
    age_reference_date: row.age_reference_date,
    allowed_categories: row.allowed_categories,
    requires_accepted_competitor: row.requires_accepted_competitor,
  };
}
export type CompetitionDto = ReturnType<typeof toCompetitionDto>;

/** The players' view: never the CTFd address (only `competitionCtfdUrl` gives it, to those who may enter). */
export function toPlayerCompetitionDto(row: CompetitionRow) {
  const { ctfd_url: _ctfdUrl, version: _version, archived: _archived, ...competition } = toCompetitionDto(row);
  return competition;
}

/** Organizers see everything, ordered by start (undated last), then name. */
export async function listAllCompetitions(db: Database) {
  const rows = await selectCompetitions(db)
    .orderBy('starts_at', (ob) => ob.desc().nullsLast())
    .orderBy('name')
    .limit(1000)
    .execute();
  return rows.map(toCompetitionDto);
}

export async function findCompetitionRow(db: Database, slug: string) {
  return selectCompetitions(db).where('slug', '=', slug).executeTakeFirstOrThrow(missingRow('NOT_FOUND'));
}

export async function createCompetition(db: Database, { allowed_categories, ...input }: CompetitionValues) {
  try {
    return await db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('competitions')
        .values({ ...input, allowed_categories: distinctCodes(allowed_categories) })
        .returning('id')
        .executeTakeFirstOrThrow();
      // Read after the insert: a season its trigger made is not yet visible to the insert's own RETURNING.
      const row = await selectCompetitions(trx).where('id', '=', id).executeTakeFirstOrThrow();
      await assertSeasonDefines(trx, row);
      return toCompetitionDto(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('SLUG_TAKEN', { fieldErrors: { slug: ['slugTaken'] } });
    throw unknownSeasonAsFieldError(error);
  }
}

/**
 * Changes exactly the fields sent; the dates must stay in order together with the stored ones, and
 * a new season or new allowed categories must fit together (checked on the row as written).
 */
export async function updateCompetition(db: Database, slug: string, { version, ...changes }: CompetitionChanges) {
  return db
    .transaction()
    .execute(async (trx) => {
      const before = await lockedForEdit(selectCompetitions(trx).where('slug', '=', slug), version, toCompetitionDto);
      const fieldErrors = datesOutOfOrder({ ...before, ...changes });
      if (Object.keys(fieldErrors).length) throw new AppError('VALIDATION_ERROR', { fieldErrors });
      const { allowed_categories } = changes;
      const row = await trx
        .updateTable('competitions')
        .set({
          ...changes,
          ...(allowed_categories && { allowed_categories: distinctCodes(allowed_categories) }),
          updated_at: sql`now()`,
          version: sql`version + 1`,
        })
        .where('id', '=', before.id)
        .returning(COLUMNS)
        .returning(seasonName)
        .executeTakeFirstOrThrow();
      if (changes.season_id !== undefined || allowed_categories !== undefined) await assertSeasonDefines(trx, row);
      return toCompetitionDto(row);
    })
    .catch((error: unknown) => {
      throw unknownSeasonAsFieldError(error);
    });
}

/**
 * An organizer's delete. A competition others' data hangs on (registrations, finals invitations,
 * results, or a CTFd client an admin registered) is archived instead: hidden from players, kept
 * whole, restorable. Only one with none of these is deleted for good. Both are audited.
 */
export async function deleteCompetition(db: Database, actor: Actor, slug: string) {
  return db.transaction().execute(async (trx) => {
    const row = await lockedRow(selectCompetitions(trx).where('slug', '=', slug));
    const count = (
      table: 'competition_registrations' | 'finals_invitations' | 'competition_results' | 'ctfd_clients',
    ) =>
      trx
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('competition_id', '=', row.id)
        .executeTakeFirstOrThrow()
        .then((r) => Number(r.n));
    const held = {
      registrations: await count('competition_registrations'),
      invitations: await count('finals_invitations'),
      results: await count('competition_results'),
      ctfd_clients: await count('ctfd_clients'),
    };
    const archived = Object.values(held).some((n) => n > 0);
    if (archived) {
      await trx
        .updateTable('competitions')
        .set({ archived_at: sql`now()` })
        .where('id', '=', row.id)
        .execute();
    } else {
      await trx.deleteFrom('competitions').where('id', '=', row.id).execute();
    }
    await auditCompetition(trx, {
      actor,
      action: archived ? 'competition.archive' : 'competition.delete',
      targetId: row.id,
      before: toCompetitionDto(row),
      after: archived ? { archived: true, ...held } : undefined,
    });
    return { ok: true as const, archived };
  });
}

/** Brings an archived competition back (organizers), audited. */
export async function restoreCompetition(db: Database, actor: Actor, slug: string) {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('competitions')
      .set({ archived_at: null, version: sql`version + 1` })
      .where('slug', '=', slug)
      .returning(COLUMNS)
      .returning(seasonName)
      .executeTakeFirstOrThrow(missingRow('NOT_FOUND'));
    await auditCompetition(trx, { actor, action: 'competition.restore', targetId: row.id, after: { archived: false } });
    return toCompetitionDto(row);
  });
}

const isStaff = (user: Pick<Viewer, 'roles'>) => user.roles.includes('organizer') || user.roles.includes('admin');

/**
 * DECISIONS: public competitions are listed to every signed-in user, unlisted ones are reachable by
 * slug, private ones only by organizers and admins; a required role limits a competition to its
 * holders (organizers and admins always see it). Staff count as staff only in a session that proved
 * the second factor (a Viewer's roles).
 */
export function canSee(
  user: Viewer,
  competition: Pick<CompetitionRow, 'visibility' | 'required_role' | 'archived_at'>,
) {
  // Archived: gone for players; organizers find it in their own list to restore it.
  if (competition.archived_at !== null) return false;
  if (isStaff(user)) return true;
  if (competition.visibility === 'private') return false;
  return competition.required_role === null || user.roles.includes(competition.required_role);
}

/** The user's registration or invitation status in each of these competitions that has one. */
async function ownStatuses(
  db: Database,
  table: 'competition_registrations' | 'finals_invitations',
  userId: number,
  competitionIds: number[],
) {
  const rows = competitionIds.length
    ? await db
        .selectFrom(table)
        .select(['competition_id', 'status'])
        .where('user_id', '=', userId)
        .where('competition_id', 'in', competitionIds)
        .execute()
    : [];
  return new Map(rows.map((row) => [row.competition_id, row.status]));
}

/**
 * The user's competitions, each with whether Register shows now, the user's own registration status,
 * why registering would be refused (the eligibility rule's reasons) and why Access would be refused
 * (null: allowed), so that the card says it before any tab opens. A constant number of queries,
 * whatever the number of competitions (the person's facts read once for all listed seasons).
 */
export async function listVisibleCompetitions(db: Database, user: Viewer, now = new Date()) {
  let query = selectCompetitions(db).where('archived_at', 'is', null);
  if (!isStaff(user)) {
    query = query
      .where('visibility', '=', 'public')
      .where((eb) =>
        eb.or([eb('required_role', 'is', null), eb('required_role', 'in', user.roles.length ? user.roles : [''])]),
      );
  }
  const rows = await query
    .orderBy('starts_at', (ob) => ob.asc().nullsLast())
    .orderBy('name')
    .limit(200)
    .execute();
  const ids = rows.map((row) => row.id);
  const [registrationOf, invitationOf, factsOf] = await Promise.all([
    ownStatuses(db, 'competition_registrations', user.id, ids),
    ownStatuses(db, 'finals_invitations', user.id, ids),
    eligibilityFactsOf(db, user, [...new Set(rows.map((row) => row.season_id))]),
  ]);
  return rows.map((row) => {
    const registration = registrationOf.get(row.id) ?? null;
    const facts = factsOf(row.season_id);
    // A warm-up is entered, not registered for: its card gives the reasons of entering.
    const eligibility = eligibilityReasons(row, facts, now, { entry: row.stage === 'warmup' });
    return {
      ...toPlayerCompetitionDto(row),
      registration_open: isRegistrationOpen(row, now),
      registration_status: registration as RegistrationStatus | null,
      eligibility_reasons: eligibility,
      access_refusal: accessRefusal(row.stage, {
        discord: facts.discord,
        registration,
        invitation: invitationOf.get(row.id) ?? null,
        eligibility,
      }),
    };
  });
}

/** A competition a user may see, by slug; an invisible one is "not found", not "forbidden". */
export async function findVisibleCompetition(db: Database, user: Viewer, slug: string) {
  const row = await findCompetitionRow(db, slug);
  if (!canSee(user, row)) throw new AppError('NOT_FOUND');
  return row;
}

// The Access rule, the user's own statuses and the CTFd link: access.ts.
export { findOwnStatus } from './access';
