import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './dates';

describe('dates as the spec shows them', () => {
  it.each([
    ['summer', '2026-07-01T08:05:00Z', '01.07.2026 10:05'],
    ['winter', '2026-01-15T23:30:00.000Z', '16.01.2026 00:30'],
  ])('shows timestamps as dd.MM.yyyy HH:mm in Belgrade time (%s)', (_, iso, shown) => {
    expect(formatDateTime(iso)).toBe(shown);
  });

  it('shows the Belgrade day of a timestamp as dd.MM.yyyy', () => {
    expect(formatDate('2025-12-31T23:30:00Z')).toBe('01.01.2026');
  });

  it('shows a calendar day (a birth date) as it is', () => {
    expect(formatDate('2006-06-06')).toBe('06.06.2006');
  });

  it('shows nothing for a value that is not a date', () => {
    expect(formatDate('soon')).toBe('');
    expect(formatDateTime('')).toBe('');
  });
});
