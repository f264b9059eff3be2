/** Dates are shown as the platform's users read them (spec section 9), in Serbian time wherever the browser is. */
import { belgradeWallClock, type WallClock } from '@ctf/shared/belgrade-time';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

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
