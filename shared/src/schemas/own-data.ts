import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../constants';
import { ZInstantSchema } from './common-output';
import { zText } from './primitives';

// Own data (issue 9): the download of everything the platform holds about the signed-in user, and
// deleting one's own account.

const instant = ZInstantSchema;
const nullableInstant = ZInstantSchema.nullable();
const row = <T extends z.ZodRawShape>(shape: T) => z.object(shape);

/** Everything about the signed-in user; never a password hash, a token or another user's row. */
export const ZOwnDataSchema = z.object({
  exported_at: instant,
  user: row({
    id: z.number().int(),
    username: z.string(),
    email: z.string(),
    email_verified_at: nullableInstant,
    language: z.string(),
    roles: z.array(z.string()),
    created_at: instant,
    updated_at: instant,
    suspended_at: nullableInstant,
    second_factor_enabled_at: nullableInstant,
    unverified_expires_at: nullableInstant,
  }),
  linked_accounts: z.array(
    row({ provider: z.string(), provider_user_id: z.string(), username: z.string(), linked_at: instant }),
  ),
  competitor_applications: z.array(
    row({
      id: z.number().int(),
      status: z.string(),
      is_current: z.boolean(),
      first_name: z.string(),
      last_name: z.string(),
      date_of_birth: z.string(),
      gender: z.string(),
      permanent_residence: z.string(),
      institution_name: z.string().nullable(),
      shirt_size: z.string(),
      ctf_team: z.boolean(),
      joined_team_at: nullableInstant,
      rejection_reason: z.string().nullable(),
      guardian_consent_at: nullableInstant,
      mentor_consent: z.boolean(),
      created_at: instant,
      decided_at: nullableInstant,
    }),
  ),
  competition_registrations: z.array(
    row({
      competition: z.string(),
      competition_name: z.string(),
      status: z.string(),
      first_name: z.string(),
      last_name: z.string(),
      date_of_birth: z.string(),
      gender: z.string(),
      institution_name: z.string().nullable(),
      created_at: instant,
      decided_at: nullableInstant,
    }),
  ),
  finals_invitations: z.array(
    row({
      competition: z.string(),
      competition_name: z.string(),
      status: z.string(),
      hotel_day1: z.boolean(),
      hotel_day2: z.boolean(),
      travel_compensation: z.boolean(),
      excuse_note: z.boolean(),
      invitation_expires_at: instant,
      responded_at: nullableInstant,
      created_at: instant,
    }),
  ),
  results: z.array(
    row({ competition: z.string(), competition_name: z.string(), place: z.number(), score: z.number() }),
  ),
  devices: z.array(
    row({
      user_agent: z.string().nullable(),
      ip: z.string().nullable(),
      created_at: instant,
      last_seen_at: instant,
      expires_at: instant,
    }),
  ),
  audit_entries: z.array(
    row({
      action: z.string(),
      target_type: z.string(),
      target_id: z.number().int(),
      actor_username: z.string(),
      before: z.unknown(),
      after: z.unknown(),
      created_at: instant,
    }),
  ),
  mail: z.array(row({ subject: z.string(), created_at: instant, state: z.string() })),
  mentoring: z.array(row({ institution: z.string(), city: z.string(), since: instant })),
  mentor_requests: z.array(
    row({
      institution: z.string(),
      city: z.string(),
      status: z.string(),
      confirmation: z.string(),
      created_at: instant,
      decided_at: nullableInstant,
    }),
  ),
  playground_solves: z.array(row({ category: z.string(), solves: z.number().int(), read_at: instant })),
  certificates: z.array(
    row({
      code: z.string(),
      kind: z.string(),
      holder_name: z.string(),
      season_name: z.string(),
      competition_name: z.string().nullable(),
      issued_at: instant,
      revoked_at: nullableInstant,
    }),
  ),
});
export type TOwnData = z.infer<typeof ZOwnDataSchema>;

/** Deleting one's own account: the password, the second factor when it is on, and the typed word. */
export const ZDeleteAccountSchema = z
  .object({
    password: zText().min(1, 'passwordRequired').max(PASSWORD_MAX_LENGTH, 'passwordMaxLength'),
    code: zText().trim().max(40, 'secondFactorInvalid').optional(),
    /** The account's username, typed again. */
    confirmation: zText().trim().min(1, 'confirmationRequired').max(64, 'confirmationMismatch'),
  })
  .strict();
export type TDeleteAccountInput = z.infer<typeof ZDeleteAccountSchema>;

export const ZErasureCountsSchema = z.object({
  applications: z.number().int().min(0),
  registrations: z.number().int().min(0),
  invitations: z.number().int().min(0),
  results: z.number().int().min(0),
});
