import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../errors';
import { LANGUAGES } from './languages';
import { NOTICE_KEYS, SERVER_MESSAGES, SERVER_NOTICES, retryAfterText, serverMessage } from './server-messages';
import { ascending } from '../sort';

describe('every server message exists in every language', () => {
  it.each(LANGUAGES)('%s has a non-empty text for every error code', (lang) => {
    for (const code of ERROR_CODES) expect(SERVER_MESSAGES[lang][code]?.trim(), `${lang}.${code}`).toBeTruthy();
    expect(Object.keys(SERVER_MESSAGES[lang]).sort(ascending)).toEqual([...ERROR_CODES].sort(ascending));
  });

  it.each(LANGUAGES)('%s has a non-empty text for every notice', (lang) => {
    for (const key of NOTICE_KEYS) expect(SERVER_NOTICES[lang][key]?.trim(), `${lang}.${key}`).toBeTruthy();
    expect(Object.keys(SERVER_NOTICES[lang]).sort(ascending)).toEqual([...NOTICE_KEYS].sort(ascending));
  });

  it('writes Serbian in Cyrillic (brand names aside)', () => {
    for (const text of [...Object.values(SERVER_MESSAGES.sr), ...Object.values(SERVER_NOTICES.sr)]) {
      expect(text.replace(/\b(Discord|GitHub|CTFd?|API)\b/g, '')).toMatch(/^[\p{Script=Cyrillic}\s\d.,!?:;'"()-]+$/u);
    }
  });
});

describe('the wait a 429 or 503 names', () => {
  it('is rounded up to whole seconds, minutes or hours, with Serbian plural forms', () => {
    expect(retryAfterText('en', 1)).toBe('Try again in 1 second.');
    expect(retryAfterText('en', 0.2)).toBe('Try again in 1 second.');
    expect(retryAfterText('en', 45)).toBe('Try again in 45 seconds.');
    expect(retryAfterText('en', 601)).toBe('Try again in 11 minutes.');
    expect(retryAfterText('en', 3 * 3600)).toBe('Try again in 3 hours.');
    expect(retryAfterText('sr', 1)).toBe('Покушајте поново за 1 секунду.');
    expect(retryAfterText('sr', 3)).toBe('Покушајте поново за 3 секунде.');
    expect(retryAfterText('sr', 30)).toBe('Покушајте поново за 30 секунди.');
    expect(retryAfterText('sr', 21)).toBe('Покушајте поново за 21 секунду.');
    expect(retryAfterText('sr', 120)).toBe('Покушајте поново за 2 минута.');
    expect(retryAfterText('sr', 3600 * 2)).toBe('Покушајте поново за 2 сата.');
  });

  it('follows the error text', () => {
    expect(serverMessage('en', 'TOO_MANY_REQUESTS', 300)).toBe('Too many attempts. Try again in 5 minutes.');
    expect(serverMessage('sr', 'SERVICE_UNAVAILABLE', 2)).toBe(
      'Услуга је накратко недоступна. Покушајте поново за 2 секунде.',
    );
  });
});
