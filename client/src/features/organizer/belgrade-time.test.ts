import { describe, expect, it } from 'vitest';
import { fromDateTimeInput, toDateTimeInput } from './belgrade-time';

describe('date fields are read and shown in Belgrade time', () => {
  it('turns a field value into an ISO timestamp, summer and winter', () => {
    expect(fromDateTimeInput('2026-07-01T10:05')).toBe('2026-07-01T08:05:00.000Z');
    expect(fromDateTimeInput('2026-01-16T00:30')).toBe('2026-01-15T23:30:00.000Z');
  });

  it('shows a timestamp as a field value', () => {
    expect(toDateTimeInput('2026-07-01T08:05:00.000Z')).toBe('2026-07-01T10:05');
    expect(toDateTimeInput('2026-01-15T23:30:00Z')).toBe('2026-01-16T00:30');
  });

  it('round-trips across the daylight-saving changes', () => {
    for (const value of ['2026-03-29T01:30', '2026-03-29T03:30', '2026-10-25T01:59', '2026-10-25T04:00']) {
      expect(toDateTimeInput(fromDateTimeInput(value))).toBe(value);
    }
  });

  it('sends an empty field as null and leaves anything else for the schema to refuse', () => {
    expect(fromDateTimeInput('')).toBeNull();
    expect(fromDateTimeInput('soon')).toBe('soon');
    expect(toDateTimeInput(null)).toBe('');
  });
});
