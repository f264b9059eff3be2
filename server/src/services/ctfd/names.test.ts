import { describe, expect, it } from 'vitest';
import { CTFD_MAX_LENGTH, fitCtfdName, freeTeamKey, listedTeamName } from './names';

describe('fitCtfdName: names in CTFd 128-character columns', () => {
  it('keeps a name that fits, trimmed, up to exactly 128 characters', () => {
    expect(fitCtfdName('  Gimnazija Niš  ', 7)).toBe('Gimnazija Niš');
    const exact = 'ш'.repeat(CTFD_MAX_LENGTH);
    expect(fitCtfdName(` ${exact} `, 7)).toBe(exact);
  });

  it('cuts a longer name on a character boundary and ends it with " #id"', () => {
    const name = `${'Elektrotehnička škola '.repeat(8)}`; // 176 characters
    const fitted = fitCtfdName(name, 42);
    expect(fitted.endsWith(' #42')).toBe(true);
    expect(fitted.length).toBeLessThanOrEqual(CTFD_MAX_LENGTH);
    expect(fitted.length).toBeGreaterThan(CTFD_MAX_LENGTH - 6);
    expect(name.startsWith(fitted.slice(0, -4))).toBe(true);
    // The part kept has no trailing space before the suffix.
    expect(fitted).not.toMatch(/\s #42$/);
  });

  it('keeps two long names that share their start apart by their ids', () => {
    const start = 'a'.repeat(130);
    expect(fitCtfdName(`${start}x`, 1)).not.toBe(fitCtfdName(`${start}y`, 2));
    expect(fitCtfdName(`${start}x`, 1)).toBe(`${'a'.repeat(CTFD_MAX_LENGTH - 3)} #1`);
  });

  it('counts UTF-16 length too: 128 emoji (256 code units) are cut to fit, whole', () => {
    const emoji = '🚩'.repeat(CTFD_MAX_LENGTH);
    const fitted = fitCtfdName(emoji, 9);
    expect(fitted.length).toBeLessThanOrEqual(CTFD_MAX_LENGTH);
    expect(fitted).toBe(`${'🚩'.repeat((CTFD_MAX_LENGTH - 3) >> 1)} #9`);
    // No half of a surrogate pair is left.
    expect(fitted).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });
});

describe('freeTeamKey: one key per typed-in school whatever its case or spacing', () => {
  it('trims, folds spaces and lower-cases', () => {
    expect(freeTeamKey('  Gimnazija   \t„Jovan Jovanović Zmaj”  ')).toBe('gimnazija „jovan jovanović zmaj”');
    expect(freeTeamKey('ГИМНАЗИЈА Ниш')).toBe(freeTeamKey('гимназија  ниш'));
  });
});

describe('listedTeamName: two listed schools never share a CTFd team name', () => {
  const school = { id: 5, name: ' Gimnazija "Svetozar Marković" ', city: ' Niš ' };

  it('is the name alone while no other listed institution has it', () => {
    expect(listedTeamName(school, false)).toBe('Gimnazija "Svetozar Marković"');
  });

  it('adds the city when another listed institution has the same name', () => {
    expect(listedTeamName(school, true)).toBe('Gimnazija "Svetozar Marković" (Niš)');
    expect(listedTeamName({ ...school, id: 6, city: 'Novi Sad' }, true)).toBe(
      'Gimnazija "Svetozar Marković" (Novi Sad)',
    );
  });

  it('still fits CTFd, the id keeping two long names apart', () => {
    const long = listedTeamName({ id: 77, name: 'Škola '.repeat(30), city: 'Beograd' }, true);
    expect(long.length).toBeLessThanOrEqual(CTFD_MAX_LENGTH);
    expect(long.endsWith(' #77')).toBe(true);
  });
});
