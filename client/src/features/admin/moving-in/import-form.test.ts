import { IMPORT_PAGE_MAX_BYTES } from '@ctf/shared/schemas/moving-in';
import { describe, expect, it } from 'vitest';
import { ZImportFormSchema, fileNameOf, formatSize, isSameChoice } from './import-form';

const fileOf = (bytes: number, name = 'users.csv') => new File([new Uint8Array(bytes)], name);
const messagesOf = (values: unknown) =>
  ZImportFormSchema.safeParse(values).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('the import form refuses before anything is sent', () => {
  it('a missing file, and a file one byte over the page’s limit (exactly the limit passes)', () => {
    expect(messagesOf({ kind: 'users', competition: '' })).toEqual([['file', 'importFileRequired']]);
    expect(messagesOf({ kind: 'users', file: fileOf(IMPORT_PAGE_MAX_BYTES + 1) })).toEqual([
      ['file', 'importFileTooLarge'],
    ]);
    expect(messagesOf({ kind: 'users', file: fileOf(IMPORT_PAGE_MAX_BYTES) })).toEqual([]);
  });

  it('results need a competition; the other kinds do not', () => {
    expect(messagesOf({ kind: 'results', competition: '', file: fileOf(10) })).toEqual([
      ['competition', 'importCompetitionRequired'],
    ]);
    expect(messagesOf({ kind: 'results', competition: 'finale-2025', file: fileOf(10) })).toEqual([]);
    expect(messagesOf({ kind: 'institutions', competition: '', file: fileOf(10) })).toEqual([]);
  });
});

describe('a dry run stands for the choice it checked', () => {
  const file = fileOf(10);
  it('the same file object and kind (and competition, for results) only', () => {
    expect(isSameChoice({ kind: 'users', competition: '', file }, { kind: 'users', competition: 'x', file })).toBe(
      true,
    );
    expect(
      isSameChoice({ kind: 'users', competition: '', file }, { kind: 'institutions', competition: '', file }),
    ).toBe(false);
    expect(isSameChoice({ kind: 'users', competition: '', file }, { kind: 'users', file: fileOf(10) })).toBe(false);
    expect(isSameChoice({ kind: 'results', competition: 'a', file }, { kind: 'results', competition: 'b', file })).toBe(
      false,
    );
  });
});

describe('what the page shows of a file', () => {
  it('its size in kilobytes, or megabytes from one up, in the page’s number format', () => {
    expect(formatSize(1536, 'en')).toBe('1.5 kB');
    expect(formatSize(1536, 'sr')).toBe('1,5 kB');
    expect(formatSize(IMPORT_PAGE_MAX_BYTES, 'en')).toBe('10 MB');
  });

  it('its name as the server takes it: at most 200 characters, keeping the extension', () => {
    expect(fileNameOf(fileOf(1, `${'a'.repeat(300)}.json`))).toBe(`${'a'.repeat(195)}.json`);
  });
});
