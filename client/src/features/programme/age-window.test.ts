import { describe, expect, it } from 'vitest';
import { organizerEn } from '../../locales/organizer/en';
import { organizerSr } from '../../locales/organizer/sr';
import { translatorOf } from '../../locales/translator';
import { ageWindowText } from './age-window';

const translator = (lng: 'sr' | 'en') => translatorOf(lng, { en: organizerEn, sr: organizerSr });

const window = (age_min: number | null, age_max: number | null) => ({ age_min, age_max, reference_date: '2025-12-01' });

describe('a category’s age window in words', () => {
  it('says each bound on the reference date, in English', async () => {
    const t = await translator('en');
    expect(ageWindowText(t, 'en', window(null, 20))).toBe('20 or younger on 1 December 2025');
    expect(ageWindowText(t, 'en', window(14, null))).toBe('14 or older on 1 December 2025');
    expect(ageWindowText(t, 'en', window(14, 20))).toBe('14 to 20 on 1 December 2025');
    expect(ageWindowText(t, 'en', window(null, null))).toBe('Any age');
  });

  it('puts the Serbian month in the genitive', async () => {
    const t = await translator('sr');
    expect(ageWindowText(t, 'sr', window(null, 20))).toBe('Највише 20 на дан 1. децембра 2025.');
    expect(ageWindowText(t, 'sr', window(0, 0))).toBe('Од 0 до 0 на дан 1. децембра 2025.');
  });
});
