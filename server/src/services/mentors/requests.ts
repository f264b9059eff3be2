import { sql } from 'kysely';
import type { Language } from '@ctf/shared/i18n/languages';
import {
  MENTOR_STUDENTS_PAGE_SIZE,
  type MentorAdminRequest,
  type MentorOwnRequest,
  type MentorRequestStatus,
  type TMentorRequestListQuery,
} from '@ctf/shared/schemas/mentors';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError, missingRow } from '../../errors';
import type { Actor } from '../audit/audit';
import { generateMailedToken, hashToken } from '../auth/crypto';
import { VERIFICATION_TOKEN_TTL_MS } from '../auth/mailed-tokens';
import { mentorConfirmMail } from '../mail/mentor-templates';
import type { Mailing } from '../mail/mailing';
import { auditMentorDecision, grantMentor, isMentorOf } from './bindings';

/** A confirmation link lives as long as an e-mail verification link (services/auth/mailed-tokens.ts). */
export const MENTOR_CONFIRM_TTL_MS = VERIFICATION_TOKEN_TTL_MS;

function selectRequests(db: Database) {
  return db
    .selectFrom('mentor_requests as r')
    .innerJoin('institutions as i', 'i.id', 'r.institution_id')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .leftJoin('users as d', 'd.id', 'r.decided_by')
    .select([
      'r.id',
      'r.user_id',
      'r.status',
      'r.confirmation',
      'r.created_at',
      'r.decided_at',
      'r.institution_id',
      'i.name as institution_name',
      'i.city as institution_city',
      'u.username',
      'u.email',
      'd.username as decided_by',
    ]);
}
type RequestRow = Awaited<ReturnType<ReturnType<typeof selectRequests>['executeTakeFirstOrThrow']>>;

function toOwnRequest(row: RequestRow): MentorOwnRequest {
  return {
    id: row.id,
    institution: { id: row.institution_id, name: row.institution_name, city: row.institution_city },
    status: row.status as MentorRequestStatus,
    confirmation: row.confirmation as 'email' | 'admin',
    created_at: row.created_at.toISOString(),
    decided_at: row.decided_at?.toISOString() ?? null,
  };
}

const toAdminRequest = (row: RequestRow): MentorAdminRequest => ({
  ...toOwnRequest(row),
  user_id: row.user_id,
  username: row.username,
  email: row.email,
  decided_by: row.decided_by,
});

/**
 * A signed-in teacher asks to mentor a school. With a contact address on record the school confirms
 * by a mailed link (only its hash is kept); without one the request waits for an admin.
 */
export async function requestMentorAccess(
  ctx: { db: Database; mail: Mailing['mail']; config: { publicUrl: string }; lang: Language },
  user: { id: number; username: string; email: string },
  institutionId: number,
): Promise<MentorOwnRequest> {
  const { db } = ctx;
  const institution = await db
    .selectFrom('institutions')
    .select(['id', 'name', 'contact_email'])
    .where('id', '=', institutionId)
    .executeTakeFirst();
  if (!institution)
    throw new AppError('INSTITUTION_NOT_FOUND', { fieldErrors: { institution_id: ['institutionNotFound'] } });
  if (await isMentorOf(db, user.id, institutionId)) throw new AppError('MENTOR_REQUEST_EXISTS');
  const token = institution.contact_email ? generateMailedToken() : null;
  let id: number;
  try {
    ({ id } = await db
      .insertInto('mentor_requests')
      .values({
        user_id: user.id,
        institution_id: institutionId,
        confirmation: token ? 'email' : 'admin',
        token_hash: token ? hashToken(token) : null,
        token_expires_at: token ? new Date(Date.now() + MENTOR_CONFIRM_TTL_MS) : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow());
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('MENTOR_REQUEST_EXISTS');
    throw error;
  }
  if (token && institution.contact_email) {
    const url = `${ctx.config.publicUrl}/mentor-confirm?token=${token}`;
    const mail = mentorConfirmMail(ctx.lang, institution.contact_email, {
      teacher: user.username,
      teacherEmail: user.email,
      institution: institution.name,
      url,
    });
    // The contact is no account of ours: the mail belongs to no user.
    await ctx.mail.enqueue(mail, null);
  }
  return toOwnRequest(await selectRequests(db).where('r.id', '=', id).executeTakeFirstOrThrow());
}

/** The caller's own requests, newest first (a teacher asks for a handful of schools at most). */
export async function listOwnMentorRequests(db: Database, userId: number) {
  const rows = await selectRequests(db).where('r.user_id', '=', userId).orderBy('r.id', 'desc').limit(100).execute();
  return rows.map(toOwnRequest);
}

/**
 * The school's contact opens the mailed link: the request is approved, the teacher bound to the
 * school and made a mentor. A used, expired or unknown link is TOKEN_INVALID.
 */
export async function confirmMentorRequest(db: Database, token: string) {
  return db.transaction().execute(async (trx) => {
    const request = await trx
      .updateTable('mentor_requests')
      .set({ status: 'approved', decided_at: sql`now()`, token_hash: null, token_expires_at: null })
      .where('token_hash', '=', hashToken(token))
      .where('status', '=', 'pending')
      .where('token_expires_at', '>', new Date())
      .returning(['user_id', 'institution_id'])
      .executeTakeFirstOrThrow(missingRow('TOKEN_INVALID'));
    await grantMentor(trx, null, request, 'mentor.requestConfirm');
    const institution = await trx
      .selectFrom('institutions')
      .select(['id', 'name', 'city'])
      .where('id', '=', request.institution_id)
      .executeTakeFirstOrThrow();
    return { institution };
  });
}

/** The admins' list of requests, newest first, optionally of one status. */
export async function listMentorRequests(db: Database, input: TMentorRequestListQuery) {
  const { page } = input;
  const per_page = MENTOR_STUDENTS_PAGE_SIZE;
  let query = selectRequests(db);
  let count = db.selectFrom('mentor_requests').select(sql<number>`count(*)::int`.as('total'));
  if (input.status) {
    query = query.where('r.status', '=', input.status);
    count = count.where('status', '=', input.status);
  }
  const [rows, { total }] = await Promise.all([
    query
      .orderBy('r.id', 'desc')
      .limit(per_page)
      .offset((page - 1) * per_page)
      .execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  return {
    data: rows.map(toAdminRequest),
    meta: { total, page, per_page, page_count: Math.max(1, Math.ceil(total / per_page)) },
  };
}

/** An admin approves (binding the teacher, the role with it) or turns down a pending request. */
export async function decideMentorRequest(db: Database, actor: Actor, input: { id: number; approve: boolean }) {
  await db.transaction().execute(async (trx) => {
    const request = await trx
      .updateTable('mentor_requests')
      .set({
        status: input.approve ? 'approved' : 'rejected',
        decided_at: sql`now()`,
        decided_by: actor.id,
        token_hash: null,
        token_expires_at: null,
      })
      .where('id', '=', input.id)
      .where('status', '=', 'pending')
      .returning(['user_id', 'institution_id'])
      .executeTakeFirst();
    if (!request) {
      const exists = await trx.selectFrom('mentor_requests').select('id').where('id', '=', input.id).executeTakeFirst();
      throw new AppError(exists ? 'NOTHING_TO_DECIDE' : 'NOT_FOUND');
    }
    if (input.approve) await grantMentor(trx, actor, request, 'mentor.requestApprove');
    else await auditMentorDecision(trx, actor, 'mentor.requestReject', request);
  });
  return toAdminRequest(await selectRequests(db).where('r.id', '=', input.id).executeTakeFirstOrThrow());
}
