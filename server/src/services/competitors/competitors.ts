import { sql } from 'kysely';
import {
  type CompetitorStatus,
  type TCompetitorApplication,
  needsGuardianConsent,
} from '@ctf/shared/schemas/competitor';
import type { Database } from '../../db/database';
import { AppError, missingRow } from '../../errors';
import { scheduleFunnelRefresh } from '../stats/funnel-refresh';
import { LISTED_INSTITUTION_COLUMNS, institutionOf } from '../institutions/institutions';
import { hasDiscord } from '../account/external-accounts';

/**
 * The columns every view of an application shows (the applicant's own, the admin's), with its
 * institution: `c` the application, `i` its institution.
 */
export const APPLICATION_COLUMNS = [
  'c.id',
  'c.status',
  'c.first_name',
  'c.last_name',
  'c.gender',
  'c.date_of_birth',
  'c.permanent_residence',
  'c.shirt_size',
  'c.institution_id',
  'c.institution_name',
  'c.ctf_team',
  'c.rejection_reason',
  'c.created_at',
  'c.decided_at',
  'c.joined_team_at',
  'c.guardian_consent_at',
  'c.mentor_consent',
  ...LISTED_INSTITUTION_COLUMNS,
] as const;

function selectApplication(db: Database) {
  return db
    .selectFrom('competitor_applications as c')
    .leftJoin('institutions as i', 'i.id', 'c.institution_id')
    .select([...APPLICATION_COLUMNS, 'c.user_id']);
}

type ApplicationRow = Awaited<ReturnType<ReturnType<typeof selectApplication>['executeTakeFirstOrThrow']>>;

/** The person as an application states them and a registration copies them. */
export function personOf(row: { first_name: string; last_name: string; gender: string; date_of_birth: string }) {
  return {
    first_name: row.first_name,
    last_name: row.last_name,
    gender: row.gender as 'male' | 'female',
    date_of_birth: row.date_of_birth,
  };
}

export function toApplicationDto(row: ApplicationRow) {
  return {
    id: row.id,
    status: row.status as CompetitorStatus,
    ...personOf(row),
    permanent_residence: row.permanent_residence,
    shirt_size: row.shirt_size,
    institution: institutionOf(row),
    institution_name: row.institution_name,
    ctf_team: row.ctf_team,
    rejection_reason: row.rejection_reason,
    created_at: row.created_at.toISOString(),
    decided_at: row.decided_at?.toISOString() ?? null,
    joined_team_at: row.joined_team_at?.toISOString() ?? null,
    guardian_consent_at: row.guardian_consent_at?.toISOString() ?? null,
    mentor_consent: row.mentor_consent,
  };
}
export type ApplicationDto = ReturnType<typeof toApplicationDto>;

export async function findCurrentApplication(db: Database, userId: number) {
  const row = await selectApplication(db)
    .where('c.user_id', '=', userId)
    .where('c.is_current', '=', true)
    .executeTakeFirst();
  return row ? toApplicationDto(row) : null;
}

/** The signed-in user's competitor state: none, or their current application. */
export async function getOwnCompetitor(db: Database, userId: number) {
  const application = await findCurrentApplication(db, userId);
  return { status: application?.status ?? ('none' as const), application };
}

/**
 * Applies for competitor status. Needs a linked Discord account; a pending or accepted application
 * blocks a new one, a rejected one is kept as history and replaced.
 */
