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

/** An instant's date and time on a Belgrade clock (two-digit fields, the year in four). */
export function belgradeWallClock(date: Date): WallClock {
  const found = Object.fromEntries(wallClock.formatToParts(date).map((part) => [part.type, part.value]));
  return { year: found.year!, month: found.month!, day: found.day!, hour: found.hour!, minute: found.minute! };
}
