import { sql } from 'kysely';
import { toSearchKey } from '@ctf/shared/transliteration';
import type { InstitutionType, Region } from '@ctf/shared/schemas/competitor';
import type { Database } from '../../db/database';
import { escapeLike } from '../lists/search';

export interface NewInstitution {
  name: string;
  city: string;
  region: Region;
  type: InstitutionType;
  contact_email?: string | null;
  notes?: string | null;
}

/** What searches compare against: name and city in one script, case and diacritics folded. */
export function institutionSearchKey(name: string, city: string): string {
  return toSearchKey(`${name} ${city}`);
}

/** Adds institutions that are not there yet (same name in the same city); returns how many were new. */
export async function insertMissingInstitutions(db: Database, rows: NewInstitution[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insertInto('institutions')
    .values(rows.map((row) => ({ ...row, search_key: institutionSearchKey(row.name, row.city) })))
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .execute();
  return inserted.length;
}

/**
 * Institutions whose name or city contains every word typed, in any script, case or diacritics
 * ("Ниш", "Nis" and "Niš" find the same). Names starting with the first word come first.
 */
export async function searchInstitutions(db: Database, query: string, limit: number) {
  const words = toSearchKey(query).split(' ').filter(Boolean);
  let builder = db.selectFrom('institutions').select(['id', 'name', 'city', 'region', 'type']);
  for (const word of words) builder = builder.where('search_key', 'like', `%${escapeLike(word)}%`);
  if (words[0]) builder = builder.orderBy(sql`search_key LIKE ${`${escapeLike(words[0])}%`}`, 'desc');
  return builder.orderBy('name').orderBy('city').orderBy('id').limit(limit).execute();
}

/** The listed institution joined as `i`, under the names institutionOf reads. */
export const LISTED_INSTITUTION_COLUMNS = ['i.name as institution_full_name', 'i.city as institution_city'] as const;

/** The institution a profile or registration names, from its joined row; null when a name was typed instead. */
export function institutionOf(row: {
  institution_id: number | null;
  institution_full_name: string | null;
  institution_city: string | null;
}) {
  return row.institution_id !== null
    ? { id: row.institution_id, name: row.institution_full_name ?? '', city: row.institution_city ?? '' }
    : null;
}
