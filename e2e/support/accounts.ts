import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { BrowserContext } from 'playwright-core';
import { afterAll, inject } from 'vitest';
import { generateSessionToken, hashToken } from '../../server/src/services/auth/crypto';
import { hashPassword } from '../../server/src/services/auth/passwords';

export const PASSWORD = 'Zastava#2026';

export type Role = 'organizer' | 'admin' | 'women4cyber' | 'reporter';

export interface TestUser {
  id: number;
  username: string;
  email: string;
  password: string;
}

/** A competitor application's fields as makeCompetitor writes them. */
export interface ApplicationValues {
  status: 'pending' | 'accepted' | 'rejected';
  first_name: string;
  last_name: string;
  gender: 'male' | 'female';
  date_of_birth: string;
  permanent_residence: string;
  shirt_size: string;
  institution_name: string;
}

/** A name no other test (or earlier run on the same database) has used: letters, digits and _. */
export function uniqueName(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}${randomBytes(3).toString('hex')}`.slice(0, 32);
}

/**
 * Direct database access for setting up users (the e2e server's own database). Call once at the
 * top of a test file: the pool closes after the file.
 */
export function useDatabase() {
  const pool = new pg.Pool({ connectionString: inject('databaseUrl'), max: 2 });
  afterAll(() => pool.end());

  /** A user made in the database, verified unless told otherwise, without going through the forms. */
  async function createUser(options: { roles?: Role[]; verified?: boolean; password?: string } = {}) {
    const username = uniqueName('e2e');
    const password = options.password ?? PASSWORD;
    const { rows } = await pool.query<{ id: number }>(
      `INSERT INTO users (username, email, password_hash, email_verified_at, roles)
       VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [
        username,
        `${username}@example.org`,
        await hashPassword(password),
        options.verified === false ? null : new Date(),
        options.roles ?? [],
      ],
    );
    return { id: rows[0]!.id, username, email: `${username}@example.org`, password } satisfies TestUser;
  }

  /**
   * Signs a browser context in as `user` with a session made the way the server makes them, for
   * tests about what a logged-in user sees (the login form itself is tested through the UI). A
   * staff user's session has proved the second factor unless `secondFactorVerified: false`.
   */
  async function signIn(
    context: BrowserContext,
    user: Pick<TestUser, 'id'>,
    options: { secondFactorVerified?: boolean } = {},
  ) {
    const token = generateSessionToken();
    const day = 24 * 60 * 60 * 1000;
    // Staff sessions have proved the second factor unless told otherwise: their areas require it.
    const { rows } = await pool.query<{ roles: string[] }>(`SELECT roles FROM users WHERE id = $1`, [user.id]);
    const staff = rows[0]?.roles.some((role) => role === 'admin' || role === 'organizer') ?? false;
    const verified = options.secondFactorVerified ?? staff;
    await pool.query(
      `INSERT INTO sessions (id, user_id, expires_at, absolute_expires_at, second_factor_at) VALUES ($1, $2, $3, $4, $5)`,
      [
        hashToken(token),
        user.id,
        new Date(Date.now() + 30 * day),
        new Date(Date.now() + 90 * day),
        verified ? new Date() : null,
      ],
    );
    // Production (served over HTTPS) names it __Host-session and marks it Secure.
    const baseUrl = inject('baseUrl');
    const secure = baseUrl.startsWith('https:');
    await context.addCookies([
      {
        name: secure ? '__Host-session' : 'ctfrs_session',
        value: token,
        url: baseUrl,
        httpOnly: true,
        secure,
        sameSite: 'Lax',
      },
    ]);
  }

  /** Failures in a row the login throttle counts for this user from this machine's address. */
  async function signInFailures(user: Pick<TestUser, 'id'>): Promise<number> {
    const { rows } = await pool.query<{ failures: number }>(
      `SELECT failures FROM login_throttle WHERE account = $1 AND ip <> '*'`,
      [`user:${user.id}`],
    );
    return rows[0]?.failures ?? 0;
  }

  /**
   * Lets the login throttle's waits for this user (password and second factor) end now, as the passing of that time would: the
   * browser's clock cannot move the server's, and a test should not sleep.
   */
  async function endSignInWait(user: Pick<TestUser, 'id'>) {
    await pool.query(
      `UPDATE login_throttle SET blocked_until = now()
        WHERE account IN ($1, $2) AND ip <> '*' AND blocked_until > now()`,
      [`user:${user.id}`, `second-factor:${user.id}`],
    );
  }

  /**
   * An accepted competitor profile of this user, on the CTF team, with a linked Discord account unless
   * `discord: false` (server/test/support's makeCompetitor); what a test does not give is Jovana
   * Marković of Kragujevac, born on 1 September 2007, at a typed-in school.
   */
  async function makeCompetitor(
    user: Pick<TestUser, 'id'>,
    { discord = true, ...values }: { discord?: boolean } & Partial<ApplicationValues> = {},
  ) {
    const application: ApplicationValues = {
      status: 'accepted',
      first_name: 'Jovana',
      last_name: 'Marković',
      gender: 'female',
      date_of_birth: '2007-09-01',
      permanent_residence: 'Kragujevac',
      shirt_size: 'S',
      institution_name: 'Prva kragujevačka gimnazija',
      ...values,
    };
    const columns = Object.keys(application);
    await pool.query(
      `INSERT INTO competitor_applications (user_id, ctf_team, ${columns.join(', ')})
       VALUES ($1, true, ${columns.map((_, index) => `$${index + 2}`).join(', ')})`,
      [user.id, ...Object.values(application)],
    );
    if (discord)
      await pool.query(
        `INSERT INTO external_accounts (user_id, provider, provider_user_id, username) VALUES ($1, 'discord', $2, $3)`,
        [user.id, `d-${user.id}`, `d${user.id}`],
      );
  }

  return { createUser, signIn, signInFailures, endSignInWait, makeCompetitor };
}
