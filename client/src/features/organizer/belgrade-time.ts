import { belgradeWallClock } from '@ctf/shared/belgrade-time';

/**
 * The organizer's date fields are datetime-local inputs read as Serbian time (Europe/Belgrade),
 * the time every page shows (lib/dates.ts) and the e-mails state, whatever the browser's own zone.
 */
const MINUTE_MS = 60_000;

const wallClockParts = (instant: number) => belgradeWallClock(new Date(instant));

/** Minutes Belgrade is ahead of UTC at an instant (60 in winter, 120 in summer). */
function offsetMinutesAt(instant: number): number {
  const p = wallClockParts(instant);
  const asUtc = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute));
  return Math.round((asUtc - Math.floor(instant / MINUTE_MS) * MINUTE_MS) / MINUTE_MS);
}

/** An instant as a datetime-local value (yyyy-MM-ddTHH:mm) in Belgrade time; '' for none. */
export function toDateTimeInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const instant = new Date(iso).getTime();
  if (Number.isNaN(instant)) return '';
  const p = wallClockParts(instant);
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

const INPUT_VALUE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * A datetime-local value read as Belgrade time, as an ISO timestamp (toISOString); null for an
 * empty field. Anything else is returned as it is, for the schema to refuse.
 */
export function fromDateTimeInput(value: string): string | null {
  if (value.trim() === '') return null;
  const match = INPUT_VALUE.exec(value);
  if (!match) return value;
  const [, year, month, day, hour, minute, second] = match.map(Number) as number[];
  const wall = Date.UTC(year!, month! - 1, day!, hour!, minute!, Number.isNaN(second) ? 0 : second);
  // The offset depends on the instant we are looking for; a second pass settles it around DST changes.
  const first = wall - offsetMinutesAt(wall) * MINUTE_MS;
  return new Date(wall - offsetMinutesAt(first) * MINUTE_MS).toISOString();
}

const DISPLAYED = /^(\d{1,2})\.\s*(\d{1,2})\.\s*(\d{4})\.?,?\s+(\d{1,2})[:.](\d{2})$/;
const KEPT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * What a person typed (dd.MM.yyyy HH:mm, Serbian style, in Belgrade time) as the form keeps it
 * (yyyy-MM-ddTHH:mm, what belgrade-time.ts reads); anything else (31.02., 24:00) stays as typed for the schema to refuse.
 */
export function dateTimeFromText(text: string): string {
  const trimmed = text.trim();
  const found = DISPLAYED.exec(trimmed);
  if (!found) return trimmed;
  const [, day, month, year, hour, minute] = found as unknown as [string, string, string, string, string, string];
  const asDate = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const isRealDay = asDate.getUTCDate() === Number(day) && asDate.getUTCMonth() === Number(month) - 1;
  if (!isRealDay || Number(hour) > 23 || Number(minute) > 59) return trimmed;
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}T${hour.padStart(2, '0')}:${minute}`;
}

/** A kept value (yyyy-MM-ddTHH:mm) shown as dd.MM.yyyy HH:mm. */
export function textFromDateTime(value: unknown): string {
  if (typeof value !== 'string') return '';
  const kept = KEPT.exec(value);
  return kept ? `${kept[3]}.${kept[2]}.${kept[1]} ${kept[4]}:${kept[5]}` : value;
}
