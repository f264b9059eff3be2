import { describe, expect, it } from 'vitest';
import { createSession, listSessions, revokeSession, revokeSessions } from '../../src/services/auth/sessions';
import { hashToken } from '../../src/services/auth/crypto';
import { createTestApp } from '../support/app';
import { createUser } from '../support/auth';
import { ascending } from '@ctf/shared/sort';

const { db } = await createTestApp();

describe('a user’s sessions, for the account page and the admin’s user page', () => {
  it('lists only this user’s live sessions, most recently used first, with device, address and times', async () => {
    const user = await createUser(db);
    const other = await createUser(db);
    const now = Date.now();
    const older = await createSession(db, {
      userId: user.id,
      ip: '10.0.0.1',
      userAgent: 'Firefox',
      now: new Date(now - 3_600_000),
    });
    const newer = await createSession(db, {
      userId: user.id,
      ip: '10.0.0.2',
      userAgent: 'Chrome',
      now: new Date(now - 60_000),
    });
    await createSession(db, { userId: other.id });
    // A session waiting for its second factor is not yet a session anyone uses.
    await createSession(db, { userId: user.id, secondFactor: 'pending' });

    const sessions = await listSessions(db, user.id);
    expect(sessions.map((s) => s.id)).toEqual([hashToken(newer.token), hashToken(older.token)]);
    expect(sessions[0]).toMatchObject({ ip: '10.0.0.2', userAgent: 'Chrome', secondFactorVerified: false });
    expect(sessions[1]!.lastSeenAt.getTime()).toBe(now - 3_600_000);
  });

  it('revokes one session only for its own user, or all but the one kept', async () => {
    const user = await createUser(db);
    const other = await createUser(db);
    const a = hashToken((await createSession(db, { userId: user.id })).token);
    const b = hashToken((await createSession(db, { userId: user.id })).token);
    const c = hashToken((await createSession(db, { userId: user.id })).token);
    const theirs = hashToken((await createSession(db, { userId: other.id })).token);

    expect(await revokeSession(db, user.id, theirs)).toBe(false);
    expect(await revokeSession(db, user.id, a)).toBe(true);
    expect((await listSessions(db, user.id)).map((s) => s.id).sort(ascending)).toEqual([b, c].sort(ascending));

    expect(await revokeSessions(db, user.id, b)).toBe(1);
    expect((await listSessions(db, user.id)).map((s) => s.id)).toEqual([b]);
    expect(await revokeSessions(db, user.id)).toBe(1);
    expect(await listSessions(db, user.id)).toEqual([]);
    expect((await listSessions(db, other.id)).map((s) => s.id)).toEqual([theirs]);
  });
});
