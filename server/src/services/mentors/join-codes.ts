import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { AppError, missingRow } from '../../errors';
import { lockedRow } from '../edits/locked-for-edit';
import { type Actor, recordAudit } from '../audit/audit';
import { isMentorOf } from './bindings';

/** 128 random bits, URL-safe: a school link cannot be guessed, only handed on. */
export const newJoinCode = () => randomBytes(16).toString('base64url');

/** The school a link's code names (what the application pre-fills), or JOIN_CODE_NOT_FOUND. */
export async function institutionByJoinCode(db: Database, code: string) {
  return db
    .selectFrom('institutions')
    .select(['id', 'name', 'city'])
    .where('join_code', '=', code)
    .executeTakeFirstOrThrow(missingRow('JOIN_CODE_NOT_FOUND'));
}

async function writeJoinCode(db: Database, actor: Actor, institutionId: number, onlyIfMissing: boolean) {
  return db.transaction().execute(async (trx) => {
    const current = await lockedRow(trx.selectFrom('institutions').select('join_code').where('id', '=', institutionId));
    if (onlyIfMissing && current.join_code !== null) return { institution_id: institutionId, code: current.join_code };
    const code = newJoinCode();
    await trx
      .updateTable('institutions')
      .set({ join_code: code, updated_at: sql`now()` })
      .where('id', '=', institutionId)
      .execute();
    // The code itself stays out of the log: the log is read by every admin, the link is the school's.
    await recordAudit(trx, {
      actor,
      action: 'institution.joinCode',
      targetType: 'institution',
      targetId: institutionId,
      after: { join_code: current.join_code === null ? 'created' : 'rotated' },
    });
    return { institution_id: institutionId, code };
  });
}

/** The school's join code, made the first time it is asked for. */
export const joinCodeOf = (db: Database, actor: Actor, institutionId: number) =>
  writeJoinCode(db, actor, institutionId, true);

/** A new join code: the old link stops working (it was handed to the wrong people, say). */
export const rotateJoinCode = (db: Database, actor: Actor, institutionId: number) =>
  writeJoinCode(db, actor, institutionId, false);

/**
 * A mentor's own school's link, to hand to its students (made the first time it is asked for); a
 * school the mentor is not bound to is refused.
 */
export async function mentorJoinCode(db: Database, actor: Actor, institutionId: number) {
  if (!(await isMentorOf(db, actor.id, institutionId))) throw new AppError('FORBIDDEN');
  return joinCodeOf(db, actor, institutionId);
}
