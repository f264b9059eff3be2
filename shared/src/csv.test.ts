import { describe, expect, it } from 'vitest';
import { csvField, parseCsv, toCsv } from './csv';

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

  it('starts with a byte-order mark and ends lines with CRLF', () => {
    expect(toCsv(['a', 'b'], [['x', true]])).toBe('\uFEFF"a","b"\r\n"x","true"\r\n');
  });
});
