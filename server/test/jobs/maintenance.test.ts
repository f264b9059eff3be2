import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { deleteExpiredRows } from '../../src/services/jobs/maintenance';
import { createTestApp } from '../support/app';
import { createUser } from '../support/auth';

const { db } = await createTestApp();

describe('hourly maintenance', () => {
  it('deletes expired sessions, tokens, bot-check records and old failed sign-ins, and keeps live ones', async () => {
    const user = await createUser(db);
    const past = sql<Date>`now() - interval '1 minute'`;
    const future = sql<Date>`now() + interval '1 hour'`;
    await db
      .insertInto('sessions')
      .values([
        { id: 'idle-expired', user_id: user.id, expires_at: past, absolute_expires_at: future },
        { id: 'absolute-expired', user_id: user.id, expires_at: future, absolute_expires_at: past },
        { id: 'live', user_id: user.id, expires_at: future, absolute_expires_at: future },
      ])
      .execute();
    for (const table of ['email_verification_tokens', 'password_reset_tokens'] as const) {
      await db
        .insertInto(table)
        .values([
          { id: `${table}-old`, user_id: user.id, email: user.email, expires_at: past },
          { id: `${table}-new`, user_id: user.id, email: user.email, expires_at: future },
        ])
        .execute();
    }
    await db
      .insertInto('bot_check_uses')
      .values([
        { id: 'old', expires_at: past },
        { id: 'new', expires_at: future },
      ])
      .execute();
    // Failed sign-ins: one forgotten (its delay and window ended over a day ago), one still counting.
    const longAgo = new Date(Date.now() - 25 * 3_600_000);
    await db
      .insertInto('login_throttle')
      .values([
        { account: `user:${user.id}`, ip: '10.9.0.1', failures: 3, window_started_at: longAgo, blocked_until: longAgo },
        {
          account: `user:${user.id}`,
          ip: '10.9.0.2',
          failures: 3,
          window_started_at: longAgo,
          blocked_until: new Date(),
        },
      ])
      .execute();

    expect(await deleteExpiredRows(db)).toEqual({
      sessions: 2,
      emailVerificationTokens: 1,
      passwordResetTokens: 1,
      botChecks: 1,
      loginThrottles: 1,
      unverifiedAccounts: 0,
    });
    expect((await db.selectFrom('login_throttle').select('ip').execute()).map((r) => r.ip)).toEqual(['10.9.0.2']);
    expect((await db.selectFrom('sessions').select('id').execute()).map((r) => r.id)).toEqual(['live']);
    expect((await db.selectFrom('bot_check_uses').select('id').execute()).map((r) => r.id)).toEqual(['new']);
  });
});
