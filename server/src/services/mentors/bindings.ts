import { type ExpressionBuilder, sql } from 'kysely';
import type { MentorBindingRow, MentorOverview, TMentorBindingInput } from '@ctf/shared/schemas/mentors';
import type { Database } from '../../db/database';
import type { DB } from '../../db/types';
import { AppError, missingRow } from '../../errors';
import { type Actor, recordAudit } from '../audit/audit';

/** A list of bindings never grows past this (the admin filters by mentor or school to narrow it). */
export const BINDINGS_LIMIT = 500;

type Binding = { user_id: number; institution_id: number };

/**
 * Gives or takes the mentor role in the transaction that changes the user's bindings, so a mentor
 * always has a school and a user with a school is always a mentor. Roles are read from the database
 * on every request, so no session needs renewing.
 */
async function setMentorRole(trx: Database, userId: number, isMentor: boolean) {
  const roles = isMentor
    ? sql<string[]>`case when 'mentor' = any(roles) then roles else array_append(roles, 'mentor') end`
    : sql<string[]>`array_remove(roles, 'mentor')`;
  await trx
    .updateTable('users')
    .set({ roles, updated_at: sql`now()`, version: sql`version + 1` })
    .where('id', '=', userId)
    .execute();
}

/**
 * Binds a user to a school and makes them a mentor (an admin's binding, an approved request, a
 * confirmation link). Already bound: nothing changes. Returns whether a binding was made.
 */
export async function grantMentor(
  trx: Database,
  actor: Actor | null,
  binding: Binding,
  action: 'mentor.bind' | 'mentor.requestApprove' | 'mentor.requestConfirm',
) {
  const made = await trx
    .insertInto('mentor_institutions')
    .values({ user_id: binding.user_id, institution_id: binding.institution_id })
    .onConflict((oc) => oc.columns(['user_id', 'institution_id']).doNothing())
    .returning('user_id')
    .executeTakeFirst();
  await setMentorRole(trx, binding.user_id, true);
  await auditMentorDecision(trx, actor, action, binding);
  return made !== undefined;
}

/** The audit entry of a teacher given a school (or refused one): on the user, naming the school. */
export function auditMentorDecision(
  trx: Database,
  actor: Actor | null,
  action: 'mentor.bind' | 'mentor.requestApprove' | 'mentor.requestConfirm' | 'mentor.requestReject',
  binding: Binding,
) {
  return recordAudit(trx, {
    actor,
    action,
    targetType: 'user',
    targetId: binding.user_id,
    after: { institution: binding.institution_id },
  });
}

/** The row that binds this mentor to this school. */
const bindingRow =
  ({ user_id, institution_id }: Binding) =>
  (eb: ExpressionBuilder<DB, 'mentor_institutions'>) =>
    eb.and({ user_id, institution_id });

/** Whether the user mentors the school. */
export async function isMentorOf(db: Database, userId: number, institutionId: number) {
  const binding = await db
    .selectFrom('mentor_institutions')
    .select('user_id')
    .where(bindingRow({ user_id: userId, institution_id: institutionId }))
    .executeTakeFirst();
  return binding !== undefined;
}

async function assertExists(db: Database, { user_id, institution_id }: TMentorBindingInput) {
  const [user, institution] = await Promise.all([
    db.selectFrom('users').select('id').where('id', '=', user_id).executeTakeFirst(),
    db.selectFrom('institutions').select('id').where('id', '=', institution_id).executeTakeFirst(),
  ]);
  if (!user) throw new AppError('NOT_FOUND');
  if (!institution)
    throw new AppError('INSTITUTION_NOT_FOUND', { fieldErrors: { institution_id: ['institutionNotFound'] } });
}

/** An admin makes a user the mentor of a school (the role comes with it). */
export async function bindMentor(db: Database, actor: Actor, input: TMentorBindingInput) {
  await assertExists(db, input);
  await db.transaction().execute((trx) => grantMentor(trx, actor, input, 'mentor.bind'));
}

/** An admin takes a school from a mentor; the last school gone, the mentor role goes too. */
export async function unbindMentor(db: Database, actor: Actor, input: TMentorBindingInput) {
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('mentor_institutions')
      .where(bindingRow(input))
      .returning('user_id')
      .executeTakeFirstOrThrow(missingRow('NOT_FOUND'));
    const left = await trx
      .selectFrom('mentor_institutions')
      .select('institution_id')
      .where('user_id', '=', input.user_id)
      .limit(1)
      .executeTakeFirst();
    if (!left) await setMentorRole(trx, input.user_id, false);
    await recordAudit(trx, {
      actor,
      action: 'mentor.unbind',
      targetType: 'user',
      targetId: input.user_id,
      before: { institution: input.institution_id },
      after: left ? undefined : { removed: 'mentor' },
    });
  });
}

/** Mentors and their schools, newest first, for one mentor or one school or all (bounded). */
export async function listMentorBindings(
  db: Database,
  filter: { user_id?: number; institution_id?: number },
): Promise<MentorBindingRow[]> {
  let query = db
    .selectFrom('mentor_institutions as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .innerJoin('institutions as i', 'i.id', 'm.institution_id')
    .select(['m.user_id', 'u.username', 'u.email', 'm.institution_id', 'i.name', 'i.city', 'm.created_at']);
  if (filter.user_id !== undefined) query = query.where('m.user_id', '=', filter.user_id);
  if (filter.institution_id !== undefined) query = query.where('m.institution_id', '=', filter.institution_id);
  const rows = await query.orderBy('m.created_at', 'desc').orderBy('m.user_id').limit(BINDINGS_LIMIT).execute();
  return rows.map((row) => ({
    user_id: row.user_id,
    username: row.username,
    email: row.email,
    institution: { id: row.institution_id, name: row.name, city: row.city },
    created_at: row.created_at.toISOString(),
  }));
}

/** The schools a mentor is bound to, by name. */
export async function mentorInstitutions(db: Database, userId: number) {
  return db
    .selectFrom('mentor_institutions as m')
    .innerJoin('institutions as i', 'i.id', 'm.institution_id')
    .select(['i.id', 'i.name', 'i.city'])
    .where('m.user_id', '=', userId)
    .orderBy(sql`ctf_sr_latin(i.name) collate sr_icu`)
    .orderBy('i.id')
    .execute();
}

/** The mentor's page header: their schools and whether they get the digest. */
export async function mentorOverview(db: Database, userId: number): Promise<MentorOverview> {
  const [institutions, user] = await Promise.all([
    mentorInstitutions(db, userId),
    db.selectFrom('users').select('mentor_digest').where('id', '=', userId).executeTakeFirstOrThrow(),
  ]);
  return { institutions, digest_enabled: user.mentor_digest };
}

export async function setMentorDigest(db: Database, userId: number, enabled: boolean) {
  await db.updateTable('users').set({ mentor_digest: enabled }).where('id', '=', userId).execute();
}
