import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { type CtfdApi, CtfdApiError, type CtfdUser, ZCtfdDone, ZCtfdTeam, ZCtfdTeamDetail } from './api';
import { FREE_TEAM_ID_BASE, ctfdTeamFor } from './names';

type CtfdTeam = z.output<typeof ZCtfdTeam>;
type SchoolTeam = { id: number; name: string };

const ZCtfdTeamList = z.object({
  data: z.array(ZCtfdTeam),
  meta: z.object({ pagination: z.object({ next: z.number().int().nullable() }) }).optional(),
});

const isStatus = (error: unknown, status: number) => error instanceof CtfdApiError && error.status === status;

/** The CTFd team remembered for a school in this CTFd (ctfd_team_links), if any. */
export async function findTeamLink(db: Database, clientId: string, teamId: number) {
  return db
    .selectFrom('ctfd_team_links')
    .select(['ctfd_team_id', 'ctfd_oauth_id'])
    .where('client_id', '=', clientId)
    .where('team_id', '=', teamId)
    .executeTakeFirst();
}

async function saveTeamLink(db: Database, clientId: string, teamId: number, team: CtfdTeam) {
  await db
    .insertInto('ctfd_team_links')
    .values({ client_id: clientId, team_id: teamId, ctfd_team_id: team.id, ctfd_oauth_id: team.oauth_id })
    .onConflict((oc) =>
      oc.columns(['client_id', 'team_id']).doUpdateSet({ ctfd_team_id: team.id, ctfd_oauth_id: team.oauth_id }),
    )
    .execute();
}

/**
 * The oauth_id CTFd should find this school's team by, at a player's first sign-in: the school's own
 * id, or the team that stands for it in this CTFd (a linked typed-in school's team).
 */
export async function ctfdOauthTeamId(db: Database, clientId: string, teamId: number): Promise<number> {
  return (await findTeamLink(db, clientId, teamId))?.ctfd_oauth_id ?? teamId;
}

/**
 * The school's team in this CTFd: the one remembered for it, else the one CTFd's sign-in made (its
 * oauth_id), else one the platform made through the API before (same name, no oauth_id). Null when
 * CTFd has none; CtfdApiError 404 when CTFd plays without teams.
 */
async function findSchoolTeam(db: Database, api: CtfdApi, clientId: string, school: SchoolTeam) {
  const link = await findTeamLink(db, clientId, school.id);
  if (link) {
    try {
      return (await api('GET', `/teams/${link.ctfd_team_id}`, ZCtfdTeamDetail)).data;
    } catch (error) {
      if (!isStatus(error, 404)) throw error;
      // Deleted in CTFd meanwhile.
      await db
        .deleteFrom('ctfd_team_links')
        .where('client_id', '=', clientId)
        .where('team_id', '=', school.id)
        .execute();
    }
  }
  const byName = await api(
    'GET',
    `/teams?view=admin&field=name&q=${encodeURIComponent(school.name)}&per_page=100`,
    ZCtfdTeamList,
  );
  const made = byName.data.find((t) => t.oauth_id === school.id);
  if (made) return made;
  // The name may have changed since CTFd made the team (a city added): look through every team.
  for (let page = 1; page <= 1000; page++) {
    const list = await api('GET', `/teams?view=admin&per_page=100&page=${page}`, ZCtfdTeamList);
    const found = list.data.find((t) => t.oauth_id === school.id);
    if (found) return found;
    if (!list.meta?.pagination?.next) break;
  }
  const ours = byName.data.find((t) => t.oauth_id === null && t.name === school.name);
  if (ours) await saveTeamLink(db, clientId, school.id, ours);
  return ours ?? null;
}

/** CTFd's team name follows the school's (a city added when two schools share a name); a clash keeps it. */
async function keepNameInStep(api: CtfdApi, team: CtfdTeam, name: string) {
  if (team.name === name) return;
  try {
    await api('PATCH', `/teams/${team.id}`, ZCtfdDone, { name });
  } catch (error) {
    if (!isStatus(error, 400)) throw error;
  }
}

/** A typed-in school's team whose name an admin linked to this institution: it may become its team. */
async function isLinkedTypedTeam(db: Database, team: CtfdTeam, institutionId: number) {
  if (team.oauth_id === null || team.oauth_id <= FREE_TEAM_ID_BASE || institutionId >= FREE_TEAM_ID_BASE) return false;
  const free = await db
    .selectFrom('ctfd_free_teams')
    .select('institution_id')
    .where('id', '=', team.oauth_id - FREE_TEAM_ID_BASE)
    .executeTakeFirst();
  return free?.institution_id === institutionId;
}

/**
 * Puts a player into their school's team in one CTFd (the 'team' job). CTFd deletes the solves,
 * awards and unlocks of a member removed from a team (TeamMembers.delete), so the target team is
 * found or made before the player leaves the old one: a failure on the way leaves them where they
 * were, or team-less, and the retry puts a team-less player into the school's team. Where the
 * school has no team yet, the typed-in school's team its players are in becomes the school's team
 * (they keep their solves), and the school's players are sent its oauth_id from then on.
 * Throws to have pg-boss retry.
 */
export async function syncCtfdTeam(
  db: Database,
  api: CtfdApi,
  {
    clientId,
    userId,
    ctfdUser,
  }: {
    clientId: string;
    userId: number;
    /** The player's account in this CTFd, as CTFd has it now. */
    ctfdUser: CtfdUser;
  },
): Promise<string> {
  const school = await ctfdTeamFor(db, userId);
  // Without an accepted school the player stays where CTFd has them: leaving would cost their solves.
  if (!school) return 'no school';
  const current = ctfdUser.team_id ? (await api('GET', `/teams/${ctfdUser.team_id}`, ZCtfdTeamDetail)).data : null;
  let target: CtfdTeam | null;
  try {
    target = await findSchoolTeam(db, api, clientId, school);
  } catch (error) {
    // CTFd in users mode answers 404 for every team endpoint (require_team_mode).
    if (!current && isStatus(error, 404)) return 'no teams in CTFd';
    throw error;
  }
  if (current && target?.id === current.id) {
    await keepNameInStep(api, current, school.name);
    return 'same team';
  }
  if (!target && current && (await isLinkedTypedTeam(db, current, school.id))) {
    await saveTeamLink(db, clientId, school.id, current);
    await keepNameInStep(api, current, school.name);
    return 'typed team became the school team';
  }
  if (target) await keepNameInStep(api, target, school.name);
  else {
    // CTFd 3.8.7 requires a team password (TeamSchema) and ignores oauth_id: players join by our
    // move, never by the password, so a random one nobody knows.
    const password = randomBytes(24).toString('base64url');
    target = (await api('POST', '/teams', ZCtfdTeamDetail, { name: school.name, password })).data;
    await saveTeamLink(db, clientId, school.id, target);
  }
  if (current) await api('DELETE', `/teams/${current.id}/members`, ZCtfdDone, { user_id: ctfdUser.id });
  await api('POST', `/teams/${target.id}/members`, ZCtfdDone, { user_id: ctfdUser.id });
  return 'moved';
}
