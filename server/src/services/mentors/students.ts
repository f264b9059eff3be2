import { sql } from 'kysely';
import {
  MENTOR_STUDENTS_PAGE_SIZE,
  type MentorStudent,
  type MentorStudentPage,
  type TMentorStudentsQuery,
  mentorConsentHolds,
} from '@ctf/shared/schemas/mentors';
import type { FunnelStage } from '@ctf/shared/schemas/statistics';
import { toSearchKey } from '@ctf/shared/transliteration';
import type { Database } from '../../db/database';
import { AppError, missingRow } from '../../errors';
import { type ListSeason, categoriesOfUsers, listSeasonOf } from '../programme/list-categories';
import { mentorInstitutions } from './bindings';
import { playgroundProgressOf } from './playground';

/**
 * The most applications read for one mentor's schools: far above any school's competitors, so the
 * consent rule (mentorConsentHolds, one shared function) can be applied in code before paging.
 */
const CANDIDATES_LIMIT = 5_000;

export interface ConsentingStudent {
  user_id: number;
  first_name: string;
  last_name: string;
  institution_id: number;
}

/**
 * The students of these schools whose consent holds today: their current application names the
 * school and says yes (under 15 with the guardian's consent too). Sorted by last and first name.
 */
export async function consentingStudents(
  db: Database,
  institutionIds: readonly number[],
  today = new Date(),
): Promise<ConsentingStudent[]> {
  if (institutionIds.length === 0) return [];
  const rows = await db
    .selectFrom('competitor_applications')
    .select([
      'user_id',
      'first_name',
      'last_name',
      'institution_id',
      'date_of_birth',
      'guardian_consent_at',
      'mentor_consent',
    ])
    .where('is_current', '=', true)
    .where('mentor_consent', '=', true)
    .where('institution_id', 'in', [...institutionIds])
    .orderBy(sql`ctf_sr_latin(last_name) collate sr_icu`)
    .orderBy(sql`ctf_sr_latin(first_name) collate sr_icu`)
    .orderBy('user_id')
    .limit(CANDIDATES_LIMIT)
    .execute();
  return rows
    .filter((row) =>
      mentorConsentHolds(
        {
          mentor_consent: row.mentor_consent,
          guardian_consent: row.guardian_consent_at !== null,
          date_of_birth: row.date_of_birth,
        },
        today,
      ),
    )
    .map(({ user_id, first_name, last_name, institution_id }) => ({
      user_id,
      first_name,
      last_name,
      institution_id: institution_id!,
    }));
}

/** Each search word must start a word of the student's name (either script, any case, no diacritics). */
function matchesName(student: ConsentingStudent, search: string | undefined) {
  const words = toSearchKey(search ?? '')
    .split(' ')
    .filter(Boolean);
  if (words.length === 0) return true;
  const name = toSearchKey(`${student.first_name} ${student.last_name}`).split(' ');
  return words.every((word) => name.some((part) => part.startsWith(word)));
}

async function seasonNamed(db: Database, name: string | undefined): Promise<ListSeason | null> {
  if (name === undefined) return listSeasonOf(db);
  const season = await db
    .selectFrom('seasons')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirstOrThrow(missingRow('NOT_FOUND'));
  return listSeasonOf(db, season.id);
}

/** Each student's published results in the season, best place first. */
async function resultsOf(db: Database, userIds: number[], seasonId: number | null) {
  const byUser = new Map<number, MentorStudent['results']>();
  if (userIds.length === 0 || seasonId === null) return byUser;
  const rows = await db
    .selectFrom('competition_results as r')
    .innerJoin('competitions as c', 'c.id', 'r.competition_id')
    .select(['r.user_id', 'c.name', 'c.slug', 'r.place', 'r.score'])
    .where('r.user_id', 'in', userIds)
    .where('c.season_id', '=', seasonId)
    .where('c.results_published_at', 'is not', null)
    .orderBy('c.starts_at')
    .orderBy('c.id')
    .execute();
  for (const row of rows) {
    const list = byUser.get(row.user_id!) ?? [];
    list.push({ competition: row.name, slug: row.slug, place: row.place, score: Number(row.score) });
    byUser.set(row.user_id!, list);
  }
  return byUser;
}

