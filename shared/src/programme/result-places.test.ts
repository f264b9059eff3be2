import { describe, expect, it } from 'vitest';
import { placesWithin } from './result-places';

const rows = [
  { place: 1, username: 'ana' },
  { place: 2, username: 'boris' },
  { place: 2, username: 'cveta' },
  { place: 2, username: 'dusan' },
  { place: 5, username: 'eva' },
  { place: 6, username: 'filip' },
];

describe('placesWithin', () => {
  it('numbers the kept rows 1, 2, 3 in their overall order', () => {
    const kept = placesWithin(rows, (r) => ['ana', 'eva', 'filip'].includes(r.username));
    expect(kept.map((r) => [r.username, r.place, r.category_place])).toEqual([
      ['ana', 1, 1],
      ['eva', 5, 2],
      ['filip', 6, 3],
    ]);
  });

  it('keeps ties equal and skips as many places after them', () => {
    const kept = placesWithin(rows, (r) => r.username !== 'ana' && r.username !== 'cveta');
    expect(kept.map((r) => [r.username, r.category_place])).toEqual([
      ['boris', 1],
      ['dusan', 1],
      ['eva', 3],
      ['filip', 4],
    ]);
  });

  it('keeps nobody when nobody is in the part', () => {
    expect(placesWithin(rows, () => false)).toEqual([]);
  });
});
