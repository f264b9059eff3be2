import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { parse } from 'csv-parse';
import { detectSeparator, unguardedCsvText } from '@ctf/shared/csv';
import { AppError } from '../../errors';

/** A file to import: its name tells CSV from JSON (`.json`), its bytes are read once, in chunks. */
export interface ImportSource {
  name: string;
  chunks(): AsyncIterable<Uint8Array>;
}

/** A file on disk, streamed (the command). */
export const fileSource = (path: string): ImportSource => ({ name: path, chunks: () => createReadStream(path) });

/** A file's text already in memory (the admin page), as its UTF-8 bytes. */
export const textSource = (name: string, text: string): ImportSource => ({
  name,
  chunks: async function* () {
    yield Buffer.from(text, 'utf8');
  },
});

/**
 * The columns a kind reads: each by its name or another name a file may give it (the results
 * upload's "rank" for `place`), compared trimmed and in lower case.
 */
export interface ImportColumns {
  required: Readonly<Record<string, readonly string[]>>;
  optional?: Readonly<Record<string, readonly string[]>>;
}

/** One row: its line (a CSV's line, the header being 1; a JSON element's position from 1) and its cells by column. */
export interface ImportRow {
  line: number;
  record: Record<string, string>;
}

/** A row that could not be read as one (an unclosed quote in a CSV, a JSON element that is no object). */
export interface UnreadableRow {
  line: number;
  unreadable: true;
}

/** A JSON file is parsed whole, so it is bounded; a CSV of any size is streamed. */
export const JSON_MAX_BYTES = 256 * 1024 * 1024;

const fileInvalid = (detail: string) => new AppError('IMPORT_FILE_INVALID', { detail });

function columnNamer(columns: ImportColumns) {
  const byName = new Map<string, string>();
  for (const [column, names] of Object.entries({ ...columns.required, ...columns.optional }))
    for (const name of [column, ...names]) byName.set(name.toLowerCase(), column);
  return (name: string) => {
    const key = name
      .replace(/^\uFEFF/, '')
      .trim()
      .toLowerCase();
    return byName.get(key) ?? key;
  };
}

/**
 * Reads a file's rows, in order, computing the SHA-256 of its bytes on the way (`sha256()` once the
 * rows are read). A CSV (UTF-8, a BOM allowed) is streamed, separated by `;` when its first line has
 * more of those than commas; its first line must name the required columns. JSON is an array of
 * objects. A file that is neither is refused (IMPORT_FILE_INVALID) before any row is given.
 */
export function openRows(source: ImportSource, columns: ImportColumns) {
  const hash = createHash('sha256');
  const name = columnNamer(columns);
  async function* hashed() {
    for await (const chunk of source.chunks()) {
      hash.update(chunk);
      yield chunk;
    }
  }
  const rows = source.name.toLowerCase().endsWith('.json')
    ? jsonRows(hashed(), name)
    : csvRows(hashed(), name, Object.keys(columns.required));
  return { rows, sha256: () => hash.digest('hex') };
}

const cellText = (value: unknown): string =>
  value === null || value === undefined
    ? ''
    : Array.isArray(value)
      ? value.map(cellText).join(';')
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value).trim();

async function* jsonRows(
  chunks: AsyncIterable<Uint8Array>,
  name: (key: string) => string,
): AsyncGenerator<ImportRow | UnreadableRow> {
  const parts: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of chunks) {
    size += chunk.length;
    if (size > JSON_MAX_BYTES) throw fileInvalid('JSON > 256 MB');
    parts.push(chunk);
  }
  let elements: unknown;
  try {
    elements = JSON.parse(
      Buffer.concat(parts)
        .toString('utf8')
        .replace(/^\uFEFF/, ''),
    );
  } catch {
    throw fileInvalid('JSON');
  }
  if (!Array.isArray(elements)) throw fileInvalid('JSON []');
  for (const [index, element] of elements.entries()) {
    const line = index + 1;
    if (typeof element !== 'object' || element === null || Array.isArray(element)) yield { line, unreadable: true };
    else
      yield {
        line,
        record: Object.fromEntries(Object.entries(element).map(([key, value]) => [name(key), cellText(value)])),
      };
  }
}

