import type { Insertable } from 'kysely';
import type { Database } from '../../src/db/database';
import type { CompetitorApplications, Institutions } from '../../src/db/types';
import { uniqueName } from './ctfd';

/**
 * A listed institution made directly in the database; what a test does not give is a Niš high
 * school with a unique name.
 */
export async function createInstitution(db: Database, values: Partial<Insertable<Institutions>> = {}) {
  const name = values.name ?? `Gimnazija ${uniqueName()}`;
  return db
    .insertInto('institutions')
    .values({
      city: 'Niš',
      region: 'juzno_istocna_srbija',
      type: 'high_school',
      search_key: name.toLowerCase(),
      ...values,
      name,
    })
    .returning(['id', 'name', 'city'])
    .executeTakeFirstOrThrow();
}

/**
 * A competitor application of this user made directly in the database (pending unless a status is
 * given); what a test does not give is a complete application with a typed-in school.
 */
export async function createApplication(
  db: Database,
  userId: number,
  values: Partial<Omit<Insertable<CompetitorApplications>, 'user_id'>> = {},
) {
  return db
    .insertInto('competitor_applications')
    .values({
      user_id: userId,
      first_name: 'Ana',
      last_name: 'Ilić',
      gender: 'female',
      date_of_birth: '2008-05-01',
      permanent_residence: 'Niš',
      shirt_size: 'M',
      institution_name: values.institution_id ? null : 'Gimnazija',
      ...values,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}
