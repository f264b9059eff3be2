import { describe, expect, it } from 'vitest';
import { dayFromText, textFromDay } from './DayInput';

describe('a day typed as dd.MM.yyyy', () => {
  it.each([
    ['04.05.2008', '2008-05-04'],
    ['4.5.2008.', '2008-05-04'],
    [' 4. 5. 2008 ', '2008-05-04'],
  ])('is kept as YYYY-MM-DD, with or without leading zeros and a closing dot: %j', (typed, day) => {
    expect(dayFromText(typed)).toBe(day);
  });

  it.each(['2008-05-04', '04.05.20', ''])(
    'keeps a pasted YYYY-MM-DD and anything half-typed as it is, for the schema to judge: %j',
    (typed) => {
      expect(dayFromText(typed)).toBe(typed);
    },
  );

  it('is shown as dd.MM.yyyy', () => {
    expect(textFromDay('2008-05-04')).toBe('04.05.2008');
    expect(textFromDay('04.05.20')).toBe('04.05.20');
    expect(textFromDay(undefined)).toBe('');
  });
});
