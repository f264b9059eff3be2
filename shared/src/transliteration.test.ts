import { describe, expect, it } from 'vitest';
import { cyrillicToLatin, toSearchKey } from './transliteration';

describe('search ignores case, script and diacritics', () => {
  it.each([
    ['Ниш', 'nis'],
    ['Niš', 'nis'],
    ['NIS', 'nis'],
    ['Чачак', 'cacak'],
    ['Čačak', 'cacak'],
    ['Ђорђе', 'djordje'],
    ['Đorđe', 'djordje'],
    ['Љубовија', 'ljubovija'],
    ['Њ', 'nj'],
    ['Џеп', 'dzep'],
    ['Ćuprija', 'cuprija'],
    ['  Нови   Сад ', 'novi sad'],
    ['Електротехнички факултет', 'elektrotehnicki fakultet'],
  ])('%s -> %s', (input, key) => {
    expect(toSearchKey(input)).toBe(key);
  });

  it('finds the same place typed three ways', () => {
    expect(new Set(['Ниш', 'Nis', 'Niš'].map(toSearchKey)).size).toBe(1);
  });
});

describe('Cyrillic to Latin', () => {
  it('keeps case and writes the Latin letters with their diacritics', () => {
    expect(cyrillicToLatin('Ниш, Чачак, Ђорђе, Љиљана, ЊЕГОШ')).toBe('Niš, Čačak, Đorđe, Ljiljana, NjEGOŠ');
    expect(cyrillicToLatin('Already Latin 123')).toBe('Already Latin 123');
  });
});
