import { describe, expect, it } from 'vitest';
import { appEn } from '../../locales/app/en';
import { appSr } from '../../locales/app/sr';
import { translatorOf } from '../../locales/translator';
import { progressSummary } from './playground-progress';

const translator = (lng: 'sr' | 'en') => translatorOf(lng, { en: appEn, sr: appSr });

const progress = (by: [string, number][]) => ({
  enabled: true,
  total: by.reduce((sum, [, n]) => sum + n, 0),
  by_category: by.map(([category, solves]) => ({ category, solves })),
  read_at: '2025-03-01T09:00:00.000Z',
});

describe('the playground card’s summary of solved challenges', () => {
  it('names the three most solved categories as CTFd names them, then “…”', async () => {
    const solved = progress([
      ['web', 5],
      ['crypto', 4],
      ['pwn', 2],
      ['misc', 1],
    ]);
    expect(progressSummary(await translator('en'), 'en', solved)).toBe(
      '12 challenges solved: web 5, crypto 4, pwn 2, …',
    );
    expect(progressSummary(await translator('sr'), 'sr', solved)).toBe(
      '12 решених задатака: web 5, crypto 4, pwn 2, …',
    );
  });

  it('uses each language’s plural forms', async () => {
    const [en, sr] = [await translator('en'), await translator('sr')];
    expect(progressSummary(en, 'en', progress([['web', 1]]))).toBe('1 challenge solved: web 1');
    expect(progressSummary(sr, 'sr', progress([['web', 1]]))).toBe('1 решен задатак: web 1');
    expect(progressSummary(sr, 'sr', progress([['web', 3]]))).toBe('3 решена задатка: web 3');
    expect(progressSummary(sr, 'sr', progress([['web', 21]]))).toBe('21 решен задатак: web 21');
    expect(progressSummary(sr, 'sr', progress([['web', 14]]))).toBe('14 решених задатака: web 14');
  });

  it('names a challenge without a category, and says when nothing is solved', async () => {
    const [en, sr] = [await translator('en'), await translator('sr')];
    expect(progressSummary(en, 'en', progress([['', 2]]))).toBe('2 challenges solved: no category 2');
    expect(progressSummary(sr, 'sr', progress([]))).toBe('На полигону још нема решених задатака.');
    expect(progressSummary(en, 'en', progress([]))).toBe('No challenges solved on the playground yet.');
  });
});
