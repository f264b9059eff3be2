import { describe, expect, it } from 'vitest';
import { REST_ROUTES } from '../src/rest/routes';
import { appRouter } from '../src/trpc/router';
import { TEST_ORIGIN, createTestApp } from './support/app';
import { type SecondFactorState, createSession } from '../src/services/auth/sessions';
import { createUser } from './support/auth';

type Access = 'public' | 'user' | 'organizer' | 'admin';

/**
 * Who may call each procedure. Every procedure must be listed: a new one fails this test until
 * someone decides its access, and then the test proves the server enforces it.
 */
const ACCESS: Record<string, Access> = {
  'organizer.competitions.list': 'organizer',
  'organizer.competitions.get': 'organizer',
  'organizer.competitions.create': 'organizer',
  'organizer.competitions.update': 'organizer',
  'organizer.competitions.delete': 'organizer',
  'organizer.competitions.restore': 'organizer',
  'organizer.registrations.list': 'organizer',
  'organizer.registrations.accept': 'organizer',
  'organizer.registrations.reject': 'organizer',
  'organizer.finalists.list': 'organizer',
  'organizer.finalists.invite': 'organizer',
  'organizer.finalists.remove': 'organizer',
  'organizer.registrations.page': 'organizer',
  'organizer.registrations.decideMany': 'organizer',
  'organizer.finalists.inviteAccepted': 'organizer',
  'organizer.finalists.extend': 'organizer',
  'organizer.finalists.numbers': 'organizer',
  'organizer.finalists.setReminder': 'organizer',
  'organizer.announcements.list': 'organizer',
  'organizer.announcements.get': 'organizer',
  'organizer.announcements.count': 'organizer',
  'organizer.announcements.send': 'organizer',
  'organizer.results.get': 'organizer',
  'organizer.results.preview': 'organizer',
  'organizer.results.previewCtfd': 'organizer',
  'organizer.results.publish': 'organizer',
  'organizer.results.unpublish': 'organizer',
  'competitions.list': 'user',
  'competitions.get': 'user',
  'competitions.registration': 'user',
  'competitions.register': 'user',
  'competitions.ctfd': 'user',
  'competitions.invitation': 'user',
  'competitions.attend': 'user',
  'results.published': 'public',
  'admin.stats': 'admin',
  'admin.audit.list': 'admin',
  'admin.competitors.bulkDecide': 'admin',
  'admin.competitors.revoke': 'admin',
  'admin.competitors.setTeam': 'admin',
  'admin.institutions.merge': 'admin',
  'admin.users.erasurePreview': 'admin',
  'admin.users.markVerified': 'admin',
  'admin.users.resendVerification': 'admin',
  'admin.users.restore': 'admin',
  'admin.users.revokeSessions': 'admin',
  'admin.users.suspend': 'admin',
  'admin.users.list': 'admin',
  'admin.users.get': 'admin',
  'admin.users.update': 'admin',
  'admin.users.delete': 'admin',
  'admin.institutions.list': 'admin',
  'admin.institutions.get': 'admin',
  'admin.institutions.create': 'admin',
  'admin.institutions.update': 'admin',
  'admin.institutions.delete': 'admin',
  'admin.competitors.list': 'admin',
  'admin.competitors.get': 'admin',
  'admin.competitors.accept': 'admin',
  'admin.competitors.reject': 'admin',
  'admin.competitors.reconsider': 'admin',
  'admin.competitors.setInstitution': 'admin',
  'admin.competitors.releaseDiscord': 'admin',
  'admin.competitors.linkTypedSchool': 'admin',
  'admin.ctfdClients': 'admin',
  'account.me': 'user',
  'competitors.me': 'user',
  'competitors.create': 'user',
  'competitors.updateMe': 'user',
  'competitors.simulateOutcome': 'user',
  'institutions.search': 'user',
  'auth.session': 'public',
  'auth.login': 'public',
  'auth.logout': 'public',
  'auth.register': 'public',
  'auth.resendVerification': 'public',
  'auth.verifyEmail': 'public',
  'auth.sendPasswordReset': 'public',
  'auth.resetPassword': 'public',
  'auth.verifySecondFactor': 'public',
  'account.secondFactor.status': 'user',
  'account.secondFactor.start': 'user',
  'account.secondFactor.confirm': 'user',
  'account.secondFactor.disable': 'user',
  'account.passkeys.list': 'user',
  'account.passkeys.registrationOptions': 'user',
  'account.passkeys.register': 'user',
  'account.passkeys.rename': 'user',
  'account.passkeys.delete': 'user',
  // The passkey sign-in: as the second step (a session waiting after the password) or on its own.
  'auth.passkey.methods': 'public',
  'auth.passkey.secondFactorOptions': 'public',
  'auth.passkey.verifySecondFactor': 'public',
  'auth.passkey.loginOptions': 'public',
  'auth.passkey.login': 'public',
  'account.security.sessions': 'user',
  'account.security.revokeSession': 'user',
  'account.security.revokeOtherSessions': 'user',
  'account.security.changePassword': 'user',
  'account.security.changeEmail': 'user',
  'account.exportData': 'user',
  'account.erasurePreview': 'user',
  'account.deleteAccount': 'user',
  'auth.confirmEmailChange': 'public',
  'system.health': 'public',
  'institutions.list': 'user',
};

