import { describe, expect, it } from 'vitest';
import { pickLanguage } from './languages';

describe('the server language follows Accept-Language', () => {
  it.each([
    ['en-US,en;q=0.9', 'en'],
    ['sr-Cyrl-RS,sr;q=0.9,en;q=0.8', 'sr'],
    ['sr-Latn', 'sr'],
    ['de-DE,en;q=0.5', 'en'],
    ['en;q=0.2,sr;q=0.8', 'sr'],
    ['fr', 'sr'],
    ['', 'sr'],
    [undefined, 'sr'],
    ['en;q=0', 'sr'],
  ])('%s gives %s', (header, expected) => {
    expect(pickLanguage(header)).toBe(expected);
  });
});
