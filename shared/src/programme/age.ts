import { belgradeWallClock } from '../belgrade-time';

/**
 * The programme's age rule: a person's age is the number of whole years they have lived on a
 * reference date (a calendar date, no time zone). Someone born on 1 December 2006 is 20 on
 * 1 December 2026; someone born on 2 December 2005 is still 20 that day. A birthday on 29 February
 * is reached on 1 March in a year without one (the day after 28 February), as the civil rule counts.
 */

/** A calendar date `YYYY-MM-DD` as three numbers. */
function parts(date: string): [number, number, number] {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!match) throw new RangeError(`not a date: ${date}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** Whole years from `birthDate` to `on`, both `YYYY-MM-DD`. Negative before birth. */
export function ageOn(birthDate: string, on: string): number {
  const [by, bm, bd] = parts(birthDate);
  const [y, m, d] = parts(on);
  const birthdayReached = m > bm || (m === bm && d >= bd);
  return y - by - (birthdayReached ? 0 : 1);
}

function isLeapYear(year: number) {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * The latest birth date of a person at least `years` old on `on`: `ageOn(b, on) >= years` exactly
 * when `b <= latestBirthDateForAge(years, on)`. Lists filter by age with it as a plain date range
 * over an indexed column. (29 February of a year without one becomes 28 February: nobody is born on
 * a day that did not exist, so the range is the same.)
 */
export function latestBirthDateForAge(years: number, on: string): string {
  const [y, m, d] = parts(on);
  const year = y - years;
  const day = m === 2 && d === 29 && !isLeapYear(year) ? 28 : d;
  return `${pad(year, 4)}-${pad(m)}-${pad(day)}`;
}

/** Whether the age on `on` lies in the window (a null bound is open). */
export function ageWithin(birthDate: string, on: string, window: { age_min: number | null; age_max: number | null }) {
  const age = ageOn(birthDate, on);
  return (window.age_min === null || age >= window.age_min) && (window.age_max === null || age <= window.age_max);
}

/** An instant's calendar date in Belgrade, `YYYY-MM-DD` (the programme's dates are Serbian dates). */
export function belgradeDate(at: Date = new Date()): string {
  const { year, month, day } = belgradeWallClock(at);
  return `${year}-${month}-${day}`;
}
