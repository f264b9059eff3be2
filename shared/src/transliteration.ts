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
