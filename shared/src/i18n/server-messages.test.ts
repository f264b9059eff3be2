import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../errors';
import { LANGUAGES } from './languages';
import { SERVER_MESSAGES } from './server-messages';

describe('every server message exists in every language', () => {
  it.each(LANGUAGES)('%s has a non-empty text for every error code', (lang) => {
    for (const code of ERROR_CODES) expect(SERVER_MESSAGES[lang][code]?.trim(), `${lang}.${code}`).toBeTruthy();
    expect(Object.keys(SERVER_MESSAGES[lang]).sort()).toEqual([...ERROR_CODES].sort());
  });

  it('writes Serbian in Cyrillic', () => {
    for (const text of Object.values(SERVER_MESSAGES.sr))
      expect(text).toMatch(/^[\p{Script=Cyrillic}\s\d.,!?:;'"()-]+$/u);
  });
});
