import type { EligibilityReason } from '@ctf/shared/schemas/programme';

/**
 * The stage gate's choice, from a qualification's results to a final's invitations (issue 31 item 4),
 * as a pure function: the service reads the rows, this decides, the preview shows it and the
 * confirmation sends exactly what it shows.
 */

/** One result of the source competition, with what the gate needs to know about its person. */
export interface GateCandidate {
  username: string;
  /** Null: no account has this username (the row cannot be invited). */
  user_id: number | null;
  place: number;
  score: number;
  /**
   * CTFd's own order among equal places (its scoreboard position, which puts whoever reached the
   * score first ahead); null when the results were not imported from CTFd.
   */
  ctfd_position: number | null;
  /** `YYYY-MM-DD` from the accepted application; null without one. */
  date_of_birth: string | null;
  /** The person's categories in the finals' season. */
  categories: readonly string[];
  /** Why the person may not enter the finals (the eligibility rule, without REGISTRATION_CLOSED). */
  ineligible: readonly EligibilityReason[];
}

/** "Top `count` of `category`", applied in the order the organizer listed them. */
export interface GateQuota {
  category: string;
  count: number;
}

export type TieBreak = 'ctfd_last_solve' | 'younger_first';

export interface GateChoice {
  user_id: number;
  username: string;
  place: number;
  score: number;
  /** The quota that chose them. */
  category: string;
  /** Their rank among the quota's candidates (1 = first). */
  rank: number;
  /** Set when they shared their place with someone the tie-break put behind them or ahead. */
  tie_break: TieBreak | null;
}

export interface GateOutcome {
  invited: GateChoice[];
  /** Per quota category, the next in line, in order. */
  waitlist: Record<string, GateChoice[]>;
  /** Results that take no part, and why. */
  left_out: { username: string; place: number; reason: 'NO_ACCOUNT' | 'NO_CATEGORY' | EligibilityReason }[];
}

/** Which tie-break applies: CTFd's order when every row came with it, else the younger first. */
export function tieBreakFor(candidates: readonly GateCandidate[]): TieBreak {
  return candidates.length > 0 && candidates.every((c) => c.ctfd_position !== null)
    ? 'ctfd_last_solve'
    : 'younger_first';
}

/**
 * The order of the results for the gate: by place; equal places by the tie-break (CTFd's position;
 * or the later birth date first, as OliCyber breaks ties, unknown birth dates last); then by username,
 * so that the same rows always give the same order.
 */
export function gateOrder(tieBreak: TieBreak) {
  return (a: GateCandidate, b: GateCandidate) => {
    if (a.place !== b.place) return a.place - b.place;
    if (tieBreak === 'ctfd_last_solve') {
      const byCtfd = (a.ctfd_position ?? Infinity) - (b.ctfd_position ?? Infinity);
      if (byCtfd !== 0) return byCtfd;
    } else if (a.date_of_birth !== b.date_of_birth) {
      if (a.date_of_birth === null) return 1;
      if (b.date_of_birth === null) return -1;
      return a.date_of_birth > b.date_of_birth ? -1 : 1;
    }
    return a.username < b.username ? -1 : a.username > b.username ? 1 : 0;
  };
}

/**
 * Applies the quotas in order over the eligible results: each takes the best of its category not
 * chosen by an earlier quota; those of the category it did not take wait, in order, on its list. A
 * person in several categories is chosen at most once (by the first quota that reaches them) and waits
 * on every list whose quota did not choose them, so that a decline can be filled from any of them.
 */
export function applyStageGate(
  candidates: readonly GateCandidate[],
  quotas: readonly GateQuota[],
  tieBreak: TieBreak = tieBreakFor(candidates),
): GateOutcome {
  const ordered = [...candidates].sort(gateOrder(tieBreak));
  const quotaCategories = new Set(quotas.map((quota) => quota.category));
  const left_out: GateOutcome['left_out'] = [];
  const counting: (GateCandidate & { user_id: number })[] = [];
  for (const candidate of ordered) {
    if (candidate.user_id === null)
      left_out.push({ username: candidate.username, place: candidate.place, reason: 'NO_ACCOUNT' });
    else if (candidate.ineligible.length > 0)
      left_out.push({ username: candidate.username, place: candidate.place, reason: candidate.ineligible[0]! });
    else if (!candidate.categories.some((code) => quotaCategories.has(code)))
      left_out.push({ username: candidate.username, place: candidate.place, reason: 'NO_CATEGORY' });
    else counting.push(candidate as GateCandidate & { user_id: number });
  }
  const atPlace = new Map<number, number>();
  for (const candidate of counting) atPlace.set(candidate.place, (atPlace.get(candidate.place) ?? 0) + 1);
  const sharesPlace = (c: GateCandidate) => atPlace.get(c.place)! > 1;
  const chosen = new Set<number>();
  const invited: GateChoice[] = [];
  const waitlist: Record<string, GateChoice[]> = {};
  for (const quota of quotas) {
    const list = (waitlist[quota.category] ??= []);
    let rank = 0;
    let taken = 0;
    for (const candidate of counting) {
      if (!candidate.categories.includes(quota.category) || chosen.has(candidate.user_id)) continue;
      rank += 1;
      const choice: GateChoice = {
        user_id: candidate.user_id,
        username: candidate.username,
        place: candidate.place,
        score: candidate.score,
        category: quota.category,
        rank,
        tie_break: sharesPlace(candidate) ? tieBreak : null,
      };
      if (taken < quota.count) {
        taken += 1;
        chosen.add(candidate.user_id);
        invited.push(choice);
      } else list.push(choice);
    }
  }
  // Someone chosen by a later quota does not wait on an earlier one's list.
  for (const category of Object.keys(waitlist))
    waitlist[category] = waitlist[category]!.filter((choice) => !chosen.has(choice.user_id));
  return { invited, waitlist, left_out };
}

/**
 * Who is offered a seat freed in `category` (a decline or an expired invitation): the first on that
 * category's list who is not invited already; null when the list is exhausted.
 */
export function nextOnWaitlist(
  outcome: Pick<GateOutcome, 'waitlist'>,
  category: string,
  alreadyInvited: ReadonlySet<number>,
): GateChoice | null {
  return (outcome.waitlist[category] ?? []).find((choice) => !alreadyInvited.has(choice.user_id)) ?? null;
}
