/**
 * The comparator for sorting plain values: numbers by value, text by UTF-16 code unit (what a bare
 * `sort()` does for text). A bare `sort()` compares numbers as text, so [10, 9, 8] became
 * [10, 8, 9]; ESLint refuses it.
 */
export function ascending<T extends number | string | bigint>(a: T, b: T): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Tuples or records compared by their JSON text: a stable order for comparing sets of rows. */
export function byJson(a: unknown, b: unknown): number {
  return ascending(JSON.stringify(a), JSON.stringify(b));
}
