/** Serbian time: every page, file and e-mail states times on Belgrade's clock, wherever the reader is. */
export const BELGRADE_TIME_ZONE = 'Europe/Belgrade';

const wallClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: BELGRADE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export type WallClock = Record<'year' | 'month' | 'day' | 'hour' | 'minute', string>;

let last: { at: number; clock: Readonly<WallClock> } | undefined;

/**
 * An instant's date and time on a Belgrade clock (two-digit fields, the year in four). The last answer
 * is kept: a rule applied to 20,000 rows asks about the same instant each time, and formatting it
 * costs about 10 µs.
 */
export function belgradeWallClock(date: Date): Readonly<WallClock> {
  const at = date.getTime();
  if (last?.at === at) return last.clock;
  const found = Object.fromEntries(wallClock.formatToParts(date).map((part) => [part.type, part.value]));
  const clock = Object.freeze({
    year: found.year!,
    month: found.month!,
    day: found.day!,
    hour: found.hour!,
    minute: found.minute!,
  });
  last = { at, clock };
  return clock;
}

const MINUTE_MS = 60_000;

/** Minutes Belgrade is ahead of UTC at an instant (60 in winter, 120 in summer). */
function offsetMinutesAt(instant: number): number {
  const p = belgradeWallClock(new Date(instant));
  const asUtc = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute));
  return Math.round((asUtc - Math.floor(instant / MINUTE_MS) * MINUTE_MS) / MINUTE_MS);
}

/**
 * The instant a Belgrade clock shows as this date and time (a time written without a zone is
 * Serbian time). The offset depends on the instant looked for; a second pass settles it around the
 * changes to and from summer time.
 */
export function belgradeInstant(year: number, month: number, day: number, hour = 0, minute = 0, second = 0, ms = 0) {
  const wall = Date.UTC(year, month - 1, day, hour, minute, second, ms);
  const first = wall - offsetMinutesAt(wall) * MINUTE_MS;
  return new Date(wall - offsetMinutesAt(first) * MINUTE_MS);
}
