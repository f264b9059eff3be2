import { describe, expect, it } from 'vitest';
import { IMPORT_COLUMNS } from '@ctf/shared/schemas/moving-in';
import { ascending } from '@ctf/shared/sort';
import { applicationsImporter } from './applications';
import { institutionsImporter } from './institutions';
import { resultsImporter } from './results';
import { usersImporter } from './users';

// The admin page shows IMPORT_COLUMNS and the export writes them first: each importer reads exactly those.
describe('the columns each kind reads', () => {
  it.each([
    ['users', usersImporter(new Date())],
    ['institutions', institutionsImporter()],
    ['applications', applicationsImporter(new Date())],
    ['results', resultsImporter(1)],
  ] as const)('%s', (kind, importer) => {
    const read = [...Object.keys(importer.columns.required), ...Object.keys(importer.columns.optional ?? {})];
    expect(read.filter((column) => column !== 'ctfd_position').sort(ascending)).toEqual(
      [...IMPORT_COLUMNS[kind]].sort(ascending),
    );
  });
});
