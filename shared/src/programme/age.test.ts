import { describe, expect, it } from 'vitest';
import { ageOn, ageWithin, belgradeDate, latestBirthDateForAge } from './age';

describe('ageOn: whole years on the reference date', () => {
  it.each([
    ['2005-12-01', '2025-12-01', 20],
    ['2005-12-02', '2025-12-01', 19],
    ['2004-12-02', '2025-12-01', 20],
    ['2004-12-01', '2025-12-01', 21],
    ['2005-11-30', '2025-12-01', 20],
    // 29 February: reached on 1 March in a year without one.
    ['2008-02-29', '2026-02-28', 17],
    ['2008-02-29', '2026-03-01', 18],
    ['2004-02-29', '2024-02-29', 20],
    ['2004-02-28', '2024-02-29', 20],
    ['2004-03-01', '2024-02-29', 19],
  ])('born %s, on %s: %i', (birth, on, age) => {
    expect(ageOn(birth, on)).toBe(age);
  });

  it('refuses what is not a date', () => {
    expect(() => ageOn('1 Dec 2005', '2025-12-01')).toThrow(RangeError);
  });
});

describe('latestBirthDateForAge agrees with ageOn', () => {
  const referenceDates = ['2025-12-01', '2024-02-29', '2026-02-28', '2026-03-01', '2026-01-01'];
  it.each(referenceDates)('on %s, for every birth date around the edge', (on) => {
    for (const years of [0, 15, 20, 21, 25]) {
      const edge = latestBirthDateForAge(years, on);
      const start = new Date(`${edge}T00:00:00Z`);
      for (let offset = -3; offset <= 3; offset++) {
        const birth = new Date(start.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
        expect(ageOn(birth, on) >= years, `${birth} ${years}`).toBe(birth <= edge);
      }
    }
  });

  it('moves 29 February to 28 February in a year without one', () => {
    expect(latestBirthDateForAge(20, '2024-02-29')).toBe('2004-02-29');
    expect(latestBirthDateForAge(19, '2024-02-29')).toBe('2005-02-28');
  });
});

describe('ageWithin', () => {
  it('treats a null bound as open', () => {
    expect(ageWithin('2005-12-01', '2025-12-01', { age_min: null, age_max: 20 })).toBe(true);
    expect(ageWithin('2004-12-01', '2025-12-01', { age_min: null, age_max: 20 })).toBe(false);
    expect(ageWithin('2004-12-01', '2025-12-01', { age_min: 21, age_max: null })).toBe(true);
    expect(ageWithin('2004-12-01', '2025-12-01', { age_min: null, age_max: null })).toBe(true);
  });
});

describe('belgradeDate', () => {
  it("is Belgrade's calendar day, not UTC's", () => {
    expect(belgradeDate(new Date('2025-11-30T23:30:00Z'))).toBe('2025-12-01');
    expect(belgradeDate(new Date('2026-06-30T21:59:00Z'))).toBe('2026-06-30');
  });
});
