import { describe, expect, it } from 'vitest';
import { DEFAULT_ROSTER_RULES, type RosterMember, rosterChecks, rosterConfirmable } from './roster';

const rules = { ...DEFAULT_ROSTER_RULES, reference_date: '2026-10-01' };
let id = 0;
const member = (date_of_birth: string | null, reserve = false): RosterMember => ({
  user_id: ++id,
  date_of_birth,
  reserve,
});
// On 1 Oct 2026: born 2006-10-01 is 20 (junior); born 2006-10-02 is 19; born 2001-10-01 is 25; 2001-09-30 is 25; 2000-10-01 is 26.
const junior = () => member('2006-10-01');
const senior = () => member('2001-10-01');

const met = (members: RosterMember[]) =>
  Object.fromEntries(rosterChecks(members, rules).map((check) => [check.rule, check.met]));

describe('rosterChecks', () => {
  it('passes ten players with five juniors and two reserves', () => {
    const roster = [
      ...Array.from({ length: 5 }, junior),
      ...Array.from({ length: 5 }, senior),
      member('2005-01-01', true),
      member('2004-01-01', true),
    ];
    expect(met(roster)).toEqual({ size: true, reserves: true, age_max: true, junior_share: true });
    expect(rosterConfirmable(rosterChecks(roster, rules))).toBe(true);
  });

  it('needs at least half of the players at most 20 on the reference date', () => {
    const four = [...Array.from({ length: 4 }, junior), ...Array.from({ length: 6 }, senior)];
    const check = rosterChecks(four, rules).find((c) => c.rule === 'junior_share')!;
    expect(check).toMatchObject({ met: false, actual: 4, expected: 5 });
    // Born the day after the cut: 20 on the reference date counts, 21 does not.
    expect(
      met([...Array.from({ length: 4 }, junior), member('2005-10-02'), ...Array.from({ length: 5 }, senior)])
        .junior_share,
    ).toBe(true);
    expect(
      met([...Array.from({ length: 4 }, junior), member('2005-10-01'), ...Array.from({ length: 5 }, senior)])
        .junior_share,
    ).toBe(false);
  });

  it('names everyone over 25, reserves too, and whoever has no birth date', () => {
    const old = member('2000-10-01');
    const oldReserve = member('2000-09-01', true);
    const unknown = member(null);
    const check = rosterChecks([old, oldReserve, unknown, member('2000-10-02')], rules).find(
      (c) => c.rule === 'age_max',
    )!;
    expect(check.offenders).toEqual([old.user_id, oldReserve.user_id, unknown.user_id]);
  });

  it('wants exactly the size in players and at most the reserves', () => {
    const eleven = Array.from({ length: 11 }, junior);
    expect(met(eleven).size).toBe(false);
    const threeReserves = [
      ...Array.from({ length: 10 }, junior),
      ...Array.from({ length: 3 }, () => member('2007-01-01', true)),
    ];
    expect(met(threeReserves)).toMatchObject({ size: true, reserves: false });
  });
});
