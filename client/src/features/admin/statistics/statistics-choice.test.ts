import { describe, expect, it } from 'vitest';
import { comparedSeasons } from './SeasonsView';
import { choiceQuery, readChoice, reportPath } from './statistics-choice';

describe('the statistics keep their choice in the address', () => {
  it('reads what it knows and takes the defaults for the rest', () => {
    expect(readChoice(new URLSearchParams('season=2026&by=gender&view=seasons'))).toEqual({
      season: '2026',
      by: 'gender',
      view: 'seasons',
    });
    expect(readChoice(new URLSearchParams('season=%20&by=shoe_size&view=pie'))).toEqual({
      by: 'region',
      view: 'funnel',
    });
  });

  it('writes only what differs from the defaults, so the plain page has a plain address', () => {
    expect(choiceQuery({ by: 'region', view: 'funnel' })).toBe('');
    expect(choiceQuery({ season: 'Сезона 2026/27', by: 'birth_year', view: 'seasons' })).toBe(
      '?season=%D0%A1%D0%B5%D0%B7%D0%BE%D0%BD%D0%B0+2026%2F27&by=birth_year&view=seasons',
    );
    expect(readChoice(new URLSearchParams(choiceQuery({ season: 'Сезона 2026/27' }).slice(1))).season).toBe(
      'Сезона 2026/27',
    );
    expect(reportPath({ season: '2026', by: 'gender' })).toBe('/admin/statistics/report?season=2026&by=gender');
  });
});

describe('seasons side by side', () => {
  // The programme lists seasons newest first.
  const seasons = ['2027', '2026', '2025', '2024', '2023', '2022'].map((name) => ({ name }));
  const names = (list: { name: string }[]) => list.map((season) => season.name);

  it('are the chosen season and the three before it, oldest first', () => {
    expect(names(comparedSeasons(seasons, '2025'))).toEqual(['2022', '2023', '2024', '2025']);
    expect(names(comparedSeasons(seasons, '2023'))).toEqual(['2022', '2023']);
  });

  it('are the latest four without a choice (or with a season the programme does not have)', () => {
    expect(names(comparedSeasons(seasons))).toEqual(['2024', '2025', '2026', '2027']);
    expect(names(comparedSeasons(seasons, 'nope'))).toEqual(['2024', '2025', '2026', '2027']);
  });
});
