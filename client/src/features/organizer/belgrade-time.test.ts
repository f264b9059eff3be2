import { describe, expect, it } from 'vitest';
import { dateTimeFromText, fromDateTimeInput, textFromDateTime, toDateTimeInput } from './belgrade-time';

describe('date fields are read and shown in Belgrade time', () => {
  it.each([
    ['summer', '2026-07-01T10:05', '2026-07-01T08:05:00.000Z', '2026-07-01T08:05:00.000Z'],
    ['winter', '2026-01-16T00:30', '2026-01-15T23:30:00.000Z', '2026-01-15T23:30:00Z'],
  ])('turns a field value into an ISO timestamp and shows one as a field value (%s)', (_, field, iso, shown) => {
    expect(fromDateTimeInput(field)).toBe(iso);
    expect(toDateTimeInput(shown)).toBe(field);
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

describe('dates and times typed as dd.MM.yyyy HH:mm', () => {
  it.each([
    ['05.12.2025 18:00', '2025-12-05T18:00'],
    [' 5.3.2025. 9:07 ', '2025-03-05T09:07'],
    ['05.12.2025, 18.30', '2025-12-05T18:30'],
  ])('keeps what a person types in the form the schema reads: %j', (typed, kept) => {
    expect(dateTimeFromText(typed)).toBe(kept);
  });

  it.each(['31.02.2025 18:00', '05.12.2025 24:00', '05.12.2025 18:60', '05.12.2025'])(
    'leaves an impossible or half-typed value as typed, for the schema to refuse: %j',
    (typed) => {
      expect(dateTimeFromText(typed)).toBe(typed);
    },
  );

  it('sends an impossible value on as typed', () => {
    expect(fromDateTimeInput(dateTimeFromText('31.02.2025 18:00'))).toBe('31.02.2025 18:00');
  });

  it('shows a kept value as dd.MM.yyyy HH:mm and round-trips it', () => {
    expect(textFromDateTime('2025-12-05T18:00')).toBe('05.12.2025 18:00');
    expect(textFromDateTime(dateTimeFromText('05.12.2025 18:00'))).toBe('05.12.2025 18:00');
    expect(textFromDateTime('')).toBe('');
    expect(textFromDateTime(null)).toBe('');
  });
});
