import { describe, expect, it } from 'vitest';
import { csvField, parseCsv, toCsv, unguardedCsvText } from './csv';

describe('reading CSV', () => {
  it('reads quoted fields, doubled quotes, commas and line breaks inside quotes, CRLF and a BOM', () => {
    expect(parseCsv('\uFEFFplace,username,score\r\n1,"ana, the ""best""",100\n2,"two\nlines",50\n\n')).toEqual([
      ['place', 'username', 'score'],
      ['1', 'ana, the "best"', '100'],
      ['2', 'two\nlines', '50'],
    ]);
  });
});

describe('writing CSV', () => {
  it('neutralises formulas and quotes every field (RFC 4180)', () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    for (const start of ['+', '-', '@', '\t', '\r', '\n', '\0']) expect(csvField(`${start}1`)).toBe(`"'${start}1"`);
    expect(csvField('plain')).toBe('"plain"');
    expect(csvField(-5)).toBe('"-5"');
    expect(csvField(null)).toBe('""');
  });

  it('reads a guarded cell back as it was written, and leaves any other apostrophe alone', () => {
    for (const text of ['=SUM(A1)', '-5 points', '@home', '+381'])
      expect(unguardedCsvText(parseCsv(csvField(text))[0]![0]!)).toBe(text);
    expect(unguardedCsvText("'quoted'")).toBe("'quoted'");
    expect(unguardedCsvText("O'Brien")).toBe("O'Brien");
  });

  it('starts with a byte-order mark and ends lines with CRLF', () => {
    expect(toCsv(['a', 'b'], [['x', true]])).toBe('\uFEFF"a","b"\r\n"x","true"\r\n');
  });
});
