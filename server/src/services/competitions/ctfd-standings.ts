import type { ResultRow } from '@ctf/shared/schemas/competition';
import type { TCtfdLeftOutReason } from '@ctf/shared/schemas/competition-output';
import type { CtfdStanding } from '../ctfd/api';

/** A CTFd account (or team member) that is not in the results, and why; `place` is CTFd's own. */
export interface CtfdLeftOut {
  place: number;
  name: string;
  team: string | null;
  score: number;
  reason: TCtfdLeftOutReason;
}

/**
 * CTFd's scoreboard as the competition's results. An account is kept when it is a platform user
 * (its oauth_id; in teams mode, a team with at least one such member, each member at the team's
 * place and score). Places are standard competition ranking over the kept accounts by score: equal
 * scores share a place and the next skips as many (1, 1, 3); accounts left out take no place, so
 * they leave no gap. Each row keeps CTFd's own `pos` (`ctfd_position`), which orders equal scores
 * by who reached the score first: a stage gate's tie-break (services/programme/stage-gate-rule.ts).
 */
export function rankCtfdStandings(
  standings: CtfdStanding[],
  usernames: ReadonlyMap<number, string>,
): { rows: ResultRow[]; leftOut: CtfdLeftOut[] } {
  const usernameOf = (oauthId: number | null) => (oauthId === null ? undefined : usernames.get(oauthId));
  const reasonOf = (oauthId: number | null): TCtfdLeftOutReason =>
    oauthId === null ? 'notFromPlatform' : 'accountGone';
  const kept: { score: number; pos: number; usernames: string[] }[] = [];
  const leftOut: CtfdLeftOut[] = [];
  for (const standing of standings) {
    const score = Math.round(standing.score);
    if (standing.account_type === 'team') {
      const members = standing.members ?? [];
      if (members.length === 0) {
        leftOut.push({ place: standing.pos, name: standing.name, team: null, score, reason: 'noMembers' });
        continue;
      }
      const matched: string[] = [];
      for (const member of members) {
        const username = usernameOf(member.oauth_id);
        if (username) matched.push(username);
        else
          leftOut.push({
            place: standing.pos,
            name: member.name,
            team: standing.name,
            score,
            reason: reasonOf(member.oauth_id),
          });
      }
      if (matched.length > 0) kept.push({ score, pos: standing.pos, usernames: matched });
    } else {
      const username = usernameOf(standing.oauth_id);
      if (username) kept.push({ score, pos: standing.pos, usernames: [username] });
      else
        leftOut.push({
          place: standing.pos,
          name: standing.name,
          team: null,
          score,
          reason: reasonOf(standing.oauth_id),
        });
    }
  }
  kept.sort((a, b) => b.score - a.score || a.pos - b.pos);
  const rows: ResultRow[] = [];
  let place = 0;
  kept.forEach((account, index) => {
    if (index === 0 || account.score !== kept[index - 1]!.score) place = index + 1;
    for (const username of account.usernames)
      rows.push({ place, username, score: account.score, ctfd_position: account.pos });
  });
  rows.sort((a, b) => a.place - b.place || a.username.localeCompare(b.username));
  return { rows, leftOut };
}
