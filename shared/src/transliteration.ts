const CYRILLIC_TO_LATIN: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  ђ: 'dj',
  е: 'e',
  ж: 'z',
  з: 'z',
  и: 'i',
  ј: 'j',
  к: 'k',
  л: 'l',
  љ: 'lj',
  м: 'm',
  н: 'n',
  њ: 'nj',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  ћ: 'c',
  у: 'u',
  ф: 'f',
  х: 'h',
  ц: 'c',
  ч: 'c',
  џ: 'dz',
  ш: 's',
};
// Serbian Latin letters whose plain form is not what stripping the accent gives.
const LATIN_SPECIAL: Record<string, string> = { đ: 'dj', ǆ: 'dz', ǉ: 'lj', ǌ: 'nj' };

/** Serbian Cyrillic to Serbian Latin (Gajica), keeping case: "Ниш" -> "Niš". */
export function cyrillicToLatin(text: string): string {
  const latin: Record<string, string> = { ...CYRILLIC_TO_LATIN, ђ: 'đ', ж: 'ž', ћ: 'ć', ч: 'č', џ: 'dž', ш: 'š' };
  return [...text]
    .map((char) => {
      const lower = char.toLowerCase();
      const mapped = latin[lower];
      if (mapped === undefined) return char;
      return char === lower ? mapped : mapped.charAt(0).toUpperCase() + mapped.slice(1);
    })
    .join('');
}

/**
 * The form names are compared in when searching: lower case, Latin script, no diacritics, single
 * spaces. "Ниш", "Niš", "nis" and "NIS" all give "nis"; "Đorđe" and "Ђорђе" give "djordje".
 */
export function toSearchKey(text: string): string {
  return [...text.toLowerCase()]
    .map((char) => CYRILLIC_TO_LATIN[char] ?? LATIN_SPECIAL[char] ?? char)
    .join('')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const LATIN_TO_CYRILLIC: Record<string, string> = {
  a: 'а',
  b: 'б',
  c: 'ц',
  č: 'ч',
  ć: 'ћ',
  d: 'д',
  đ: 'ђ',
  e: 'е',
  f: 'ф',
  g: 'г',
  h: 'х',
  i: 'и',
  j: 'ј',
  k: 'к',
  l: 'л',
  m: 'м',
  n: 'н',
  o: 'о',
  p: 'п',
  r: 'р',
  s: 'с',
  š: 'ш',
  t: 'т',
  u: 'у',
  v: 'в',
  z: 'з',
  ž: 'ж',
  dž: 'џ',
  lj: 'љ',
  nj: 'њ',
};
const ROMAN_NUMERAL = /^[IVXLCDM]+\.?$/;
// Words Serbian Latin does not write: foreign names and brands (Women4Cyber, Wi-Fi) stay as they are.
const FOREIGN_LETTERS = /[qwxy]/i;
const KEPT_AS_IS = /^(https?:\/\/|www\.)|@/i;
// Names the glossary keeps in Latin in Serbian texts ("CTF тим").
const LATIN_NAMES = new Set(['CTF', 'CTFd']);

function wordToCyrillic(word: string): string {
  if (ROMAN_NUMERAL.test(word) || FOREIGN_LETTERS.test(word) || KEPT_AS_IS.test(word) || LATIN_NAMES.has(word)) {
    return word;
  }
  let out = '';
  for (let i = 0; i < word.length; i += 1) {
    const pair = word.slice(i, i + 2);
    const pairMapped = LATIN_TO_CYRILLIC[pair.toLowerCase()];
    if (pair.length === 2 && pairMapped) {
      out += pair[0] === pair[0]!.toLowerCase() ? pairMapped : pairMapped.toUpperCase();
      i += 1;
      continue;
    }
    const char = word[i]!;
    const mapped = LATIN_TO_CYRILLIC[char.toLowerCase()];
    out += mapped === undefined ? char : char === char.toLowerCase() ? mapped : mapped.toUpperCase();
  }
  return out;
}

/**
 * Serbian Latin to Serbian Cyrillic, for showing names written in Latin (institutions, cities) in the
 * Cyrillic interface: "Gimnazija „Jovan Jovanović Zmaj“, Novi Sad" -> "Гимназија „Јован Јовановић Змај“, Нови Сад".
 * Roman numerals ("IX"), addresses, words with letters Serbian does not use (Women4Cyber) and the
 * glossary's Latin names (CTF) stay as written.
 */
export function latinToCyrillic(text: string): string {
  return text.replace(/[^\s,;:()„“”"'’/–—]+/gu, (token) =>
    FOREIGN_LETTERS.test(token) || KEPT_AS_IS.test(token) ? token : token.split('-').map(wordToCyrillic).join('-'),
  );
}

/**
 * A name from the platform's own lists (an institution, its city, a competition) in the script of
 * the reader's language: Cyrillic in Serbian, as stored in English. What people type about
 * themselves (their name, a school typed by hand) is not passed through it: Latin typed without
 * diacritics ("Petrovic") has no single Cyrillic form.
 */
export function listedNameIn(language: 'sr' | 'en', name: string): string {
  return language === 'sr' ? latinToCyrillic(name) : name;
}
