// Staff (organizers, admins) count as staff outside their areas only in a session that proved the
// second factor: with the password alone they see what a user without those roles sees.
import { describe, expect, it } from 'vitest';
import { createSession } from '../../src/services/auth/sessions';
import { createCtfdClient } from '../../src/services/ctfd/clients';
import { REFUSAL_TEXT } from '../../src/services/ctfd/refusal';
import { institutionSearchKey } from '../../src/services/institutions/institutions';
import { createTestApp } from '../support/app';
import { createUser } from '../support/auth';
import { rpc, signedIn } from '../support/calls';
import { createCompetition, makeCompetitor } from '../support/competitions';

const { app, db } = await createTestApp();

async function errorOf(promise: Promise<unknown>) {
  return promise.then(
    () => null,
    (error: { code: string }) => error.code,
  );
}

/** The same person in two sessions: one that proved the second factor and one that has not. */
async function staffSessions(roles: string[]) {
  const proved = await signedIn(db, roles, {}, { secondFactor: 'verified' });
  const { token } = await createSession(db, { userId: proved.user.id, secondFactor: 'none' });
  await makeCompetitor(db, proved.user.id);
  return { user: proved.user, proved: proved.cookie, unproved: token };
}

describe('staff without the second factor proved see what a user sees', () => {
  for (const role of ['organizer', 'admin']) {
    it(`an ${role}: no private competition in the list, by slug or its CTFd address`, async () => {
      const { proved, unproved } = await staffSessions([role]);
      const hidden = await createCompetition(db, {
        visibility: 'private',
        ctfd_url: 'https://ctfd.example.rs/hidden',
      });
      const listed = (cookie: string) =>
        rpc<{ slug: string }[]>(app, cookie, 'competitions.list', undefined, 'query').then((rows) =>
          rows.map((row) => row.slug),
        );

      expect(await listed(unproved)).not.toContain(hidden.slug);
      expect(await errorOf(rpc(app, unproved, 'competitions.get', { slug: hidden.slug }, 'query'))).toBe('NOT_FOUND');
      expect(await errorOf(rpc(app, unproved, 'competitions.ctfd', { slug: hidden.slug }))).toBe('NOT_FOUND');
      expect(await errorOf(rpc(app, unproved, 'competitions.registration', { slug: hidden.slug }, 'query'))).toBe(
        'NOT_FOUND',
      );

      expect(await listed(proved)).toContain(hidden.slug);
      expect(await rpc(app, proved, 'competitions.get', { slug: hidden.slug }, 'query')).toMatchObject({
        slug: hidden.slug,
      });
      expect(await rpc(app, proved, 'competitions.ctfd', { slug: hidden.slug })).toEqual({
        url: 'https://ctfd.example.rs/hidden',
      });
    });
  }

  it("a competition limited to the organizer role opens only to an organizer's proved session", async () => {
    const { proved, unproved } = await staffSessions(['organizer']);
    const staffOnly = await createCompetition(db, { required_role: 'organizer' });
    expect(await errorOf(rpc(app, unproved, 'competitions.get', { slug: staffOnly.slug }, 'query'))).toBe('NOT_FOUND');
    expect(await rpc(app, proved, 'competitions.get', { slug: staffOnly.slug }, 'query')).toMatchObject({
      slug: staffOnly.slug,
    });
  });

  it("CTFd's sign-in refuses a private competition's CTFd to an unproved session", async () => {
    const { proved, unproved } = await staffSessions(['organizer']);
    const hidden = await createCompetition(db, { visibility: 'private' });
    const client = await createCtfdClient(db, {
      name: 'CTFd',
      redirectUri: 'https://ctfd.example.rs/redirect',
      competitionSlug: hidden.slug,
    });
    const authorize = (cookie: string) =>
      app.inject({
        url: `/api/auth/external/ctfd?${new URLSearchParams({
          response_type: 'code',
          client_id: client.clientId,
          scope: 'profile',
          state: 's',
        }).toString()}`,
        cookies: { session: cookie },
        headers: { 'accept-language': 'en' },
      });
    const refused = await authorize(unproved);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toContain(REFUSAL_TEXT.sr.notOpen.reason);
    // The proved session passes the refusal (it is asked to continue or sent back to CTFd).
    const allowed = await authorize(proved);
    expect(allowed.body).not.toContain(REFUSAL_TEXT.sr.notOpen.reason);
  });

  it("an admin's unproved session gets the institutions list without contact details", async () => {
    const { proved, unproved } = await staffSessions(['admin']);
    const name = `Gimnazija ${Date.now().toString(36)}`;
    await db
      .insertInto('institutions')
      .values({
        name,
        city: 'Niš',
        region: 'juzno_istocna_srbija',
        type: 'high_school',
        contact_email: 'skola@example.org',
        search_key: institutionSearchKey(name, 'Niš'),
      })
      .execute();
    const keysOf = async (cookie: string) => {
      const page = await rpc<{ data: Record<string, unknown>[] }>(
        app,
        cookie,
        'institutions.list',
        { search: name },
        'query',
      );
      return Object.keys(page.data[0]!);
    };
    expect(await keysOf(unproved)).not.toContain('contact_email');
    expect(await keysOf(proved)).toContain('contact_email');
  });

  it('a user without staff roles is unchanged by the proof', async () => {
    const user = await createUser(db);
    const { token } = await createSession(db, { userId: user.id });
    const hidden = await createCompetition(db, { visibility: 'private' });
    expect(await errorOf(rpc(app, token, 'competitions.get', { slug: hidden.slug }, 'query'))).toBe('NOT_FOUND');
  });
});
