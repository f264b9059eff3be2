import type {
  ImportKind,
  ImportOutcome,
  ImportReason,
  ImportReport,
  ImportReportRow,
} from '@ctf/shared/schemas/moving-in';
import { Refusal } from './fields';
import type { ImportRow } from './read-rows';

export interface ReportOptions {
  /** Keep every row for the answer (the admin page); the command passes them on instead. */
  keepRows?: boolean;
  /** Each row as it is decided, in the file's order. */
  onRow?: (row: ImportReportRow) => void;
}

/**
 * The rows of one import and their counts. A batch's rows are decided in any order (the refused
 * first, then those the database answers for) and given on in the file's order when it ends.
 */
export class ReportCollector {
  readonly counts: Record<ImportOutcome, number> = { created: 0, updated: 0, unchanged: 0, refused: 0 };
  private readonly rows: ImportReportRow[] = [];
  private pending: ImportReportRow[] = [];

  constructor(private readonly options: ReportOptions = {}) {}

  private add(row: ImportReportRow) {
    this.pending.push(row);
  }

  /** The batch's rows are final (its transaction ended as it should). */
  endBatch() {
    for (const row of this.pending.sort((a, b) => a.line - b.line)) {
      this.counts[row.outcome] += 1;
      if (this.options.keepRows !== false) this.rows.push(row);
      this.options.onRow?.(row);
    }
    this.pending = [];
  }

  created(line: number, key: string) {
    this.add({ line, outcome: 'created', key, reason: null, params: null });
  }

  /** `fields`: the columns whose values the import wrote. */
  updated(line: number, key: string, fields: string[]) {
    this.add({ line, outcome: 'updated', key, reason: null, params: { field: fields.join(', ') } });
  }

  unchanged(line: number, key: string) {
    this.add({ line, outcome: 'unchanged', key, reason: null, params: null });
  }

  refused(line: number, key: string, refusal: Refusal) {
    this.add({ line, outcome: 'refused', key, reason: refusal.reason, params: refusal.params });
  }

  /** Each row as `read` makes it; a row it refuses is reported under `keyOf(row)` and left out. */
  readEach<T>(rows: ImportRow[], read: (row: ImportRow) => T, keyOf: (row: ImportRow) => string): T[] {
    const accepted: T[] = [];
    for (const row of rows) {
      try {
        accepted.push(read(row));
      } catch (error) {
        if (!(error instanceof Refusal)) throw error;
        this.refused(row.line, keyOf(row), error);
      }
    }
    return accepted;
  }

  /** The report, rows in the file's order. */
  report(kind: ImportKind, dryRun: boolean, fileSha256: string): ImportReport {
    return {
      kind,
      dryRun,
      fileSha256,
      counts: { ...this.counts },
      rows: this.rows,
    };
  }
}

/** Each reason in English words, for the command's output and report file (the page has its own, in sr and en). */
const REASON_WORDS: Record<ImportReason, (params: Record<string, string>) => string> = {
  fieldMissing: ({ field }) => `the column "${field}" is empty`,
  fieldInvalid: ({ field }) => `the value in the column "${field}" is not valid`,
  dateInvalid: ({ field }) => `the column "${field}" holds no date (ISO 8601: 2025-03-01 or 2025-03-01T10:15)`,
  roleUnknown: ({ value }) => `unknown role: ${value}`,
  hashUnknown: () => 'the password hash is in no known format',
  usernameDuplicateInFile: ({ line }) => `the same username is on line ${line}`,
  emailDuplicateInFile: ({ line }) => `the same email address is on line ${line}`,
  usernameTaken: () => 'an account here has this username with another email address',
  emailTaken: () => 'an account here has this email address with another username',
  conflict: ({ field }) => `the record here has another value in the column "${field}"; it is left as it is`,
  userUnknown: () => 'no account here has this username',
  institutionAmbiguous: () => 'more than one institution here has this name and city',
  statusUnknown: ({ value }) => `unknown status: ${value}`,
  duplicateInFile: ({ line }) => `the same record is on line ${line}`,
  rowUnreadable: () => 'the line cannot be read as a row (a quote not closed, or more cells than columns)',
};

/** A row's reason (or, for an updated row, what changed) in English words; empty for the rest. */
export function reasonInWords(row: ImportReportRow): string {
  if (row.reason) return REASON_WORDS[row.reason](row.params ?? {});
  if (row.outcome === 'updated' && row.params?.field) return `updated: ${row.params.field}`;
  return '';
}
