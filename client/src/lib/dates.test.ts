import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './dates';

describe('dates as the spec shows them', () => {
  it('shows timestamps as dd.MM.yyyy HH:mm in Belgrade time, summer and winter', () => {
    expect(formatDateTime('2026-07-01T08:05:00Z')).toBe('01.07.2026 10:05');
    expect(formatDateTime('2026-01-15T23:30:00.000Z')).toBe('16.01.2026 00:30');
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
