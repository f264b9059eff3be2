import { sql } from 'kysely';
import type { AuditAction } from '@ctf/shared/audit';
import type { Language } from '@ctf/shared/i18n/languages';
import { serverMessage } from '@ctf/shared/i18n/server-messages';
import type { Database } from '../../db/database';
import { AppError, missingRow } from '../../errors';
import { type Actor, auditCompetitor } from '../audit/audit';
import { decideApplication } from '../competitors/competitors';
import type { MailQueue } from '../jobs/queues';
import { type CompetitorChange, competitorChangeMail } from '../mail/admin-templates';
import { competitorDecisionMail } from '../mail/decision-templates';
import { mailLanguage } from '../mail/mailing';
import { findCompetitor, toAdminCompetitor } from './competitors';
import { scheduleFunnelRefresh } from '../stats/funnel-refresh';

// An admin's decisions on applications: each one conditional (a decision made meanwhile wins),
// audited, and told to the applicant by e-mail.

/** Accepts or rejects a pending application, records it, and tells the applicant by e-mail. */
export async function decideCompetitor(
  db: Database,
  mail: MailQueue,
  actor: Actor,
  { id, ...decision }: { id: number; outcome: 'accepted' | 'rejected'; reason?: string },
) {
  const before = await findCompetitor(db, id);
  await db.transaction().execute(async (trx) => {
    await decideApplication(trx, id, {
      outcome: decision.outcome,
      reason: decision.reason ?? null,
      decidedBy: actor.id,
    });
    await scheduleFunnelRefresh(trx);
    await auditCompetitor(trx, {
      actor,
      action: decision.outcome === 'accepted' ? 'competitor.accept' : 'competitor.reject',
      targetId: id,
      before: { status: before.status },
      after: {
        status: decision.outcome,
        ...(decision.outcome === 'rejected' ? { reason: decision.reason?.trim() || null } : {}),
      },
    });
  });
  await mail.enqueue(
    competitorDecisionMail(mailLanguage(before.language), before.email, {
      name: before.first_name,
      accepted: decision.outcome === 'accepted',
      reason: decision.reason?.trim() || null,
    }),
    before.user_id,
  );
  return toAdminCompetitor(await findCompetitor(db, id));
}

/**
 * Decides many pending applications, one by one (each its own transaction, audit entry and e-mail).
 * One refusal does not stop the others: every id gets its own result, with the reason in the caller's
 * language.
 */
export async function bulkDecideCompetitors(
  db: Database,
  mail: MailQueue,
  actor: Actor,
  input: { ids: number[]; outcome: 'accepted' | 'rejected'; message: string; lang: Language },
) {
  const results = [];
  for (const id of [...new Set(input.ids)]) {
    try {
      const decided = await decideCompetitor(db, mail, actor, {
        id,
        outcome: input.outcome,
        ...(input.outcome === 'rejected' ? { reason: input.message } : {}),
      });
      results.push({ id, ok: true, full_name: decided.full_name });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results.push({ id, ok: false, code: error.appCode, message: serverMessage(input.lang, error.appCode) });
    }
  }
  return { results };
}

/** The audit action each change to an accepted competitor is recorded as. */
const CHANGE_ACTION = {
  revoked: 'competitor.revoke',
  'team-removed': 'competitor.teamRemove',
  'team-added': 'competitor.teamAdd',
} as const satisfies Record<CompetitorChange, AuditAction>;

/**
 * Changes an accepted competitor: revokes the acceptance (the application becomes rejected, with the
 * reason, and leaves the team), or takes them off / puts them back on the CTF team. One conditional
 * statement per change (a newer version wins), audited, and the competitor is told by e-mail.
 */