/** The first line of a CSV as text, and every byte read to find it (the parser reads them again). */
async function firstLine(chunks: AsyncIterator<Uint8Array>) {
  const read: Uint8Array[] = [];
  for (;;) {
    const next = await chunks.next();
    if (next.done) break;
    read.push(next.value);
    if (next.value.includes(0x0a) || next.value.includes(0x0d)) break;
  }
  return { text: Buffer.concat(read).toString('utf8'), read };
}

async function* csvRows(
  chunks: AsyncIterable<Uint8Array>,
  name: (key: string) => string,
  required: string[],
): AsyncGenerator<ImportRow | UnreadableRow> {
  const iterator = chunks[Symbol.asyncIterator]();
  const start = await firstLine(iterator);
  if (start.text.replace(/^\uFEFF/, '').trim() === '') throw fileInvalid(required.join(', '));
  const skipped: UnreadableRow[] = [];
  const read: { header: string[] | null } = { header: null };
  const parser = parse({
    bom: true,
    delimiter: detectSeparator(start.text),
    columns: (cells: string[]) => (read.header = cells.map(name)),
    info: true,
    trim: true,
    relax_quotes: true,
    relax_column_count: true,
    skip_empty_lines: true,
    skip_records_with_error: true,
    // A row the parser cannot read starts after the last one it could (its own line count may run on
    // to the end of the file, as with a quote never closed).
    on_skip: () => {
      skipped.push({ line: lastLine + 1, unreadable: true });
    },
  });
  let lastLine = 1;
  let invalidLengths = 0;
  const checkHeader = () => {
    const missing = required.filter((column) => !read.header?.includes(column));
    if (missing.length > 0) throw fileInvalid(missing.join(', '));
  };
  // The parser is fed as the file arrives, waiting whenever it holds enough; its records are read below.
  const feeding = (async () => {
    try {
      for (const chunk of start.read) if (!parser.write(chunk)) await drainedOrClosed(parser);
      while (!parser.destroyed) {
        const next = await iterator.next();
        if (next.done) break;
        if (!parser.write(next.value)) await drainedOrClosed(parser);
      }
      parser.end();
    } catch (error) {
      parser.destroy(error as Error);
    }
  })();
  let checked = false;
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: Record<string, string | undefined>;
      info: { lines: number; invalid_field_length: number };
    }>) {
      if (!checked) checkHeader();
      checked = true;
      yield* skipped.splice(0);
      const values = Object.values(record);
      // A quoted cell may hold line breaks: the row is named by the line it starts on.
      const line = info.lines - values.reduce((n, value) => n + (value?.match(/\n/g)?.length ?? 0), 0);
      lastLine = info.lines;
      // More cells than the header names (a `;` inside an unquoted cell of a `;`-separated file): a
      // cell would be lost, so the row is not read. Fewer cells leave the last columns empty.
      const tooLong = info.invalid_field_length > invalidLengths && values.length >= (read.header?.length ?? 0);
      invalidLengths = info.invalid_field_length;
      if (tooLong) yield { line, unreadable: true };
      else
        yield {
          line,
          // An export of this platform guards cells that start like a spreadsheet formula (`'-5`).
          record: Object.fromEntries(
            Object.entries(record).map(([key, value]) => [key, unguardedCsvText(value ?? '')]),
          ),
        };
    }
  } catch (error) {
    throw error instanceof AppError ? error : fileInvalid('CSV');
  } finally {
    if (!parser.destroyed) parser.destroy();
    await feeding;
  }
  if (!checked) checkHeader();
  yield* skipped.splice(0);
}

function drainedOrClosed(stream: NodeJS.WritableStream) {
  return new Promise<void>((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.once('drain', done);
    stream.once('close', done);
  });
}
