import { describe, expect, it } from 'vitest';
import { parseImportDate } from './fields';

describe('a date in an import file', () => {
  it.each([
    ['2025-01-15', '2025-01-14T23:00:00.000Z'],
    ['2025-07-01T12:00', '2025-07-01T10:00:00.000Z'],
    ['2025-07-01 12:00:30.250', '2025-07-01T10:00:30.250Z'],
    ['2024-02-29T00:00:00Z', '2024-02-29T00:00:00.000Z'],
    ['2025-03-01T10:15:00+05:30', '2025-03-01T04:45:00.000Z'],
    ['2025-03-01T10:15-0800', '2025-03-01T18:15:00.000Z'],
    ['2025-03-01T10:15:00z', '2025-03-01T10:15:00.000Z'],
    // The hour summer time skips in Belgrade reads as the hour after; the hour it repeats as the later one.
    ['2025-03-30T02:30', '2025-03-30T01:30:00.000Z'],
    ['2025-10-26T02:30', '2025-10-26T01:30:00.000Z'],
  ])('%s is %s (without a zone: Belgrade time)', (text, iso) => {
    expect(parseImportDate(text)?.toISOString()).toBe(iso);
  });

  it.each([
    '2025-02-29',
    '2025-13-01',
    '2025-04-31',
    '2025-01-01T24:00',
    '2025-01-01T10:60',
    '01.03.2025',
    '2025-1-1',
    '2025-01-01T10:00+19:00',
    '',
  ])('%j is no date', (text) => {
    expect(parseImportDate(text)).toBeNull();
  });
});