async function changeAccepted(
  db: Database,
  mail: MailQueue,
  actor: Actor,
  { id, ...change }: { id: number; kind: CompetitorChange; reason?: string; version?: number | undefined },
) {
  const before = await findCompetitor(db, id);
  const reason = change.reason?.trim() || null;
  await db.transaction().execute(async (trx) => {
    const set =
      change.kind === 'revoked'
        ? {
            status: 'rejected',
            rejection_reason: reason,
            decided_at: sql<Date>`now()`,
            decided_by: actor.id,
            ctf_team: false,
            joined_team_at: null,
          }
        : change.kind === 'team-removed'
          ? { ctf_team: false, joined_team_at: null }
          : { ctf_team: true, joined_team_at: sql<Date>`now()` };
    const updated = await trx
      .updateTable('competitor_applications')
      .set({ ...set, version: sql`version + 1` })
      .where('id', '=', id)
      .where('is_current', '=', true)
      .where('status', '=', 'accepted')
      .$if(change.kind === 'team-removed', (qb) => qb.where('ctf_team', '=', true))
      .$if(change.kind === 'team-added', (qb) => qb.where('ctf_team', '=', false))
      .$if(change.version !== undefined, (qb) => qb.where('version', '=', change.version!))
      .returning('id')
      .executeTakeFirst();
    if (!updated) {
      const current = await findCompetitor(trx, id);
      if (current.status !== 'accepted') throw new AppError('NOT_ACCEPTED');
      if (change.version !== undefined && current.version !== change.version)
        throw new AppError('EDIT_CONFLICT', { current: toAdminCompetitor(current) });
      throw new AppError('CONFLICT');
    }
    await auditCompetitor(trx, {
      actor,
      action: CHANGE_ACTION[change.kind],
      targetId: id,
      before: { status: before.status, ctf_team: before.ctf_team },
      after:
        change.kind === 'revoked'
          ? { status: 'rejected', ctf_team: false, reason }
          : { status: 'accepted', ctf_team: change.kind === 'team-added' },
    });
  });
  await mail.enqueue(
    competitorChangeMail(mailLanguage(before.language), before.email, {
      name: before.first_name,
      kind: change.kind,
      reason: change.kind === 'revoked' ? reason : null,
    }),
    before.user_id,
  );
  return toAdminCompetitor(await findCompetitor(db, id));
}

export function revokeCompetitor(
  db: Database,
  mail: MailQueue,
  actor: Actor,
  input: { id: number; message: string; version?: number },
) {
  return changeAccepted(db, mail, actor, {
    id: input.id,
    kind: 'revoked',
    reason: input.message,
    version: input.version,
  });
}

export function setCompetitorTeam(
  db: Database,
  mail: MailQueue,
  actor: Actor,
  input: { id: number; ctf_team: boolean; version?: number },
) {
  const kind = input.ctf_team ? 'team-added' : 'team-removed';
  return changeAccepted(db, mail, actor, { id: input.id, kind, version: input.version });
}

/** Moves a rejected application back to pending, so it can be decided again. */
export async function reconsiderCompetitor(db: Database, actor: Actor, id: number) {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('competitor_applications')
      .set({
        status: 'pending',
        decided_at: null,
        decided_by: null,
        rejection_reason: null,
        version: sql`version + 1`,
      })
      .where('id', '=', id)
      .where('is_current', '=', true)
      .where('status', '=', 'rejected')
      .returning(['id'])
      .executeTakeFirstOrThrow(missingRow('NOT_REJECTED'));
    await auditCompetitor(trx, {
      actor,
      action: 'competitor.reconsider',
      targetId: id,
      before: { status: 'rejected' },
      after: { status: 'pending' },
    });
  });
  return toAdminCompetitor(await findCompetitor(db, id));
}

/**
 * Sets the institution of a pending application (replacing a hand-typed name). One conditional
 * statement: a decision made meanwhile by another admin wins, and this one is refused.
 */
export async function setCompetitorInstitution(
  db: Database,
  actor: Actor,
  { id, institution_id: institutionId, version }: { id: number; institution_id: number; version?: number },
) {
  const before = await findCompetitor(db, id);
  const institution = await db
    .selectFrom('institutions')
    .select(['id', 'name', 'city'])
    .where('id', '=', institutionId)
    .executeTakeFirstOrThrow(missingRow('INSTITUTION_NOT_FOUND'));
  await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('competitor_applications')
      .set({ institution_id: institution.id, institution_name: null, version: sql`version + 1` })
      .where('id', '=', id)
      .where('is_current', '=', true)
      .where('status', '=', 'pending')
      .$if(version !== undefined, (qb) => qb.where('version', '=', version!))
      .returning('id')
      .executeTakeFirst();
    if (!updated) {
      const current = await findCompetitor(trx, id);
      if (current.status !== 'pending') throw new AppError('NOTHING_TO_DECIDE');
      throw new AppError('EDIT_CONFLICT', { current: toAdminCompetitor(current) });
    }
    await auditCompetitor(trx, {
      actor,
      action: 'competitor.institution',
      targetId: id,
      before: { institution: before.institution_full_name ?? before.institution_name },
      after: { institution: institution.name },
    });
  });
  return toAdminCompetitor(await findCompetitor(db, id));
}
