import { sql } from 'kysely';
import { rosterChecks, rosterConfirmable } from '@ctf/shared/programme/roster';
import type { AuditAction } from '@ctf/shared/audit';
import type { TRosterCreateInput, TRosterUpdateInput } from '@ctf/shared/schemas/roster';
import type { Database } from '../../db/database';
import { AppError, missingRow } from '../../errors';
import { scheduleFunnelRefresh } from '../stats/funnel-refresh';
import { type Actor, recordAudit } from '../audit/audit';
import { lockedForEdit } from '../edits/locked-for-edit';
import { ROW_COLUMNS, getRoster, rulesOf } from './roster';

// Changes to a national team roster: each over the version the editor saw (409 with the current roster
// otherwise) and audited; a confirmed roster is read-only until reopened.

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

type LockedRoster = Awaited<ReturnType<typeof lockedDraft>>;

/** What a change writes to the audit log (its target is the roster). */
interface RosterChangeEntry {
  action: AuditAction;
  before?: unknown;
  after?: unknown;
}

/**
 * One change to a roster: locked over the version the editor saw, changed by `change`, then given a
 * new version and its audit entry (neither when `change` answers null: nothing changed). Answers the
 * roster as it is now.
 */
async function changeRoster(
  db: Database,
  actor: Actor,
  { id, version }: { id: number; version?: number | undefined },
  change: (trx: Database, row: LockedRoster) => Promise<RosterChangeEntry | null>,
  { draftOnly = true } = {},
) {
  await db.transaction().execute(async (trx) => {
    const row = await lockedDraft(trx, id, version, { draftOnly });
    const entry = await change(trx, row);
    if (!entry) return;
    await trx
      .updateTable('team_rosters')
      .set({ updated_at: sql`now()`, version: sql`version + 1` })
      .where('id', '=', id)
      .execute();
    await recordAudit(trx, { actor, targetType: 'roster', targetId: id, ...entry });
  });
  return getRoster(db, id);
}

type MemberChange = { id: number; user_id: number; version?: number | undefined };

export async function createRoster(db: Database, actor: Actor, input: TRosterCreateInput) {
  const id = await db.transaction().execute(async (trx) => {
    await trx
      .selectFrom('seasons')
      .select('id')
      .where('id', '=', input.season_id)
      .executeTakeFirstOrThrow(missingRow('NOT_FOUND'));
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

/** The event's name, date and rules (a draft only); only the fields sent change. */
export function updateRoster(db: Database, actor: Actor, { id, version, ...rules }: TRosterUpdateInput) {
  return changeRoster(db, actor, { id, version }, async (trx, before) => {
    const after = await trx
      .updateTable('team_rosters')
      .set(rules)
      .where('id', '=', id)
      .returning(ROW_COLUMNS)
      .executeTakeFirstOrThrow();
    return { action: 'roster.update', before, after };
  });
}

const usernameOf = async (trx: Database, userId: number) =>
  (await trx.selectFrom('users').select('username').where('id', '=', userId).executeTakeFirst())?.username;

/** Adds an accepted competitor (as a player); someone without an accepted application is refused. */
export function addRosterMember(db: Database, actor: Actor, { id, user_id, version }: MemberChange) {
  return changeRoster(db, actor, { id, version }, async (trx) => {
    const competitor = await trx
      .selectFrom('competitor_applications as a')
      .innerJoin('users as u', 'u.id', 'a.user_id')
      .select('u.username')
      .where('a.user_id', '=', user_id)
      .where('a.is_current', '=', true)
      .where('a.status', '=', 'accepted')
      .executeTakeFirstOrThrow(missingRow('NOT_A_COMPETITOR'));
    const added = await trx
      .insertInto('team_roster_members')
      .values({ roster_id: id, user_id })
      .onConflict((conflict) => conflict.doNothing())
      .returning('user_id')
      .executeTakeFirst();
    return added ? { action: 'roster.memberAdd', after: { user_id, username: competitor.username } } : null;
  });
}

export function removeRosterMember(db: Database, actor: Actor, { id, user_id, version }: MemberChange) {
  return changeRoster(db, actor, { id, version }, async (trx) => {
    const removed = await trx
      .deleteFrom('team_roster_members')
      .where('roster_id', '=', id)
      .where('user_id', '=', user_id)
      .returning('reserve')
      .executeTakeFirst();
    if (!removed) return null;
    return {
      action: 'roster.memberRemove',
      before: { user_id, username: await usernameOf(trx, user_id), reserve: removed.reserve },
    };
  });
}

export function setRosterReserve(
  db: Database,
  actor: Actor,
  { id, user_id, reserve, version }: MemberChange & { reserve: boolean },
) {
  return changeRoster(db, actor, { id, version }, async (trx) => {
    const member = trx.selectFrom('team_roster_members').where('roster_id', '=', id).where('user_id', '=', user_id);
    const was = await member.select('reserve').executeTakeFirst();
    if (!was) throw new AppError('NOT_FOUND');
    if (was.reserve === reserve) return null;
    await trx
      .updateTable('team_roster_members')
      .set({ reserve })
      .where('roster_id', '=', id)
      .where('user_id', '=', user_id)
      .execute();
    const username = await usernameOf(trx, user_id);
    return {
      action: 'roster.memberReserve',
      before: { user_id, username, reserve: was.reserve },
      after: { user_id, username, reserve },
    };
  });
}

/**
 * Confirms the roster the admin saw (its version): refused with ROSTER_RULES_BROKEN, naming the rules
 * not met, by the same `rosterChecks` the page shows. The entry keeps who was picked.
 */
export function confirmRoster(
  db: Database,
  actor: Actor,
  { id, version }: { id: number; version?: number | undefined },
) {
  return changeRoster(db, actor, { id, version }, async (trx, row) => {
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
      .set({ status: 'confirmed', confirmed_at: sql`now()`, confirmed_by: actor.id })
      .where('id', '=', id)
      .execute();
    await scheduleFunnelRefresh(trx);
    const names = (reserve: boolean) =>
      full.members.filter((member) => member.reserve === reserve).map((member) => member.username);
    return { action: 'roster.confirm', after: { players: names(false), reserves: names(true) } };
  });
}

/** Makes a confirmed roster a draft again (editable); audited. */
export function reopenRoster(
  db: Database,
  actor: Actor,
  { id, version }: { id: number; version?: number | undefined },
) {
  return changeRoster(
    db,
    actor,
    { id, version },
    async (trx, row) => {
      if (row.status !== 'confirmed') return null;
      await trx
        .updateTable('team_rosters')
        .set({ status: 'draft', confirmed_at: null, confirmed_by: null })
        .where('id', '=', id)
        .execute();
      return { action: 'roster.reopen', before: { status: 'confirmed' }, after: { status: 'draft' } };
    },
    { draftOnly: false },
  );
}
