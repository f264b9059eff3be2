import type { Insertable } from 'kysely';
import type { Database } from '../../src/db/database';
import type { FinalsInvitations } from '../../src/db/types';
import { type ApplicationValues, createApplication } from './competitors';

let counter = 0;
/** A competition made directly in the database. */
export async function createCompetition(
  db: Database,
  values: Partial<{
    name: string;
    slug: string;
    visibility: 'public' | 'unlisted' | 'private';
    stage: 'warmup' | 'quals' | 'finals';
    required_role: string | null;
    registration_starts_at: Date | null;
    registration_ends_at: Date | null;
    ctfd_url: string | null;
    starts_at: Date | null;
    season_id: number;
    age_min: number | null;
    age_max: number | null;
    age_reference_date: string | null;
    allowed_categories: string[];
    requires_accepted_competitor: boolean;
  }> = {},
) {
  counter += 1;
  const slug = values.slug ?? `takmicenje-${Date.now().toString(36)}-${counter}`;
  return db
    .insertInto('competitions')
    .values({ name: `Takmičenje ${counter}`, visibility: 'public', stage: 'warmup', ...values, slug })
    .returning(['id', 'slug', 'name'])
    .executeTakeFirstOrThrow();
}

/** A Discord account linked to this user (applying needs one); its id and name `d-{user}`, `d{user}` unless given. */
export async function linkDiscord(
  db: Database,
  userId: number,
  account: { provider_user_id?: string; username?: string } = {},
) {
  await db
    .insertInto('external_accounts')
    .values({
      user_id: userId,
      provider: 'discord',
      provider_user_id: `d-${userId}`,
      username: `d${userId}`,
      ...account,
    })
    .execute();
}

/** An accepted competitor profile with a linked Discord account for this user; the application's id. */
export async function makeCompetitor(
  db: Database,
  userId: number,
  { discord = true, ...values }: { discord?: boolean } & ApplicationValues = {},
) {
  if (discord) await linkDiscord(db, userId);
  return createApplication(db, userId, {
    status: 'accepted',
    first_name: 'Jovana',
    last_name: 'Marković',
    date_of_birth: '2007-09-01',
    permanent_residence: 'Kragujevac',
    shirt_size: 'S',
    institution_name: 'Prva kragujevačka gimnazija',
    ctf_team: true,
    ...values,
  });
}

export const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000);

/** A qualifying round whose registration opened an hour ago and closes in a day. */
export const openForRegistration = () => ({
  stage: 'quals' as const,
  registration_starts_at: hoursFromNow(-1),
  registration_ends_at: hoursFromNow(24),
});

/** Finals invitations made directly in the database, pending and due in a day unless given. */
export async function inviteToFinals(
  db: Database,
  competitionId: number,
  invitees: ({ user_id: number } & Partial<Omit<Insertable<FinalsInvitations>, 'competition_id'>>)[],
) {
  await db
    .insertInto('finals_invitations')
    .values(
      invitees.map((invitee) => ({
        competition_id: competitionId,
        invitation_expires_at: hoursFromNow(24),
        ...invitee,
      })),
    )
    .execute();
}
