import { z } from 'zod';

// What the server answers, declared once: each procedure's `.output()` validates its answer against
// these (a field not named here never leaves the server) and the OpenAPI document is built from them.

/** An instant as the server sends it: ISO 8601 in UTC. */
export const ZInstantSchema = z.iso.datetime();

/**
 * A text column whose values the database does not restrict to the list: the answer is checked
 * against the list, and documented with it.
 */
export function textEnum<const T extends readonly [string, ...string[]]>(values: T) {
  return z.string().pipe(z.enum(values));
}

export const ZOkSchema = z.object({ ok: z.literal(true) });

/** The account a row is about, as staff lists name it. */
export const ZUserRefSchema = z.object({ id: z.number().int(), username: z.string(), email: z.string() });

/** A success text in the caller's language (Accept-Language). */
export const ZMessageSchema = z.object({ message: z.string() });

export const ZPageMetaSchema = z.object({
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  per_page: z.number().int().min(1),
  page_count: z.number().int().min(1),
  /** Present (true) when `total` is the database's estimate: a search matching very many rows. */
  estimated: z.boolean().optional(),
});

/** Spec section 3, paged list response: `{ data, meta }` with total and per_page. */
export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: ZPageMetaSchema });
}

/** Any JSON value (an undefined member of an object is left out when sent). */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue | undefined };
const ZJsonValueSchema = z.custom<JsonValue>((value) => value !== undefined);

/** One recorded admin change, with the values before and after as they were stored. */
export const ZAuditEntrySchema = z.object({
  id: z.number().int(),
  actor_username: z.string(),
  action: z.string(),
  before: ZJsonValueSchema,
  after: ZJsonValueSchema,
  created_at: ZInstantSchema,
});
