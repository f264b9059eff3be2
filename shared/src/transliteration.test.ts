import { describe, expect, it } from 'vitest';
import { cyrillicToLatin, listedNameIn, toSearchKey, latinToCyrillic } from './transliteration';

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

describe('latinToCyrillic: names shown in the Cyrillic interface', () => {
  it('writes Serbian Latin in Cyrillic, digraphs and capitals included', () => {
    expect(latinToCyrillic('Gimnazija „Jovan Jovanović Zmaj“, Novi Sad')).toBe(
      'Гимназија „Јован Јовановић Змај“, Нови Сад',
    );
    expect(latinToCyrillic('Elektrotehnički fakultet - Beograd')).toBe('Електротехнички факултет - Београд');
    expect(latinToCyrillic('Zrenjanin, Ljig, Džep, LJUBOVIJA, NJEGOŠ')).toBe('Зрењанин, Љиг, Џеп, ЉУБОВИЈА, ЊЕГОШ');
    expect(latinToCyrillic('Đurđevo, Ćuprija, Šabac, Žabalj, Čačak')).toBe('Ђурђево, Ћуприја, Шабац, Жабаљ, Чачак');
  });

  it('keeps Roman numerals, foreign words, addresses and what is already Cyrillic', () => {
    expect(latinToCyrillic('IX beogradska gimnazija')).toBe('IX београдска гимназија');
    expect(latinToCyrillic('Tehnička škola I')).toBe('Техничка школа I');
    expect(latinToCyrillic('Women4Cyber, Wi-Fi')).toBe('Women4Cyber, Wi-Fi');
    expect(latinToCyrillic('www.etf.bg.ac.rs kontakt@etf.rs')).toBe('www.etf.bg.ac.rs kontakt@etf.rs');
    expect(latinToCyrillic('Гимназија Ниш')).toBe('Гимназија Ниш');
  });

  it('keeps the search key: a name and its Cyrillic form are found by the same search', () => {
    for (const name of ['Fakultet tehničkih nauka, Novi Sad', 'Đorđe Njegoš', 'Ljiljana Džudžević']) {
      expect(toSearchKey(latinToCyrillic(name))).toBe(toSearchKey(name));
    }
  });
});

describe('listedNameIn: a listed name in the script of the reader', () => {
  it('is Cyrillic in Serbian and as stored in English; the glossary keeps CTF and CTFd in Latin', () => {
    expect(listedNameIn('sr', 'CTF kvalifikacije 2026, Novi Sad')).toBe('CTF квалификације 2026, Нови Сад');
    expect(listedNameIn('sr', 'Finale CTFd takmičenja')).toBe('Финале CTFd такмичења');
    expect(listedNameIn('en', 'Kvalifikacije 2026')).toBe('Kvalifikacije 2026');
  });

  it('is found by the same search as the stored name', () => {
    expect(toSearchKey(listedNameIn('sr', 'Kvalifikacije 2026'))).toBe(toSearchKey('Kvalifikacije 2026'));
  });
});
