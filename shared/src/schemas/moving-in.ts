import { z } from 'zod';

/**
 * Moving in from the previous platform: what an import reads and what its report says. The command
 * (`npm run import`) and the admin page share these; the report's reasons are codes each side puts
 * in words (the page in sr and en, the command in English).
 */
export const IMPORT_KINDS = ['users', 'institutions', 'applications', 'results'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/**
 * The columns each kind reads by name, in the order an export writes them first (the admin page
 * shows them as the kind's hint); results also take `ctfd_position`.
 */
export const IMPORT_COLUMNS = {
  users: ['username', 'email', 'email_verified_at', 'roles', 'created_at', 'password_hash'],
  institutions: ['name', 'city', 'region', 'type', 'contact_email'],
  applications: [
    'username',
    'first_name',
    'last_name',
    'date_of_birth',
    'gender',
    'institution',
    'city',
    'permanent_residence',
    'shirt_size',
    'status',
    'created_at',
    'decided_at',
    'joined_team_at',
  ],
  results: ['place', 'username', 'score'],
} as const satisfies Record<ImportKind, readonly string[]>;

export const IMPORT_OUTCOMES = ['created', 'updated', 'unchanged', 'refused'] as const;
export type ImportOutcome = (typeof IMPORT_OUTCOMES)[number];

/** Why a row was refused (or, for `conflict`, why it was left as it is). */
export const IMPORT_REASONS = [
  /** A required column is empty; `field` names it. */
  'fieldMissing',
  /** A value does not have its column's form; `field` names the column. */
  'fieldInvalid',
  /** Not a date (ISO 8601, or a date with a time); `field` names the column. */
  'dateInvalid',
  /** A role outside the known ones; `value` names it. */
  'roleUnknown',
  /** A password hash in none of the known formats. */
  'hashUnknown',
  /** The same username (in any case or script) came earlier in this file; `line` names that line. */
  'usernameDuplicateInFile',
  /** The same address (in any case) came earlier in this file; `line` names that line. */
  'emailDuplicateInFile',
  /** The username belongs to an account here with another address. */
  'usernameTaken',
  /** The address belongs to an account here with another username. */
  'emailTaken',
  /** The record exists here with another value the import does not overwrite; `field` names it. */
  'conflict',
  /** No account here has this username. */
  'userUnknown',
  /** More than one institution here matches the name and city. */
  'institutionAmbiguous',
  /** A status outside the known ones; `value` names it. */
  'statusUnknown',
  /** An application or result row for the same person came earlier in this file; `line` names it. */
  'duplicateInFile',
  /** A CSV row that cannot be read as one (an unclosed quote): skipped, the rest of the file is read. */
  'rowUnreadable',
] as const;
export type ImportReason = (typeof IMPORT_REASONS)[number];

export const ZImportReportRowSchema = z.object({
  /** The line in the file (1 = the header of a CSV; the element's position + 1 in a JSON array). */
  line: z.number(),
  outcome: z.enum(IMPORT_OUTCOMES),
  /** What the row names: a username, an institution's name, a place and username. */
  key: z.string(),
  reason: z.enum(IMPORT_REASONS).nullable(),
  /** The reason's details: `field`, `value` or `line`. */
  params: z.record(z.string(), z.string()).nullable(),
});
export type ImportReportRow = z.infer<typeof ZImportReportRowSchema>;

export const ZImportReportSchema = z.object({
  kind: z.enum(IMPORT_KINDS),
  dryRun: z.boolean(),
  /** SHA-256 of the file's bytes, hex; the audit entry names it. */
  fileSha256: z.string(),
  counts: z.object({ created: z.number(), updated: z.number(), unchanged: z.number(), refused: z.number() }),
  /** Every row, in the file's order (the admin page takes files of at most IMPORT_PAGE_MAX_ROWS rows). */
  rows: z.array(ZImportReportRowSchema),
});
export type ImportReport = z.infer<typeof ZImportReportSchema>;

/** The admin page's limit; a bigger file goes through `npm run import`. */
export const IMPORT_PAGE_MAX_BYTES = 10 * 1024 * 1024;
export const IMPORT_PAGE_MAX_ROWS = 20_000;

export const ZImportRunSchema = z
  .object({
    kind: z.enum(IMPORT_KINDS),
    /** The file's name, to tell CSV from JSON (`.json`); anything else is read as CSV. */
    file_name: z.string().trim().min(1).max(200),
    /** The file's text (UTF-8, a BOM allowed). */
    content: z.string().max(IMPORT_PAGE_MAX_BYTES, 'importFileTooLarge'),
    /** For `results`: the competition's slug. */
    competition: z.string().trim().max(100).optional(),
    dry_run: z.boolean(),
  })
  .strict();
export type TImportRunInput = z.input<typeof ZImportRunSchema>;
