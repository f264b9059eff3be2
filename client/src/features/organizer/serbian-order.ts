import { cyrillicToLatin } from '@ctf/shared/transliteration';
import type { Row } from '@tanstack/react-table';

const collator = new Intl.Collator('sr-Latn', { numeric: true, sensitivity: 'base' });

/**
 * Serbian order for both scripts, numbers in names by value ("user_2" before "user_10"): what the
 * server's `sr_icu` collation does for the lists sorted there (issue 11 item 9, issue 12).
 */
export function compareSerbian(a: string, b: string): number {
  return collator.compare(cyrillicToLatin(a), cyrillicToLatin(b));
}

/** A TanStack sorting function in Serbian order. */
export function serbianSortingFn<TRow>(a: Row<TRow>, b: Row<TRow>, columnId: string): number {
  return compareSerbian(String(a.getValue(columnId) ?? ''), String(b.getValue(columnId) ?? ''));
}
