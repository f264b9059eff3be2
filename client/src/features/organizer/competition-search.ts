import { toSearchKey } from '@ctf/shared/transliteration';

/**
 * The organizer list's search (client-side, spec): every word must occur in the name or the slug,
 * ignoring case, diacritics and Cyrillic versus Latin script ("квал" finds "Kvalifikacije").
 */
export function matchesCompetitionSearch(competition: { name: string; slug: string }, query: string): boolean {
  const words = toSearchKey(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = `${toSearchKey(competition.name)} ${competition.slug}`;
  return words.every((word) => haystack.includes(word));
}

/** The seasons the competitions belong to, newest first (as the seasons list orders them), for the list's filter. */
export function seasonsOf(competitions: readonly { season: string }[]): string[] {
  return [...new Set(competitions.map((competition) => competition.season))].sort((a, b) => b.localeCompare(a));
}
