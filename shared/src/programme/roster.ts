import { ageOn } from './age';

/**
 * The national team roster's rules (issue 31 item 5), pure so that the page shows each rule met or
 * not as the admin edits, and the server refuses to confirm a roster that breaks one, by the same code.
 * ECSC's defaults: 10 players and 2 reserves, everyone at most 25 and at least half of the players at
 * most 20, ages taken on the event's reference date.
 */
export interface RosterRules {
  size: number;
  reserves: number;
  /** Everyone (players and reserves) at most this old; null: no limit. */
  age_max: number | null;
  /** At least `junior_share` of the players at most this old; null: no such rule. */
  junior_age_max: number | null;
  junior_share: number;
  /** `YYYY-MM-DD`. */
  reference_date: string;
}

export const DEFAULT_ROSTER_RULES: Omit<RosterRules, 'reference_date'> = {
  size: 10,
  reserves: 2,
  age_max: 25,
  junior_age_max: 20,
  junior_share: 0.5,
};

export interface RosterMember {
  user_id: number;
  /** Null without an accepted application: such a person breaks every age rule. */
  date_of_birth: string | null;
  reserve: boolean;
}

export const ROSTER_RULE_CODES = ['size', 'reserves', 'age_max', 'junior_share'] as const;
export type RosterRuleCode = (typeof ROSTER_RULE_CODES)[number];

export interface RosterCheck {
  rule: RosterRuleCode;
  met: boolean;
  /** What the roster has (players, reserves, juniors among the players). */
  actual: number;
  /** What the rule asks (players, at most reserves, at least juniors). */
  expected: number;
  /** Who breaks it (age rules). */
  offenders: number[];
}

/** Every rule, met or not, in a fixed order. A roster may be confirmed only when all are met. */
export function rosterChecks(members: readonly RosterMember[], rules: RosterRules): RosterCheck[] {
  const players = members.filter((member) => !member.reserve);
  const reserves = members.filter((member) => member.reserve);
  const ageOf = (member: RosterMember) =>
    member.date_of_birth === null ? null : ageOn(member.date_of_birth, rules.reference_date);
  const tooOld =
    rules.age_max === null
      ? []
      : members.filter((member) => {
          const age = ageOf(member);
          return age === null || age > rules.age_max!;
        });
  const juniors =
    rules.junior_age_max === null
      ? players.length
      : players.filter((member) => {
          const age = ageOf(member);
          return age !== null && age <= rules.junior_age_max!;
        }).length;
  const juniorsNeeded = rules.junior_age_max === null ? 0 : Math.ceil(rules.size * rules.junior_share);
  return [
    { rule: 'size', met: players.length === rules.size, actual: players.length, expected: rules.size, offenders: [] },
    {
      rule: 'reserves',
      met: reserves.length <= rules.reserves,
      actual: reserves.length,
      expected: rules.reserves,
      offenders: [],
    },
    {
      rule: 'age_max',
      met: tooOld.length === 0,
      actual: tooOld.length,
      expected: 0,
      offenders: tooOld.map((member) => member.user_id),
    },
    { rule: 'junior_share', met: juniors >= juniorsNeeded, actual: juniors, expected: juniorsNeeded, offenders: [] },
  ];
}

export const rosterConfirmable = (checks: readonly RosterCheck[]) => checks.every((check) => check.met);
