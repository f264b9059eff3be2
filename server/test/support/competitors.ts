import type { Insertable } from 'kysely';
import type { Database } from '../../src/db/database';
import type { CompetitorApplications, Institutions } from '../../src/db/types';
import { signedIn } from './calls';
import { uniqueName } from './ctfd';

/** The fields of a competitor application form as the profile page sends them, but its school. */
export const applicationForm = {
  first_name: 'Ana',
  last_name: 'Petrović',
  gender: 'female',
  date_of_birth: '2007-05-14',
  permanent_residence: 'Niš',
  shirt_size: 'M',
};

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

export type ApplicationValues = Partial<Omit<Insertable<CompetitorApplications>, 'user_id'>>;

/**
 * A competitor application of this user made directly in the database (pending unless a status is
 * given); what a test does not give is a complete application with a typed-in school.
 */
export async function createApplication(db: Database, userId: number, values: ApplicationValues = {}) {
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

let applicants = 0;
/**
 * A new user (writing in this language) with an application in this state; an accepted one has
 * joined the team, as an admin's acceptance does it.
 */
export async function createApplicant(
  db: Database,
  {
    language = 'sr',
    status = 'pending',
    ...values
  }: { language?: 'sr' | 'en'; status?: 'pending' | 'accepted' | 'rejected' } & ApplicationValues = {},
) {
  applicants += 1;
  const { user } = await signedIn(db, [], { language });
  const { id } = await createApplication(db, user.id, {
    first_name: `Ime${applicants}`,
    status,
    ctf_team: status === 'accepted',
    joined_team_at: status === 'accepted' ? new Date() : null,
    ...values,
  });
  return { user, id };
}
