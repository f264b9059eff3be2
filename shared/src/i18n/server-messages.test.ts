import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../errors';
import { LANGUAGES } from './languages';
import { NOTICE_KEYS, SERVER_MESSAGES, SERVER_NOTICES } from './server-messages';

describe('every server message exists in every language', () => {
  it.each(LANGUAGES)('%s has a non-empty text for every error code', (lang) => {
    for (const code of ERROR_CODES) expect(SERVER_MESSAGES[lang][code]?.trim(), `${lang}.${code}`).toBeTruthy();
    expect(Object.keys(SERVER_MESSAGES[lang]).sort()).toEqual([...ERROR_CODES].sort());
  });

  it.each(LANGUAGES)('%s has a non-empty text for every notice', (lang) => {
    for (const key of NOTICE_KEYS) expect(SERVER_NOTICES[lang][key]?.trim(), `${lang}.${key}`).toBeTruthy();
    expect(Object.keys(SERVER_NOTICES[lang]).sort()).toEqual([...NOTICE_KEYS].sort());
  });

  it('writes Serbian in Cyrillic (brand names aside)', () => {
    for (const text of [...Object.values(SERVER_MESSAGES.sr), ...Object.values(SERVER_NOTICES.sr)]) {
      expect(text.replace(/\b(Discord|GitHub|CTFd?)\b/g, '')).toMatch(/^[\p{Script=Cyrillic}\s\d.,!?:;'"()-]+$/u);
    }
  });
});