/**
 * How far each student got in the season's funnel. They all applied (a current application names
 * the school); past that: accepted, competed (a published result), finalist (accepted finals), team.
 */
async function stagesOf(db: Database, userIds: number[], seasonId: number | null) {
  const stages = new Map<number, FunnelStage>();
  if (userIds.length === 0) return stages;
  const accepted = await db
    .selectFrom('competitor_applications')
    .select('user_id')
    .where('user_id', 'in', userIds)
    .where('is_current', '=', true)
    .where('status', '=', 'accepted')
    .execute();
  for (const id of userIds) stages.set(id, 'applied');
  for (const row of accepted) stages.set(row.user_id, 'accepted');
  if (seasonId === null) return stages;
  const [competed, finalists, team] = await Promise.all([
    db
      .selectFrom('competition_results as r')
      .innerJoin('competitions as c', 'c.id', 'r.competition_id')
      .select('r.user_id')
      .where('r.user_id', 'in', userIds)
      .where('c.season_id', '=', seasonId)
      .where('c.results_published_at', 'is not', null)
      .execute(),
    db
      .selectFrom('finals_invitations as f')
      .innerJoin('competitions as c', 'c.id', 'f.competition_id')
      .select('f.user_id')
      .where('f.user_id', 'in', userIds)
      .where('c.season_id', '=', seasonId)
      .where('f.status', '=', 'accepted')
      .execute(),
    db
      .selectFrom('team_roster_members as m')
      .innerJoin('team_rosters as t', 't.id', 'm.roster_id')
      .select('m.user_id')
      .where('m.user_id', 'in', userIds)
      .where('t.season_id', '=', seasonId)
      .where('t.status', '=', 'confirmed')
      .execute(),
  ]);
  for (const row of competed) if (row.user_id !== null) stages.set(row.user_id, 'competed');
  for (const row of finalists) stages.set(row.user_id, 'finalist');
  for (const row of team) stages.set(row.user_id, 'team');
  return stages;
}

/** The rows of these students in the season: only what a mentor may see. */
export async function studentRows(
  db: Database,
  students: ConsentingStudent[],
  season: ListSeason | null,
): Promise<MentorStudent[]> {
  const ids = students.map((student) => student.user_id);
  const seasonId = season?.id ?? null;
  const [categories, results, stages, playground] = await Promise.all([
    categoriesOfUsers(db, ids, season),
    resultsOf(db, ids, seasonId),
    stagesOf(db, ids, seasonId),
    playgroundProgressOf(db, ids),
  ]);
  return students.map((student) => ({
    user_id: student.user_id,
    first_name: student.first_name,
    last_name: student.last_name,
    institution_id: student.institution_id,
    categories: categories.get(student.user_id) ?? [],
    stage: stages.get(student.user_id) ?? 'applied',
    results: results.get(student.user_id) ?? [],
    playground: playground.get(student.user_id) ?? null,
  }));
}

/** A mentor's page of students: of their schools only (one of them, if asked), consenting, by name. */
export async function listMentorStudents(
  db: Database,
  mentorId: number,
  input: TMentorStudentsQuery,
): Promise<MentorStudentPage> {
  const schools = (await mentorInstitutions(db, mentorId)).map((school) => school.id);
  if (input.institution_id !== undefined && !schools.includes(input.institution_id)) throw new AppError('FORBIDDEN');
  const season = await seasonNamed(db, input.season);
  const everyone = await consentingStudents(db, input.institution_id === undefined ? schools : [input.institution_id]);
  const matching = everyone.filter((student) => matchesName(student, input.search));
  const { page } = input;
  const per_page = MENTOR_STUDENTS_PAGE_SIZE;
  const slice = matching.slice((page - 1) * per_page, page * per_page);
  return {
    data: await studentRows(db, slice, season),
    meta: { total: matching.length, page, per_page, page_count: Math.max(1, Math.ceil(matching.length / per_page)) },
    season: season?.name ?? null,
  };
}
