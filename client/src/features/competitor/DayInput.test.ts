import { describe, expect, it } from 'vitest';
import { dayFromText, textFromDay } from './DayInput';

describe('a day typed as dd.MM.yyyy', () => {
  it('is kept as YYYY-MM-DD, with or without leading zeros and a closing dot', () => {
    expect(dayFromText('04.05.2008')).toBe('2008-05-04');
    expect(dayFromText('4.5.2008.')).toBe('2008-05-04');
    expect(dayFromText(' 4. 5. 2008 ')).toBe('2008-05-04');
  });

  it('keeps a pasted YYYY-MM-DD and anything half-typed as it is, for the schema to judge', () => {
    expect(dayFromText('2008-05-04')).toBe('2008-05-04');
    expect(dayFromText('04.05.20')).toBe('04.05.20');
    expect(dayFromText('')).toBe('');
  });

  it('is shown as dd.MM.yyyy', () => {
    expect(textFromDay('2008-05-04')).toBe('04.05.2008');
    expect(textFromDay('04.05.20')).toBe('04.05.20');
    expect(textFromDay(undefined)).toBe('');
  });
});
