import { sql } from 'kysely';
import { isLanguage } from '@ctf/shared/i18n/languages';
import { type RegistrationStatus, isRegistrationOpen } from '@ctf/shared/schemas/competition';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';
import type { SessionUser } from '../auth/sessions';
import type { MailQueue } from '../jobs/jobs';
import { registrationDecisionMail } from '../mail/competition-templates';
import { findCompetitionRow, findVisibleCompetition } from './competitions';

function selectRegistrations(db: Database) {
  return db
    .selectFrom('competition_registrations as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .leftJoin('institutions as i', 'i.id', 'r.institution_id')
    .select([
      'r.id',
      'r.status',
      'r.first_name',
      'r.last_name',
      'r.gender',
      'r.date_of_birth',
      'r.institution_id',
      'r.institution_name',
      'r.created_at',
      'r.decided_at',
      'u.id as user_id',
      'u.username',
      'u.email',
      'i.name as institution_full_name',
      'i.city as institution_city',
    ]);
}
type Row = Awaited<ReturnType<ReturnType<typeof selectRegistrations>['executeTakeFirstOrThrow']>>;

function toRegistrationDto(row: Row) {
  return {
    id: row.id,
    status: row.status as RegistrationStatus,
    first_name: row.first_name,
    last_name: row.last_name,
    gender: row.gender as 'male' | 'female',
    date_of_birth: row.date_of_birth,
    institution:
      row.institution_id !== null
        ? { id: row.institution_id, name: row.institution_full_name ?? '', city: row.institution_city ?? '' }
        : null,
    institution_name: row.institution_name,
    user: { id: row.user_id, username: row.username, email: row.email },
    created_at: row.created_at.toISOString(),
    decided_at: row.decided_at?.toISOString() ?? null,
  };
}
export type RegistrationDto = ReturnType<typeof toRegistrationDto>;

/** The user's own registration for a competition they can see, or null. */
export async function findOwnRegistration(db: Database, user: SessionUser, slug: string) {
  const competition = await findVisibleCompetition(db, user, slug);
  const row = await selectRegistrations(db)
    .where('r.competition_id', '=', competition.id)
    .where('r.user_id', '=', user.id)
    .executeTakeFirst();
  return row ? toRegistrationDto(row) : null;
}

/**
 * Registers for a competition while its registration is open. It needs an accepted competitor
 * profile, which the registration copies (names, gender, birth date, institution) as it is now.
 */
export async function registerForCompetition(db: Database, user: SessionUser, slug: string, now = new Date()) {
  const competition = await findVisibleCompetition(db, user, slug);
  if (!isRegistrationOpen(competition, now)) throw new AppError('REGISTRATION_CLOSED');
  const profile = await db
    .selectFrom('competitor_applications')
    .select(['first_name', 'last_name', 'gender', 'date_of_birth', 'institution_id', 'institution_name'])
    .where('user_id', '=', user.id)
    .where('is_current', '=', true)
    .where('status', '=', 'accepted')
    .executeTakeFirst();
  if (!profile) throw new AppError('COMPETITOR_PROFILE_REQUIRED');
  const inserted = await db
    .insertInto('competition_registrations')
    .values({ competition_id: competition.id, user_id: user.id, ...profile })
    .onConflict((oc) => oc.columns(['competition_id', 'user_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) throw new AppError('ALREADY_REGISTERED');
  return (await findOwnRegistration(db, user, slug))!;
}

export async function listRegistrations(db: Database, slug: string) {
  const competition = await findCompetitionRow(db, slug);
  const rows = await selectRegistrations(db)
    .where('r.competition_id', '=', competition.id)
    .orderBy('r.created_at')
    .orderBy('r.id')
    .limit(10_000)
    .execute();
  return rows.map(toRegistrationDto);
}

/** An organizer accepts or rejects a pending registration; the user hears it by e-mail. */
export async function decideRegistration(
  db: Database,
  mail: MailQueue,
  organizerId: number,
  slug: string,
  id: number,
  outcome: 'accepted' | 'rejected',
) {
  const competition = await findCompetitionRow(db, slug);
  const updated = await db
    .updateTable('competition_registrations')
    .set({ status: outcome, decided_at: sql`now()`, decided_by: organizerId })
    .where('id', '=', id)
    .where('competition_id', '=', competition.id)
    .where('status', '=', 'pending')
    .returning('id')
    .executeTakeFirst();
  if (!updated) {
    const exists = await db
      .selectFrom('competition_registrations')
      .select('id')
      .where('id', '=', id)
      .where('competition_id', '=', competition.id)
      .executeTakeFirst();
    throw new AppError(exists ? 'REGISTRATION_NOT_PENDING' : 'NOT_FOUND');
  }
  const row = await selectRegistrations(db).where('r.id', '=', id).select('u.language').executeTakeFirstOrThrow();
  await mail.enqueue(
    registrationDecisionMail(isLanguage(row.language) ? row.language : 'sr', row.email, {
      name: row.first_name,
      competition: competition.name,
      accepted: outcome === 'accepted',
    }),
  );
  return toRegistrationDto(row);
}
