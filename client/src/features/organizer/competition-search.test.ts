import { describe, expect, it } from 'vitest';
import { matchesCompetitionSearch, seasonsOf } from './competition-search';

const quals = { name: 'Kvalifikacije 2026', slug: 'quals-2026' };

describe('searching the organizer list', () => {
  it('finds by name or slug, ignoring case', () => {
    expect(matchesCompetitionSearch(quals, 'KVAL')).toBe(true);
    expect(matchesCompetitionSearch(quals, 'quals-20')).toBe(true);
    expect(matchesCompetitionSearch(quals, 'finale')).toBe(false);
  });

  it('ignores Cyrillic versus Latin script and diacritics', () => {
    expect(matchesCompetitionSearch(quals, 'квалификације')).toBe(true);
    expect(matchesCompetitionSearch({ name: 'Završnica', slug: 'z' }, 'zavrs')).toBe(true);
  });

  it('needs every word and shows everything for an empty search', () => {
    expect(matchesCompetitionSearch(quals, 'kval 2026')).toBe(true);
    expect(matchesCompetitionSearch(quals, 'kval 2025')).toBe(false);
    expect(matchesCompetitionSearch(quals, '  ')).toBe(true);
  });
});

describe('the organizer list by season', () => {
  it('offers each season once, newest first', () => {
    expect(seasonsOf([{ season: '2025' }, { season: '2026/27' }, { season: '2026' }, { season: '2025' }])).toEqual([
      '2026/27',
      '2026',
      '2025',
    ]);
  });
});