export async function applyAsCompetitor(db: Database, userId: number, input: TCompetitorApplication) {
  if (!(await hasDiscord(db, userId))) throw new AppError('DISCORD_REQUIRED');
  // Under 15 on the day of applying: a parent or guardian must agree, and when is recorded.
  const underGuardianAge = needsGuardianConsent(input.date_of_birth, new Date());
  if (underGuardianAge && !input.guardian_consent) {
    throw new AppError('GUARDIAN_CONSENT_REQUIRED', { fieldErrors: { guardian_consent: ['guardianConsentRequired'] } });
  }
  if (input.institution_id !== null) {
    const exists = await db
      .selectFrom('institutions')
      .select('id')
      .where('id', '=', input.institution_id)
      .executeTakeFirst();
    if (!exists)
      throw new AppError('INSTITUTION_NOT_FOUND', { fieldErrors: { institution_id: ['institutionNotFound'] } });
  }
  await db.transaction().execute(async (trx) => {
    // Locks the user's current application so two submissions cannot both pass the check.
    const current = await trx
      .selectFrom('competitor_applications')
      .select(['id', 'status'])
      .where('user_id', '=', userId)
      .where('is_current', '=', true)
      .forUpdate()
      .executeTakeFirst();
    if (current && current.status !== 'rejected') throw new AppError('APPLICATION_EXISTS');
    if (current)
      await trx
        .updateTable('competitor_applications')
        .set({ is_current: false })
        .where('id', '=', current.id)
        .execute();
    // The names come trimmed from the application's schema (ZCompetitorApplicationSchema).
    await trx
      .insertInto('competitor_applications')
      .values({
        user_id: userId,
        first_name: input.first_name,
        last_name: input.last_name,
        gender: input.gender,
        date_of_birth: input.date_of_birth,
        permanent_residence: input.permanent_residence,
        shirt_size: input.shirt_size,
        institution_id: input.institution_id,
        institution_name: input.institution_id === null ? input.institution_name : null,
        guardian_consent_at: underGuardianAge ? sql`now()` : null,
        mentor_consent: input.mentor_consent,
      })
      .execute();
    await scheduleFunnelRefresh(trx);
  });
  return (await findCurrentApplication(db, userId))!;
}

/** An accepted competitor joins or leaves the CTF team. */
export async function setCtfTeam(db: Database, userId: number, ctfTeam: boolean) {
  const updated = await db
    .updateTable('competitor_applications')
    .set({
      ctf_team: ctfTeam,
      joined_team_at: ctfTeam ? sql`coalesce(joined_team_at, now())` : null,
      version: sql`version + 1`,
    })
    .where('user_id', '=', userId)
    .where('is_current', '=', true)
    .where('status', '=', 'accepted')
    .executeTakeFirst();
  if (updated.numUpdatedRows === 0n) throw new AppError('NOT_A_COMPETITOR');
  return (await findCurrentApplication(db, userId))!;
}

/**
 * The applicant changes whether their school's mentors may see their progress. Under 15 it counts
 * only with the guardian's consent recorded on the application (mentorConsentHolds).
 */
export async function setMentorConsent(db: Database, userId: number, mentorConsent: boolean) {
  const updated = await db
    .updateTable('competitor_applications')
    .set({ mentor_consent: mentorConsent, version: sql`version + 1` })
    .where('user_id', '=', userId)
    .where('is_current', '=', true)
    .executeTakeFirst();
  if (updated.numUpdatedRows === 0n) throw new AppError('NOT_A_COMPETITOR');
  return (await findCurrentApplication(db, userId))!;
}

/**
 * Decides a pending application: acceptance puts the competitor in the CTF team, rejection keeps
 * the (optional) reason. Used by admins, and by the development-only simulate-outcome action.
 */
export async function decideApplication(
  db: Database,
  applicationId: number,
  decision: { outcome: 'accepted' | 'rejected'; reason?: string | null; decidedBy: number | null },
) {
  const accepted = decision.outcome === 'accepted';
  const updated = await db
    .updateTable('competitor_applications')
    .set({
      status: decision.outcome,
      decided_at: sql`now()`,
      decided_by: decision.decidedBy,
      rejection_reason: accepted ? null : decision.reason?.trim() || null,
      ctf_team: accepted,
      joined_team_at: accepted ? sql`now()` : null,
      version: sql`version + 1`,
    })
    .where('id', '=', applicationId)
    .where('is_current', '=', true)
    .where('status', '=', 'pending')
    .returning('user_id')
    .executeTakeFirstOrThrow(missingRow('NOTHING_TO_DECIDE'));
  return (await findCurrentApplication(db, updated.user_id))!;
}
