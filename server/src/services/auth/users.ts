import { sql } from 'kysely';
import type { Role, TSessionUser } from '@ctf/shared';
import type { Database } from '../../db/database';
import type { SessionLinks, SessionUser, ValidatedSession } from './sessions';

/**
 * The spec's User: the account and the ids and names of its linked Discord and GitHub accounts,
 * and the second factor's state (on for the account; proved in this session).
 */
export function toSessionUserDto(
  user: SessionUser,
  links: SessionLinks,
  session: ValidatedSession['session'],
): TSessionUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    email_verified_at: user.email_verified_at?.toISOString() ?? null,
    roles: user.roles as Role[],
    created_at: user.created_at.toISOString(),
    discord_id: links.discord?.id ?? null,
    discord_username: links.discord?.username ?? null,
    github_id: links.github?.id ?? null,
    github_username: links.github?.username ?? null,
    second_factor: { enabled: user.totp_enabled_at !== null, verified: session.secondFactorVerified },
  };
}

/** Finds a user by username or e-mail, ignoring case (both are unique regardless of case). */
export function findUserByLogin(db: Database, login: string) {
  const lowered = login.trim().toLowerCase();
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb.or([eb(sql`lower(username)`, '=', lowered), eb(sql`lower(email)`, '=', lowered)]))
    .executeTakeFirst();
}

export function findUserByEmail(db: Database, email: string) {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql`lower(email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

export async function findTakenIdentity(db: Database, username: string, email: string) {
  const rows = await db
    .selectFrom('users')
    .select([
      sql<boolean>`lower(username) = ${username.toLowerCase()}`.as('username_taken'),
      sql<boolean>`lower(email) = ${email.toLowerCase()}`.as('email_taken'),
    ])
    .where((eb) =>
      eb.or([eb(sql`lower(username)`, '=', username.toLowerCase()), eb(sql`lower(email)`, '=', email.toLowerCase())]),
    )
    .execute();
  return { usernameTaken: rows.some((r) => r.username_taken), emailTaken: rows.some((r) => r.email_taken) };
}
