import { describe, expect, it } from 'vitest';
import { type GateCandidate, applyStageGate, nextOnWaitlist, tieBreakFor } from './stage-gate-rule';

let nextId = 1;
function result(
  username: string,
  place: number,
  categories: string[],
  extra: Partial<GateCandidate> = {},
): GateCandidate {
  return {
    username,
    user_id: nextId++,
    place,
    score: 1000 - place,
    ctfd_position: null,
    date_of_birth: '2007-01-01',
    categories,
    ineligible: [],
    ...extra,
  };
}
const names = (choices: { username: string }[]) => choices.map((c) => c.username);

describe('applyStageGate', () => {
  it('takes each quota from the top of its category, in the order the quotas are listed', () => {
    const rows = [
      result('s1', 1, ['senior']),
      result('j1', 2, ['junior']),
      result('j2', 3, ['junior', 'women4cyber']),
      result('s2', 4, ['senior', 'women4cyber']),
      result('j3', 5, ['junior']),
      result('w1', 6, ['junior', 'women4cyber']),
    ];
    const outcome = applyStageGate(rows, [
      { category: 'junior', count: 2 },
      { category: 'senior', count: 1 },
      { category: 'women4cyber', count: 2 },
    ]);
    expect(names(outcome.invited)).toEqual(['j1', 'j2', 's1', 's2', 'w1']);
    expect(outcome.invited.map((c) => [c.username, c.category, c.rank])).toEqual([
      ['j1', 'junior', 1],
      ['j2', 'junior', 2],
      ['s1', 'senior', 1],
      ['s2', 'women4cyber', 1],
      ['w1', 'women4cyber', 2],
    ]);
    // j3 waits for a junior seat; w1, chosen by the later women4cyber quota, waits nowhere.
    expect(names(outcome.waitlist.junior!)).toEqual(['j3']);
    expect(outcome.waitlist.senior).toEqual([]);
  });

  it('breaks a shared place by the younger first when the results did not come from CTFd', () => {
    const rows = [
      result('older', 1, ['junior'], { date_of_birth: '2006-03-01' }),
      result('younger', 1, ['junior'], { date_of_birth: '2008-05-01' }),
      result('third', 3, ['junior']),
    ];
    const outcome = applyStageGate(rows, [{ category: 'junior', count: 1 }]);
    expect(outcome.invited.map((c) => [c.username, c.tie_break])).toEqual([['younger', 'younger_first']]);
    expect(names(outcome.waitlist.junior!)).toEqual(['older', 'third']);
  });

  it("breaks a shared place by CTFd's order when every row came from CTFd", () => {
    const rows = [
      result('later', 1, ['junior'], { ctfd_position: 2, date_of_birth: '2009-01-01' }),
      result('first', 1, ['junior'], { ctfd_position: 1, date_of_birth: '2006-01-01' }),
    ];
    expect(tieBreakFor(rows)).toBe('ctfd_last_solve');
    expect(names(applyStageGate(rows, [{ category: 'junior', count: 1 }]).invited)).toEqual(['first']);
  });

  it('leaves out, with the reason, who has no account, is not eligible for the finals or is in no quota category', () => {
    const rows = [
      result('ghost', 1, ['junior'], { user_id: null }),
      result('old', 2, ['senior'], { ineligible: ['AGE_ABOVE_MAX'] }),
      result('other', 3, ['veteran']),
      result('in', 4, ['junior']),
    ];
    const outcome = applyStageGate(rows, [{ category: 'junior', count: 5 }]);
    expect(names(outcome.invited)).toEqual(['in']);
    expect(outcome.left_out).toEqual([
      { username: 'ghost', place: 1, reason: 'NO_ACCOUNT' },
      { username: 'old', place: 2, reason: 'AGE_ABOVE_MAX' },
      { username: 'other', place: 3, reason: 'NO_CATEGORY' },
    ]);
  });

  it('gives the same answer whatever order the rows come in', () => {
    const rows = [
      result('a', 2, ['junior']),
      result('b', 1, ['junior']),
      result('c', 2, ['junior'], { date_of_birth: '2009-01-01' }),
    ];
    const quotas = [{ category: 'junior', count: 2 }];
    expect(applyStageGate([...rows].reverse(), quotas)).toEqual(applyStageGate(rows, quotas));
    expect(names(applyStageGate(rows, quotas).invited)).toEqual(['b', 'c']);
  });
});

describe('nextOnWaitlist', () => {
  it('offers the freed seat to the next of the same category not invited already', () => {
    const rows = [result('j1', 1, ['junior']), result('j2', 2, ['junior']), result('j3', 3, ['junior'])];
    const outcome = applyStageGate(rows, [{ category: 'junior', count: 1 }]);
    const invited = new Set(outcome.invited.map((c) => c.user_id));
    expect(nextOnWaitlist(outcome, 'junior', invited)?.username).toBe('j2');
    const j2 = outcome.waitlist.junior![0]!.user_id;
    expect(nextOnWaitlist(outcome, 'junior', new Set([...invited, j2]))?.username).toBe('j3');
    expect(nextOnWaitlist(outcome, 'senior', invited)).toBeNull();
  });
});
