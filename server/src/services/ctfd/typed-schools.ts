import { type Transaction, sql } from 'kysely';
import type { TTypedSchoolMoves } from '@ctf/shared/schemas/admin-output';
import type { Database } from '../../db/database';
import type { DB } from '../../db/types';
import { AppError, missingRow } from '../../errors';
import { type Actor, auditCompetitor } from '../audit/audit';
import { freeTeamKey } from './names';
import { enqueueCtfdSync } from './sync';

/** The current applications whose typed-in school has this name (whatever the case or spacing). */
function typedApplications(db: Database, typedName: string) {
  // The row holds a listed institution or a typed name, never both (a check constraint).
  return db
    .selectFrom('competitor_applications')
    .select(['id', 'user_id', 'institution_name'])
    .where('is_current', '=', true)
    .where('institution_id', 'is', null)
    .where(sql<string>`lower(regexp_replace(btrim(institution_name), '\\s+', ' ', 'g'))`, '=', freeTeamKey(typedName));
}

/**
 * Where these players would be moved between CTFd teams: each CTFd with an API token that any of
 * them signed in to, how many, and its competition, running or not (started, not ended, not
 * archived). CTFd deletes a moved player's solves there.
 */
async function movesIn(db: Database, userIds: number[], now: Date): Promise<TTypedSchoolMoves['ctfds']> {
  if (userIds.length === 0) return [];
  const rows = await db
    .selectFrom('ctfd_logins as l')
    .innerJoin('ctfd_clients as c', 'c.client_id', 'l.client_id')
    .leftJoin('competitions as k', 'k.id', 'c.competition_id')
    .select((eb) => [
      'c.name',
      'k.name as competition',
      eb.fn.countAll<number>().as('players'),
      sql<boolean>`coalesce(k.archived_at is null and k.starts_at <= ${now} and (k.ends_at is null or k.ends_at > ${now}), false)`.as(
        'running',
      ),
    ])
    .where('l.user_id', 'in', userIds)
    .where('c.api_token_encrypted', 'is not', null)
    .groupBy(['c.client_id', 'c.name', 'k.id', 'k.name', 'k.archived_at', 'k.starts_at', 'k.ends_at'])
    .orderBy('c.name')
    .execute();
  return rows.map((row) => ({
    name: row.name,
    players: Number(row.players),
    competition: row.competition,
    running: row.running,
  }));
}

/** The typed-in school of this competitor, when it can be linked (decided, typed in). */
async function typedNameOf(db: Database, competitorId: number) {
  const application = await db
    .selectFrom('competitor_applications')
    .select(['institution_id', 'institution_name'])
    .where('id', '=', competitorId)
    .executeTakeFirstOrThrow(missingRow('NOT_FOUND'));
  if (application.institution_id !== null || !application.institution_name?.trim()) return null;
  return application.institution_name;
}

/** What linking this competitor's typed-in school would do, shown to the admin before they confirm. */
export async function typedSchoolMoves(
  db: Database,
  competitorId: number,
  now = new Date(),
): Promise<TTypedSchoolMoves> {
  const typedName = await typedNameOf(db, competitorId);
  if (typedName === null) return { players: 0, ctfds: [] };
  const applications = await typedApplications(db, typedName).execute();
  return {
    players: applications.length,
    ctfds: await movesIn(
      db,
      applications.map((a) => a.user_id),
      now,
    ),
  };
}

/**
 * An admin links a typed-in school name to a listed institution: every current application with that
 * name (whatever the case or spacing) gets the institution, each change is audited, and every such
 * competitor's CTFd team is updated (in each CTFd with an API token; see team-sync.ts). CTFd deletes
 * the solves of a player it moves, so while a competition of such a CTFd is running the move needs
 * the admin's explicit confirmation.
 */
export async function linkTypedSchool(
  db: Database,
  actor: Actor,
  {
    typedName,
    institutionId,
    confirmRunning = false,
    now = new Date(),
  }: {
    /** The school's name as typed in (matched whatever the case or spacing). */
    typedName: string;
    institutionId: number;
    /** The admin confirmed moving players while a competition of such a CTFd is running. */
    confirmRunning?: boolean | undefined;
    now?: Date;
  },
) {
  return db.transaction().execute(async (trx: Transaction<DB>) => {
    const institution = await trx
      .selectFrom('institutions')
      .select(['id', 'name'])
      .where('id', '=', institutionId)
      .executeTakeFirstOrThrow(missingRow('INSTITUTION_NOT_FOUND'));
    const typed = await typedApplications(trx, typedName).forUpdate().execute();
    const running = (await movesIn(trx, [...new Set(typed.map((row) => row.user_id))], now)).filter((c) => c.running);
    if (running.length > 0 && !confirmRunning) {
      throw new AppError('CTFD_MOVE_UNCONFIRMED', {
        detail: `(${running.map((c) => c.competition ?? c.name).join(', ')})`,
      });
    }
    const moved =
      typed.length === 0
        ? []
        : await trx
            .updateTable('competitor_applications')
            .set({ institution_id: institutionId, institution_name: null, version: sql`version + 1` })
            .where(
              'id',
              'in',
              typed.map((row) => row.id),
            )
            .where('institution_id', 'is', null)
            .returning(['id', 'user_id'])
            .execute()
            .then((rows) =>
              rows.map((row) => ({ ...row, institution_name: typed.find((t) => t.id === row.id)!.institution_name })),
            );
    // The typed-in school's CTFd team may become the institution's where it has none (team-sync.ts).
    await trx
      .updateTable('ctfd_free_teams')
      .set({ institution_id: institutionId })
      .where('name_key', '=', freeTeamKey(typedName))
      .execute();
    for (const row of moved) {
      await auditCompetitor(trx, {
        actor,
        action: 'competitor.institution',
        targetId: row.id,
        before: { institution: row.institution_name },
        after: { institution: institution.name },
      });
      await enqueueCtfdSync(trx, row.user_id, 'team');
    }
    return { linked: moved.length };
  });
}

/** The same, from one competitor whose school was typed in (the admin's competitor dialog). */
export async function linkTypedSchoolOf(
  db: Database,
  actor: Actor,
  input: { id: number; institution_id: number; confirm_running?: boolean | undefined },
) {
  const typedName = await typedNameOf(db, input.id);
  if (typedName === null) return { linked: 0 };
  return linkTypedSchool(db, actor, {
    typedName,
    institutionId: input.institution_id,
    confirmRunning: input.confirm_running,
  });
}
