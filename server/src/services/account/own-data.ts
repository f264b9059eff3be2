import { sql } from 'kysely';
import type { TOwnData } from '@ctf/shared';
import type { Database } from '../../db/database';
import { findMailOf } from '../jobs/mail-records';
import { INVITATION_COLUMNS } from '../competitions/finals/invitation';
import { ownProgrammeData } from './own-data-programme';

const iso = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null) => d?.toISOString() ?? null;

/**
 * Everything the platform holds about one user, for their own download: one query per table, never
 * a password hash, a token (or its hash, which is what a session's id is) or another user's row.
 */
export async function exportOwnData(db: Database, userId: number): Promise<TOwnData> {
  const user = await db
    .selectFrom('users')
    .select([
      'id',
      'username',
      'email',
      'email_verified_at',
      'language',
      'roles',
      'created_at',
      'updated_at',
      'suspended_at',
      'totp_enabled_at',
      'unverified_expires_at',
    ])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();

  const [links, applications, registrations, invitations, results, sessions, audit, mail] = await Promise.all([
    db
      .selectFrom('external_accounts')
      .select(['provider', 'provider_user_id', 'username', 'linked_at'])
      .where('user_id', '=', userId)
      .orderBy('provider')
      .execute(),
    db
      .selectFrom('competitor_applications')
      .select([
        'id',
        'status',
        'is_current',
        'first_name',
        'last_name',
        'date_of_birth',
        'gender',
        'permanent_residence',
        'institution_name',
        'shirt_size',
        'ctf_team',
        'joined_team_at',
        'rejection_reason',
        'guardian_consent_at',
        'mentor_consent',
        'created_at',
        'decided_at',
      ])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('competition_registrations as r')
      .innerJoin('competitions as c', 'c.id', 'r.competition_id')
      .select([
        'c.slug',
        'c.name',
        'r.status',
        'r.first_name',
        'r.last_name',
        'r.date_of_birth',
        'r.gender',
        'r.institution_name',
        'r.created_at',
        'r.decided_at',
      ])
      .where('r.user_id', '=', userId)
      .orderBy('r.id')
      .execute(),
    db
      .selectFrom('finals_invitations as f')
      .innerJoin('competitions as c', 'c.id', 'f.competition_id')
      .select(['c.slug', 'c.name', ...INVITATION_COLUMNS, 'f.created_at'])
      .where('f.user_id', '=', userId)
      .orderBy('f.created_at')
      .execute(),
    // Results are published under a username (plain text, any case), as the erasure finds them.
    db
      .selectFrom('competition_results as r')
      .innerJoin('competitions as c', 'c.id', 'r.competition_id')
      .select(['c.slug', 'c.name', 'r.place', 'r.score'])
      .where(sql`lower(r.username)`, '=', user.username.toLowerCase())
      .orderBy('c.id')
      .execute(),
    db
      .selectFrom('sessions')
      .select(['user_agent', 'ip', 'created_at', 'last_seen_at', 'expires_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute(),
    // Entries about the account and about its applications (their target is the application).
    db
      .selectFrom('audit_log')
      .select(['action', 'target_type', 'target_id', 'actor_username', 'before', 'after', 'created_at'])
      .where((eb) =>
        eb.or([
          eb.and([eb('target_type', '=', 'user'), eb('target_id', '=', userId)]),
          eb.and([
            eb('target_type', '=', 'competitor'),
            eb('target_id', 'in', eb.selectFrom('competitor_applications').select('id').where('user_id', '=', userId)),
          ]),
        ]),
      )
      .orderBy('id')
      .execute(),
    // By the account: mail to an address this account once had, or to one it asked to change to.
    findMailOf(db, userId),
  ]);
  const programme = await ownProgrammeData(db, userId);

  return {
    exported_at: new Date().toISOString(),
    user: {
      id: user.id,
      username: user.username,
      email: user.email,
      email_verified_at: isoOrNull(user.email_verified_at),
      language: user.language,
      roles: user.roles,
      created_at: iso(user.created_at),
      updated_at: iso(user.updated_at),
      suspended_at: isoOrNull(user.suspended_at),
      second_factor_enabled_at: isoOrNull(user.totp_enabled_at),
      unverified_expires_at: isoOrNull(user.unverified_expires_at),
    },
    linked_accounts: links.map((l) => ({ ...l, linked_at: iso(l.linked_at) })),
    competitor_applications: applications.map((a) => ({
      ...a,
      joined_team_at: isoOrNull(a.joined_team_at),
      guardian_consent_at: isoOrNull(a.guardian_consent_at),
      created_at: iso(a.created_at),
      decided_at: isoOrNull(a.decided_at),
    })),
    competition_registrations: registrations.map(({ slug, name, ...r }) => ({
      competition: slug,
      competition_name: name,
      ...r,
      created_at: iso(r.created_at),
      decided_at: isoOrNull(r.decided_at),
    })),
    finals_invitations: invitations.map(({ slug, name, ...f }) => ({
      competition: slug,
      competition_name: name,
      ...f,
      invitation_expires_at: iso(f.invitation_expires_at),
      responded_at: isoOrNull(f.responded_at),
      created_at: iso(f.created_at),
    })),
    results: results.map((r) => ({ competition: r.slug, competition_name: r.name, place: r.place, score: r.score })),
    // Signed-in devices (sessions), without their ids: an id is the hash of the cookie's token.
    devices: sessions.map((s) => ({
      user_agent: s.user_agent,
      ip: s.ip,
      created_at: iso(s.created_at),
      last_seen_at: iso(s.last_seen_at),
      expires_at: iso(s.expires_at),
    })),
    audit_entries: audit.map((a) => ({ ...a, created_at: iso(a.created_at) })),
    mail,
    ...programme,
  };
}
