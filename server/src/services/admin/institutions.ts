import { sql } from 'kysely';
import type { TInstitutionFormValues, TInstitutionListQuery } from '@ctf/shared/schemas/admin';
import type { Database } from '../../db/database';
import { unlessTaken } from '../../db/unique-violation';
import { AppError, missingRow } from '../../errors';
import { lockedForEdit } from '../edits/locked-for-edit';
import { type Actor, auditInstitution } from '../audit/audit';
import { institutionSearchKey } from '../institutions/institutions';
import { boundedCount, orderTerm, paged, pageWindow } from '../lists/paging';
import { escapeLike, searchWords } from '../lists/search';

const COLUMNS = ['id', 'name', 'city', 'region', 'type', 'contact_email', 'notes', 'created_at', 'version'] as const;
const SORT_BY = {
  id: sql`id`,
  name: sql`ctf_sr_latin(name) collate sr_icu`,
  city: sql`ctf_sr_latin(city) collate sr_icu`,
  type: sql`type`,
} as const;

type Row = {
  id: number;
  name: string;
  city: string;
  region: string;
  type: string;
  contact_email: string | null;
  notes: string | null;
  created_at: Date;
  version: number;
};
function toInstitution(row: Row) {
  return { ...row, created_at: row.created_at.toISOString() };
}

/**
 * LIKE patterns (any one matches) for one search word against an institution's search key. Institutions
 * are matched anywhere, as the application's institution search matches them: a word of three letters
 * or more anywhere; a shorter one (no trigram inside it, so the index could not answer it anywhere) at
 * the start of a word. People are found by word starts (lists/search.ts, wordPattern).
 */
function wordPatterns(word: string): string[] {
  const escaped = escapeLike(word);
  return word.length >= 3 ? [`%${escaped}%`] : [`${escaped}%`, `% ${escaped}%`];
}

/** The admin list: searched in any script over name and city, sorted and paged on the server. */
export async function listInstitutions(db: Database, input: TInstitutionListQuery) {
  let filtered = db.selectFrom('institutions');
  for (const word of searchWords(input.search))
    filtered = filtered.where((w) => w.or(wordPatterns(word).map((p) => w('search_key', 'like', p))));
  const counted = await boundedCount(db, filtered.select('id'));
  const window = pageWindow(input.page, input.per_page, counted);
  let rows: Row[] = [];
  if (window) {
    rows = await filtered
      .select(COLUMNS)
      .orderBy(orderTerm(SORT_BY[input.sort], input.direction, window.reverse))
      .orderBy(orderTerm(sql`id`, input.direction, window.reverse))
      .limit(window.limit)
      .offset(window.offset)
      .execute();
    if (window.reverse) rows.reverse();
  }
  return paged(rows.map(toInstitution), counted, input);
}

export async function getInstitution(db: Database, id: number) {
  const row = await db
    .selectFrom('institutions')
    .select(COLUMNS)
    .where('id', '=', id)
    .executeTakeFirstOrThrow(missingRow('NOT_FOUND'));
  return toInstitution(row);
}

/** The same name in the same city is already listed: a field error on the name. */
const unlessListed = <T>(work: Promise<T>) => unlessTaken(work, 'INSTITUTION_EXISTS', { name: ['institutionExists'] });

export async function createInstitution(db: Database, actor: Actor, input: TInstitutionFormValues) {
  return unlessListed(
    db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('institutions')
        .values({ ...input, notes: input.notes || null, search_key: institutionSearchKey(input.name, input.city) })
        .returning(COLUMNS)
        .executeTakeFirstOrThrow();
      await auditInstitution(trx, { actor, action: 'institution.create', targetId: row.id, after: toInstitution(row) });
      return toInstitution(row);
    }),
  );
}

export async function updateInstitution(
  db: Database,
  actor: Actor,
  { id, version, ...changes }: Partial<TInstitutionFormValues> & { id: number; version?: number | undefined },
) {
  return unlessListed(
    db.transaction().execute(async (trx) => {
      const before = await lockedForEdit(
        trx.selectFrom('institutions').select(COLUMNS).where('id', '=', id),
        version,
        toInstitution,
      );
      const name = changes.name ?? before.name;
      const city = changes.city ?? before.city;
      const after = await trx
        .updateTable('institutions')
        .set({
          ...changes,
          ...(changes.notes !== undefined ? { notes: changes.notes || null } : {}),
          search_key: institutionSearchKey(name, city),
          updated_at: sql`now()`,
          version: sql`version + 1`,
        })
        .where('id', '=', id)
        .returning(COLUMNS)
        .executeTakeFirstOrThrow();
      await auditInstitution(trx, {
        actor,
        action: 'institution.update',
        targetId: id,
        before: toInstitution(before),
        after: toInstitution(after),
      });
      return toInstitution(after);
    }),
  );
}

/** Refused while any application (current or past) names the institution. */
export async function deleteInstitution(db: Database, actor: Actor, id: number) {
  try {
    await deleteUnused(db, actor, id);
  } catch (error) {
    // An application naming it was added in the meantime: the foreign key refused the delete.
    if ((error as { code?: string }).code === '23503') throw new AppError('INSTITUTION_IN_USE');
    throw error;
  }
}

async function deleteUnused(db: Database, actor: Actor, id: number) {
  await db.transaction().execute(async (trx) => {
    const used = await trx
      .selectFrom('competitor_applications')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('institution_id', '=', id)
      .executeTakeFirstOrThrow();
    if (used.count > 0) throw new AppError('INSTITUTION_IN_USE');
    const deleted = await trx
      .deleteFrom('institutions')
      .where('id', '=', id)
      .returning(COLUMNS)
      .executeTakeFirstOrThrow(missingRow('NOT_FOUND'));
    await auditInstitution(trx, { actor, action: 'institution.delete', targetId: id, before: toInstitution(deleted) });
  });
}
