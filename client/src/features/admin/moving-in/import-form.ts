import { IMPORT_PAGE_MAX_BYTES, ZImportRunSchema, type ImportKind } from '@ctf/shared/schemas/moving-in';
import { z } from 'zod';

/**
 * The page's form: what the import procedure takes, with the file itself in place of its name and
 * text (read only when the form is sent). A file over the page's limit is refused before it is read.
 */
export const ZImportFormSchema = ZImportRunSchema.pick({ kind: true, competition: true })
  .extend({
    file: z
      .custom<File>((value) => value instanceof File, 'importFileRequired')
      .refine((file) => file.size <= IMPORT_PAGE_MAX_BYTES, 'importFileTooLarge'),
  })
  .refine((form) => form.kind !== 'results' || Boolean(form.competition), {
    path: ['competition'],
    message: 'importCompetitionRequired',
  });
export type ImportFormValues = z.input<typeof ZImportFormSchema>;
export type ImportFormOutput = z.output<typeof ZImportFormSchema>;

/** The form as checked: a later dry run or import is of the same choice only while all three are the same. */
export interface CheckedChoice {
  kind: ImportKind;
  competition: string | undefined;
  file: File;
}

export const isSameChoice = (a: CheckedChoice, b: Partial<CheckedChoice>) =>
  a.kind === b.kind && a.file === b.file && (a.kind !== 'results' || a.competition === b.competition);

/** The file's name as the procedure takes it (at most 200 characters: the end, which holds the extension). */
export const fileNameOf = (file: File) => file.name.slice(-200) || 'import.csv';

/** A file's size for people: kilobytes, or megabytes from one up, in the page's number format. */
export function formatSize(bytes: number, language: string): string {
  const isLarge = bytes >= 1024 * 1024;
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: isLarge ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: 1,
  }).format(bytes / (isLarge ? 1024 * 1024 : 1024));
}
