import { describe, expect, it } from 'vitest';
import { groupBySeason } from './group-by-season';

describe('the player’s competitions by season (issue 31)', () => {
  it('puts the newest season first and keeps each season’s competitions in the list’s order', () => {
    const list = [
      { slug: 'kval-2025', season: '2025' },
      { slug: 'kval-2026', season: '2026' },
      { slug: 'finale-2025', season: '2025' },
      { slug: 'finale-2026', season: '2026' },
    ];
    expect(groupBySeason(list)).toEqual([
      { season: '2026', competitions: [list[1], list[3]] },
      { season: '2025', competitions: [list[0], list[2]] },
    ]);
    expect(groupBySeason([])).toEqual([]);
  });
});
