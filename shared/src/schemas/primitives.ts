import { z } from 'zod';

/** The largest id PostgreSQL's `integer` holds; a larger one is bad input, not a server fault. */
export const INT4_MAX = 2_147_483_647;

/**
 * The base of every string an input schema takes: PostgreSQL text cannot hold NUL (the insert fails
 * with a 500) and no field of ours needs one, so it is refused here, as bad input.
 */
export const zText = () => z.string().refine((value) => !hasNul(value), 'invalid');

/** For inputs read without a schema (OAuth query and form parameters). */
export function hasNul(value: string): boolean {
  return value.includes('\u0000');
}

/** A row id as JSON sends it. */
export const zId = () => z.number().int().positive().max(INT4_MAX);

/** A row id from a path or a query string. */
export const zIdCoerced = () => z.coerce.number().int().positive().max(INT4_MAX);

/** C0 and C1 controls, DEL, and the Unicode line and paragraph separators. */
// eslint-disable-next-line no-control-regex -- finding control characters is what it is for
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/**
 * A name shown on one line (a competition, an institution, a person): no control characters, so a
 * name can never break a line of a mail header, a CSV row or a log line.
 */
export const zName = () => zText().refine((value) => !CONTROL_CHARACTERS.test(value), 'invalid');
