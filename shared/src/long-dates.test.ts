import { describe, expect, it } from 'vitest';
import { formatLongDateTime, formatLongDay } from './long-dates';

describe('a date written out in a sentence', () => {
  it('puts the Serbian month in the genitive, in Belgrade time', () => {
    expect(formatLongDateTime('sr', new Date('2025-12-05T19:00:00Z'))).toBe('5. децембра 2025. у 20:00');
    expect(formatLongDateTime('sr', new Date('2026-03-01T07:05:00Z'))).toBe('1. марта 2026. у 08:05');
    expect(formatLongDateTime('sr', new Date('2025-07-31T21:30:00Z'))).toBe('31. јула 2025. у 23:30');
  });

  it('writes English day month year, in Belgrade time', () => {
    expect(formatLongDateTime('en', new Date('2025-12-05T19:00:00Z'))).toBe('5 December 2025, 20:00');
    expect(formatLongDateTime('en', new Date('2026-05-31T22:30:00Z'))).toBe('1 June 2026, 00:30');
  });
});

describe('a calendar day written out in a sentence', () => {
  it('is the day as stored, never shifted by a time zone', () => {
    expect(formatLongDay('sr', '2025-12-01')).toBe('1. децембра 2025.');
    expect(formatLongDay('sr', '2026-01-31')).toBe('31. јануара 2026.');
    expect(formatLongDay('en', '2025-12-01')).toBe('1 December 2025');
    expect(formatLongDay('en', '2026-03-09')).toBe('9 March 2026');
  });
});