const { app, db } = await createTestApp();
const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { type: 'query' | 'mutation' } }>;

/** Staff sessions have proved the second factor unless told otherwise (their areas require it). */
async function cookieFor(roles: string[], secondFactor: SecondFactorState = 'verified') {
  const user = await createUser(db, { roles });
  return (await createSession(db, user.id, {}, new Date(), secondFactor)).token;
}

function call(path: string, cookie?: string) {
  const type = procedures[path]!._def.type;
  return app.inject({
    method: type === 'query' ? 'GET' : 'POST',
    url: `/trpc/${path}`,
    headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
    cookies: cookie ? { session: cookie } : {},
    ...(type === 'mutation' ? { payload: '{}' } : {}),
  });
}

describe('every procedure has a declared access level', () => {
  it('lists exactly the procedures of the router', () => {
    expect(Object.keys(ACCESS).sort()).toEqual(Object.keys(procedures).sort());
  });
});

const RANK: Record<Exclude<Access, 'public'>, string[][]> = {
  user: [],
  organizer: [[], ['women4cyber'], ['admin']],
  admin: [[], ['women4cyber'], ['organizer']],
};

describe.each(Object.entries(ACCESS).filter(([, access]) => access !== 'public'))('%s (%s)', (path, access) => {
  it('refuses anonymous callers with 401', async () => {
    const res = await call(path);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: { data: { code: 'UNAUTHORIZED' } } });
  });

  it.each(RANK[access as Exclude<Access, 'public'>])('refuses a user with roles %j with 403', async (...roles) => {
    const res = await call(path, await cookieFor(roles));
    expect(res.statusCode).toBe(403);
  });
});

describe.each(Object.entries(ACCESS).filter(([, access]) => access === 'organizer' || access === 'admin'))(
  '%s (%s) needs the second factor',
  (path, access) => {
    it('refuses a session of the right role that has not proved it, with 403 SECOND_FACTOR_REQUIRED', async () => {
      const res = await call(path, await cookieFor([access], 'none'));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ error: { data: { code: 'SECOND_FACTOR_REQUIRED' } } });
    });

    it('lets the same role in once the session has proved it', async () => {
      const res = await call(path, await cookieFor([access], 'verified'));
      expect([401, 403]).not.toContain(res.statusCode);
    });
  },
);

describe.each(REST_ROUTES.filter((route) => ACCESS[route.procedure] !== 'public'))('REST $method $path', (route) => {
  const access = ACCESS[route.procedure] as Exclude<Access, 'public'>;
  const url = `/api${route.path.replace(':id', '1').replace(':slug', 'some-slug').replace(':userId', '1')}`;
  const restCall = (cookie?: string) =>
    app.inject({
      method: route.method,
      url,
      headers: {
        origin: TEST_ORIGIN,
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { 'content-type': 'application/json' }),
      },
      cookies: cookie ? { session: cookie } : {},
      ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: '{}' }),
    });

  it('refuses anonymous callers with 401', async () => {
    const res = await restCall();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it.each(RANK[access])('refuses a user with roles %j with 403', async (...roles) => {
    const res = await restCall(await cookieFor(roles));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
  });
});
