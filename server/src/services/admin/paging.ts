import type { PagedResult } from '@ctf/shared/schemas/admin';

/** `{ data, meta }` for one page; a page past the end is simply empty. */
export function paged<T>(data: T[], total: number, page: number, perPage: number): PagedResult<T> {
  return { data, meta: { total, page, per_page: perPage, page_count: Math.max(1, Math.ceil(total / perPage)) } };
}

/** A LIKE pattern matching `text` anywhere, with % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
