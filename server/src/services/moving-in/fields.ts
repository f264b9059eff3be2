import { belgradeInstant } from '@ctf/shared/belgrade-time';
import type { ImportReason } from '@ctf/shared/schemas/moving-in';
import type { z } from 'zod';

/** Why a row is refused, with the reason's details (`field`, `value` or `line`). */
export class Refusal {
  constructor(
    readonly reason: ImportReason,
    readonly params: Record<string, string> | null = null,
  ) {}
}

export const refuse = (reason: ImportReason, params?: Record<string, string>) => new Refusal(reason, params ?? null);

/** A required cell: its text, or the row is refused as missing it. */
export function required(record: Record<string, string>, field: string): string {
  const value = record[field] ?? '';
  if (value === '') throw refuse('fieldMissing', { field });
  return value;
}

/** A cell checked by one of the platform's schemas (the registration's username rule, …). */
export function checked<T>(record: Record<string, string>, field: string, schema: z.ZodType<T>): T {
  const parsed = schema.safeParse(required(record, field));
  if (!parsed.success) throw refuse('fieldInvalid', { field });
  return parsed.data;
}

/** A cell that must be one of a list of codes (a gender, a region); empty counts as missing. */
export function oneOf<T extends string>(record: Record<string, string>, field: string, codes: readonly T[]): T {
  const value = required(record, field);
  if (!codes.includes(value as T)) throw refuse('fieldInvalid', { field });
  return value as T;
}

const ISO_DATE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

/**
 * An ISO 8601 date (`2025-03-01`) or date and time (`2025-03-01T10:15`, seconds and fractions
 * allowed, `T` or a space); with a zone (`Z`, `+01:00`) as it says, without one in Belgrade time (a
 * date alone: its midnight). Null for anything else, a day that does not exist included.
 */
export function parseImportDate(text: string): Date | null {
  const found = ISO_DATE.exec(text.trim());
  if (!found) return null;
  const [year, month, day, hour, minute, second] = found.slice(1, 7).map((part) => Number(part ?? 0)) as number[];
  const ms = Math.round(Number(`0.${found[7] ?? '0'}`) * 1000);
  const calendar = new Date(Date.UTC(year!, month! - 1, day!));
  const isRealDay = calendar.getUTCFullYear() === year && calendar.getUTCMonth() === month! - 1;
  if (!isRealDay || calendar.getUTCDate() !== day || hour! > 23 || minute! > 59 || second! > 59) return null;
  const zone = found[8];
  if (!zone) return belgradeInstant(year!, month!, day!, hour, minute, second, ms);
  const wall = Date.UTC(year!, month! - 1, day!, hour, minute, second, ms);
  if (zone.toUpperCase() === 'Z') return new Date(wall);
  const digits = zone.replace(':', '');
  const offsetMinutes = Number(digits.slice(1, 3)) * 60 + Number(digits.slice(3, 5) || 0);
  if (offsetMinutes > 18 * 60) return null;
  return new Date(wall - (digits[0] === '-' ? -1 : 1) * offsetMinutes * 60_000);
}

/** An optional date cell: null when empty, refused as `dateInvalid` when it is no date. */
export function optionalDate(record: Record<string, string>, field: string): Date | null {
  const value = record[field] ?? '';
  if (value === '') return null;
  const date = parseImportDate(value);
  if (!date) throw refuse('dateInvalid', { field });
  return date;
}

/** Two optional instants are the same (to the millisecond). */
export const sameInstant = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);
