import { describe, expect, it } from 'vitest';
import { competitionsEn } from '../../locales/competitions/en';
import { competitionsSr } from '../../locales/competitions/sr';
import { translatorOf } from '../../locales/translator';
import { PATHS } from '../../lib/paths';
import { eligibilityTexts } from './eligibility-text';

const translator = (lng: 'sr' | 'en') => translatorOf(lng, { en: competitionsEn, sr: competitionsSr });

const competition = {
  age_min: null,
  age_max: 20,
  age_reference_date: '2025-12-01',
  starts_at: null,
  allowed_categories: ['juniori', 'srednjoskolci'],
  season: '2026',
  requires_accepted_competitor: true,
};

describe('why a player cannot register, in words', () => {
  it('says the age limit with its day, and the allowed categories of the season', async () => {
    const t = await translator('en');
    const texts = eligibilityTexts(t, 'en', competition, ['AGE_ABOVE_MAX', 'CATEGORY_NOT_ALLOWED']);
    expect(texts.map((text) => text.text)).toEqual([
      'This competition is for players up to 20 years old on 1 December 2025.',
      'This competition is open only to these categories of season 2026: juniori, srednjoskolci.',
    ]);
  });

  it('takes the start day in Belgrade when the competition names no reference date, in Serbian', async () => {
    const t = await translator('sr');
    // 23:30 UTC on 30 November is already 1 December in Belgrade.
    const startsLate = { ...competition, age_min: 14, age_reference_date: null, starts_at: '2025-11-30T23:30:00Z' };
    expect(eligibilityTexts(t, 'sr', startsLate, ['AGE_BELOW_MIN'])[0]?.text).toBe(
      'Ово такмичење је за играче који на дан 1. децембра 2025. имају од 14 до 20 година.',
    );
  });

  it('gives the next step where there is one, and leaves a closed registration to the card', async () => {
    const t = await translator('en');
    const texts = eligibilityTexts(t, 'en', competition, [
      'NOT_A_COMPETITOR',
      'DISCORD_REQUIRED',
      'REGISTRATION_CLOSED',
    ]);
    expect(texts.map(({ reason, action }) => [reason, action?.to])).toEqual([
      ['NOT_A_COMPETITOR', PATHS.competitorWizard],
      ['DISCORD_REQUIRED', PATHS.account],
    ]);
    expect(texts[0]?.text).toBe('Only competitors whose application is accepted can register for this competition.');
    const pendingWillDo = { ...competition, requires_accepted_competitor: false };
    expect(eligibilityTexts(t, 'en', pendingWillDo, ['NOT_A_COMPETITOR'])[0]?.text).toBe(
      'You need an application to take part in this competition.',
    );
  });
});
