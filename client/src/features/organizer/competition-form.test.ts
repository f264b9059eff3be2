import { describe, expect, it } from 'vitest';
import { ZCompetitionCreateSchema } from '@ctf/shared/schemas/competition';
import type { Season } from '@ctf/shared/schemas/programme';
import type { Competition } from '../competitions/types';
import { NEW_COMPETITION, formValuesOf, toCompetitionInput } from './competition-form';
import { chosenSeason, seasonNameByStart, splitBySeason } from './competition-season';

const parse = (values: typeof NEW_COMPETITION) => ZCompetitionCreateSchema.safeParse(toCompetitionInput(values));

const FINALE: Competition = {
  id: 1,
  name: 'Finale',
  slug: 'finale',
  visibility: 'public',
  stage: 'finals',
  required_role: null,
  starts_at: '2026-05-10T07:00:00.000Z',
  ends_at: null,
  registration_starts_at: null,
  registration_ends_at: null,
  ctfd_url: null,
  results_published: false,
  created_at: '2026-01-01T00:00:00.000Z',
  version: 1,
  archived: false,
  season_id: 7,
  season: '2026',
  age_min: null,
  age_max: 20,
  age_reference_date: '2025-12-01',
  allowed_categories: ['juniori'],
  requires_accepted_competitor: true,
};

describe('the competition form (spec section 5)', () => {
  it('starts a new competition as a private warm-up and sends empty dates as null', () => {
    // An untouched form comes out as the schema makes a bare name and slug: its defaults, which
    // shared/src/schemas/competition-rules.test.ts pins; the switch shows the warm-up's default.
    const named = { name: 'Kvalifikacije 2026', slug: 'quals-2026' };
    const result = parse({ ...NEW_COMPETITION, ...named });
    expect(result.success && result.data).toEqual({
      ...ZCompetitionCreateSchema.parse(named),
      requires_accepted_competitor: false,
    });
  });

  it('sends dates as ISO timestamps and trims the required role, blank as null', () => {
    const values = {
      ...NEW_COMPETITION,
      name: 'Finale',
      slug: 'finale',
      required_role: '  women4cyber ',
      starts_at: '2026-05-10T09:00',
      ends_at: '2026-05-10T17:30',
    };
    const result = parse(values);
    expect(result.success && result.data).toMatchObject({
      required_role: 'women4cyber',
      starts_at: '2026-05-10T07:00:00.000Z',
      ends_at: '2026-05-10T15:30:00.000Z',
    });
    expect(parse({ ...values, required_role: '   ' }).data?.required_role).toBeNull();
  });

  it('refuses a short name, a slug with other characters and an end before its start', () => {
    const result = parse({
      ...NEW_COMPETITION,
      name: 'A',
      slug: 'Kvalifikacije 2026',
      registration_starts_at: '2026-05-10T09:00',
      registration_ends_at: '2026-05-09T09:00',
    });
    const messages = Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path[0], issue.message]));
    expect(messages).toEqual({
      name: 'competitionNameMinLength',
      slug: 'slugInvalid',
      registration_ends_at: 'endBeforeStart',
    });
  });

  it('fills the edit form from a competition, dates in Belgrade time', () => {
    const values = formValuesOf(FINALE);
    expect(values).toMatchObject({ required_role: '', starts_at: '2026-05-10T09:00', ends_at: '', ctfd_url: '' });
  });
});

describe('who may take part (issue 31)', () => {
  it('fills the edit form with the season, ages as text and the allowed categories, and sends them back as they were', () => {
    const values = formValuesOf({ ...FINALE, age_reference_date: null });
    expect(values).toMatchObject({
      season_id: '7',
      age_min: '',
      age_max: '20',
      age_reference_date: '',
      allowed_categories: ['juniori'],
      requires_accepted_competitor: true,
    });
    expect(parse(values).data).toMatchObject({
      season_id: 7,
      age_min: null,
      age_max: 20,
      age_reference_date: null,
      allowed_categories: ['juniori'],
      requires_accepted_competitor: true,
    });
  });

  it('leaves the season out when none is chosen: the server takes the season of the start year', () => {
    const result = parse({ ...NEW_COMPETITION, name: 'Kvalifikacije', slug: 'kval', age_min: ' 14 ', age_max: '19' });
    expect(result.data).not.toHaveProperty('season_id');
    expect(result.data).toMatchObject({ age_min: 14, age_max: 19 });
  });

  it('refuses an age that is no whole number, and a maximum below the minimum', () => {
    const messages = (values: Partial<typeof NEW_COMPETITION>) =>
      Object.fromEntries(
        (parse({ ...NEW_COMPETITION, name: 'Kvalifikacije', slug: 'kval', ...values }).error?.issues ?? []).map(
          (issue) => [issue.path[0], issue.message],
        ),
      );
    expect(messages({ age_min: 'četrnaest', age_max: '17.5' })).toEqual({
      age_min: 'ageInvalid',
      age_max: 'ageInvalid',
    });
    expect(messages({ age_min: '-1' })).toEqual({ age_min: 'ageInvalid' });
    expect(messages({ age_min: '20', age_max: '19' })).toEqual({ age_max: 'ageMaxBelowMin' });
    expect(messages({ age_reference_date: '31.02.2026' })).toEqual({ age_reference_date: 'dateInvalid' });
  });
});

describe('the season a competition goes to', () => {
  const season = (id: number, name: string, ...codes: string[]) =>
    ({ id, name, version: 1, competitions: 0, categories: codes.map((code) => ({ code })) }) as unknown as Season;
  const seasons = [season(2, '2027', 'seniori'), season(1, '2026', 'juniori', 'studenti')];

  it('is the chosen one, or by start date the season named after the start year in Belgrade', () => {
    expect(chosenSeason(seasons, { season_id: '2', starts_at: '2026-05-10T09:00' })?.name).toBe('2027');
    expect(chosenSeason(seasons, { season_id: '', starts_at: '2026-05-10T09:00' })?.name).toBe('2026');
    // 23:30 UTC on 31 December 2025 is already 2026 in Belgrade.
    expect(seasonNameByStart('', new Date('2025-12-31T23:30:00Z'))).toBe('2026');
    expect(chosenSeason(seasons, { season_id: '', starts_at: '2031-01-01T10:00' })).toBeUndefined();
  });

  it('keeps the allowed categories the new season defines and drops the others', () => {
    expect(splitBySeason(['juniori', 'studenti'], seasons[0])).toEqual({ kept: [], dropped: ['juniori', 'studenti'] });
    expect(splitBySeason(['studenti', 'seniori'], seasons[1])).toEqual({ kept: ['studenti'], dropped: ['seniori'] });
    expect(splitBySeason(['juniori'], undefined)).toEqual({ kept: [], dropped: ['juniori'] });
  });
});
