import { sql } from 'kysely';
import { rosterChecks, rosterConfirmable } from '@ctf/shared/programme/roster';
import type { TRosterCreateInput, TRosterUpdateInput } from '@ctf/shared/schemas/roster';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';
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
