import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { playgroundText, resultText } from './student-text';

// The keys with their values filled in, as i18next would (the words themselves are the locales' own).
const t = ((key: string, values?: Record<string, unknown>) =>
  `${key}${values ? JSON.stringify(values) : ''}`) as TFunction;

describe("a student's playground progress in a line", () => {
  it('lists the categories, most solved first, then by name', () => {
    expect(playgroundText(t, { total: 12, by_category: { crypto: 4, pwn: 3, web: 5, misc: 0 } })).toBe(
      'mentors.view.playgroundSolved{"total":12,"list":"web 5, crypto 4, pwn 3"}',
    );
    expect(playgroundText(t, { total: 2, by_category: { rev: 1, crypto: 1 } })).toContain('"list":"crypto 1, rev 1"');
  });

  it('says when nothing is solved, and when progress is not recorded', () => {
    expect(playgroundText(t, { total: 0, by_category: {} })).toBe('mentors.view.playgroundNone');
    expect(playgroundText(t, null)).toBe('mentors.view.playgroundUnknown');
    expect(playgroundText(t, { total: 3, by_category: {} })).toBe('mentors.view.playgroundTotal{"total":3}');
  });
});

describe("a student's result in words", () => {
  it('gives the place when there is one, else the score alone', () => {
    expect(resultText(t, { competition: 'Kvalifikacije', slug: 'q', place: 3, score: 1200 })).toBe(
      'mentors.view.resultPlace{"competition":"Kvalifikacije","place":3,"score":1200}',
    );
    expect(resultText(t, { competition: 'Kvalifikacije', slug: 'q', place: null, score: 50 })).toBe(
      'mentors.view.resultScore{"competition":"Kvalifikacije","score":50}',
    );
  });
});
