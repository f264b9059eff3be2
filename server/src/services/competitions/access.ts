import type { AccessRefusal } from '@ctf/shared/schemas/competition-output';
import type { EligibilityReason } from '@ctf/shared/schemas/programme';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';
import type { Viewer } from '../auth/viewer';
import { eligibilityReasons } from '../programme/eligibility-rule';
import { eligibilityFactsOf } from '../programme/eligibility';
import { type CompetitionRow, canSee } from './competitions';

export type { AccessRefusal } from '@ctf/shared/schemas/competition-output';

/** What the Access rule reads about a user and one competition. */
export interface AccessState {
  discord: boolean;
  registration: string | null;
  invitation: string | null;
  /** The eligibility rule's reasons for this competition (read for a warm-up only). */
  eligibility: readonly EligibilityReason[];
}

/** A closed registration does not keep anyone out of a warm-up; Discord is asked first anyway. */
const WARMUP_IGNORES: readonly EligibilityReason[] = ['REGISTRATION_CLOSED', 'DISCORD_REQUIRED'];

/**
 * DECISIONS, Access button and CTFd sign-in (one rule for both): a linked Discord account first,
 * then by stage: a warm-up lets in whoever the eligibility rule lets in (its closed registration
 * aside), quals an accepted registration (eligibility was checked when registering), finals an
 * accepted finals invitation (the organizer's explicit choice, which may override eligibility).
 */
export function accessRefusal(stage: string, state: AccessState): AccessRefusal | null {
  if (!state.discord) return 'DISCORD_REQUIRED';
  if (stage === 'warmup') {
    const reason = state.eligibility.find((code) => !WARMUP_IGNORES.includes(code));
    if (reason) return reason as AccessRefusal;
  }
  if (stage === 'quals') {
    if (state.registration === null) return 'REGISTRATION_REQUIRED';
    if (state.registration === 'pending') return 'REGISTRATION_PENDING';
    if (state.registration === 'rejected') return 'REGISTRATION_REJECTED';
  }
  if (stage === 'finals' && state.invitation !== 'accepted') return 'FINALS_INVITATION_REQUIRED';
  return null;
}

/** The status of the user's own registration for, or invitation to, a competition; null when there is none. */
export async function findOwnStatus(
  db: Database,
  table: 'competition_registrations' | 'finals_invitations',
  competition: Pick<CompetitionRow, 'id'>,
  user: { id: number },
): Promise<string | null> {
  const row = await db
    .selectFrom(table)
    .select('status')
    .where('competition_id', '=', competition.id)
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  return row?.status ?? null;
}

/**
 * Why this user may not enter this competition (its Access button, its CTFd sign-in), or null:
 * the one place both read, so that they cannot disagree.
 */
export async function competitionAccessRefusal(
  db: Database,
  user: Viewer,
  competition: CompetitionRow,
  now = new Date(),
): Promise<AccessRefusal | null> {
  const [registration, invitation, factsOf] = await Promise.all([
    findOwnStatus(db, 'competition_registrations', competition, user),
    findOwnStatus(db, 'finals_invitations', competition, user),
    eligibilityFactsOf(db, user, [competition.season_id]),
  ]);
  const facts = factsOf(competition.season_id);
  return accessRefusal(competition.stage, {
    discord: facts.discord,
    registration,
    invitation,
    eligibility: competition.stage === 'warmup' ? eligibilityReasons(competition, facts, now, { entry: true }) : [],
  });
}

export async function checkCompetitionAccess(db: Database, user: Viewer, competition: CompetitionRow) {
  if (!canSee(user, competition)) throw new AppError('NOT_FOUND');
  const refusal = await competitionAccessRefusal(db, user, competition);
  if (refusal) throw new AppError(refusal);
}

/** POST /competitions/{slug}/ctfd: where an eligible user goes to play. */
export async function competitionCtfdUrl(db: Database, user: Viewer, competition: CompetitionRow) {
  await checkCompetitionAccess(db, user, competition);
  if (!competition.ctfd_url) throw new AppError('CTFD_NOT_CONFIGURED');
  return { url: competition.ctfd_url };
}
