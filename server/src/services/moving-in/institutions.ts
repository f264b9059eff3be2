import type { Transaction } from 'kysely';
import { ZInstitutionFormSchema } from '@ctf/shared/schemas/admin';
import type { InstitutionType, Region } from '@ctf/shared/schemas/competitor';
import type { DB } from '../../db/types';
import { institutionSearchKey } from '../institutions/institutions';
import { checked, refuse } from './fields';
import type { KindImporter } from './import';
import type { ImportRow } from './read-rows';

// Institutions: `name,city,region,type[,contact_email]`, with the institution form's rules. One
// school is one institution: a row is matched by name and city in any script and case (the search
// key the institution searches compare), never added beside its match.

const FIELDS = ZInstitutionFormSchema.shape;

interface InstitutionRow {
  line: number;
  name: string;
  city: string;
  region: Region;
  type: InstitutionType;
  contact_email: string | null;
  key: string;
}

const keyOf = (row: { name: string; city: string }) => `${row.name} (${row.city})`;

function readInstitution({ line, record }: ImportRow, seen: Map<string, number>): InstitutionRow {
  const name = checked(record, 'name', FIELDS.name);
  const city = checked(record, 'city', FIELDS.city);
  const key = institutionSearchKey(name, city);
  const earlier = seen.get(key);
  if (earlier !== undefined) throw refuse('duplicateInFile', { line: String(earlier) });
  seen.set(key, line);
  const contact = FIELDS.contact_email.safeParse(record.contact_email ?? '');
  if (!contact.success) throw refuse('fieldInvalid', { field: 'contact_email' });
  return {
    line,
    name,
    city,
    region: checked(record, 'region', FIELDS.region),
    type: checked(record, 'type', FIELDS.type),
    contact_email: contact.data,
    key,
  };
}

/** The institutions here with each of these search keys (more than one: the school is ambiguous here). */
export async function institutionsByKey(trx: Transaction<DB>, keys: string[]) {
  const found = new Map<string, { id: number; region: string; type: string }[]>();
  if (keys.length === 0) return found;
  const rows = await trx
    .selectFrom('institutions')
    .select(['id', 'region', 'type', 'search_key'])
    .where('search_key', 'in', [...new Set(keys)])
    .orderBy('id')
    .execute();
  for (const { search_key, ...row } of rows) found.set(search_key, [...(found.get(search_key) ?? []), row]);
  return found;
}

export function institutionsImporter(): KindImporter {
  const seen = new Map<string, number>();
  return {
    columns: { required: { name: [], city: [], region: [], type: [] }, optional: { contact_email: [] } },
    batchSize: 1000,
    async importBatch(trx, batch, report) {
      const rows = report.readEach(
        batch,
        (row) => readInstitution(row, seen),
        (row) => keyOf({ name: row.record.name ?? '', city: row.record.city ?? '' }),
      );
      const existing = await institutionsByKey(
        trx,
        rows.map((row) => row.key),
      );
      const toCreate: InstitutionRow[] = [];
      for (const row of rows) {
        const matches = existing.get(row.key) ?? [];
        if (matches.length === 0) toCreate.push(row);
        else if (matches.length > 1) report.refused(row.line, keyOf(row), refuse('institutionAmbiguous'));
        else if (matches[0]!.region !== row.region)
          report.refused(row.line, keyOf(row), refuse('conflict', { field: 'region' }));
        else if (matches[0]!.type !== row.type)
          report.refused(row.line, keyOf(row), refuse('conflict', { field: 'type' }));
        else report.unchanged(row.line, keyOf(row));
      }
      if (toCreate.length === 0) return;
      // The unique index (lower(name), lower(city)) holds an institution added meanwhile by an admin.
      const written = await trx
        .insertInto('institutions')
        .values(
          toCreate.map(({ name, city, region, type, contact_email, key }) => ({
            name,
            city,
            region,
            type,
            contact_email,
            search_key: key,
          })),
        )
        .onConflict((oc) => oc.doNothing())
        .returning('search_key')
        .execute();
      const created = new Set(written.map((row) => row.search_key));
      for (const row of toCreate)
        if (created.has(row.key)) report.created(row.line, keyOf(row));
        else report.refused(row.line, keyOf(row), refuse('conflict', { field: 'name' }));
    },
  };
}
