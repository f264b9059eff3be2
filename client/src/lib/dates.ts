/** Dates are shown as the platform's users read them (spec section 9), in Serbian time wherever the browser is. */
const TIME_ZONE = 'Europe/Belgrade';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
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
  const found = Object.fromEntries(parts.formatToParts(date).map((part) => [part.type, part.value]));
  return { year: found.year!, month: found.month!, day: found.day!, hour: found.hour!, minute: found.minute! };
}

function belgradeParts(iso: string): WallClock | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : belgradeWallClock(date);
}

/**
 * dd.MM.yyyy. A calendar day (YYYY-MM-DD, e.g. a birth date) is shown as it is, never shifted by a
 * time zone; a timestamp is shown as its day in Belgrade.
 */
export function formatDate(iso: string): string {
  const day = DATE_ONLY.exec(iso);
  if (day) return `${day[3]}.${day[2]}.${day[1]}`;
  const p = belgradeParts(iso);
  return p ? `${p.day}.${p.month}.${p.year}` : '';
}

/** dd.MM.yyyy HH:mm in Belgrade time (24-hour clock). */
export function formatDateTime(iso: string): string {
  const p = belgradeParts(iso);
  return p ? `${p.day}.${p.month}.${p.year} ${p.hour}:${p.minute}` : '';
}
