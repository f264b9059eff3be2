import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/app';
import { waitForMail } from '../support/auth';
import { rest, rpc, signedIn } from '../support/calls';

const { app, db } = await createTestApp();
const admin = await signedIn(db, ['admin']);

interface Page {
  data: {
    id: number;
    username: string;
    email: string;
    email_verified_at: string | null;
    roles: string[];
    created_at: string;
  }[];
  meta: { total: number; page: number; per_page: number; page_count: number };
}

describe('the user list', () => {
  it('pages every user at every page size, with the total', async () => {
    // Other tests in this file make users too, in any order: the list is counted from what is there.
    const before = await db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    await db
      .insertInto('users')
      .values(
        Array.from({ length: 119 }, (_, i) => ({
          username: `seeded_${String(i).padStart(3, '0')}`,
          email: `seeded_${i}@example.org`,
          password_hash: 'x',
          email_verified_at: i % 2 === 0 ? new Date() : null,
        })),
      )
      .execute();
    const total = Number(before.n) + 119;
    const defaults = (await rest(app, admin.cookie, 'GET', '/api/users')).json() as Page;
    expect(defaults.meta).toEqual({ total, page: 1, per_page: 10, page_count: Math.ceil(total / 10) });
    expect(defaults.data).toHaveLength(10);

    for (const perPage of [1, 10, 25, 50, 100]) {
      const seen = new Set<number>();
      const pages = Math.ceil(total / perPage);
      for (let page = 1; page <= pages; page += 1) {
        const res = (
          await rest(app, admin.cookie, 'GET', `/api/users?page=${page}&per_page=${perPage}`)
        ).json() as Page;
        expect(res.meta).toEqual({ total, page, per_page: perPage, page_count: pages });
        expect(res.data).toHaveLength(page < pages ? perPage : total - (pages - 1) * perPage);
        res.data.forEach((u) => seen.add(u.id));
        if (perPage === 1 && page > 3) break;
      }
      if (perPage !== 1) expect(seen.size).toBe(total);
    }
    const past = (await rest(app, admin.cookie, 'GET', '/api/users?page=99&per_page=100')).json() as Page;
    expect(past.data).toEqual([]);
    expect((await rest(app, admin.cookie, 'GET', '/api/users?per_page=7')).statusCode).toBe(400);
  });

  it('shows no password hash or other secrets', async () => {
    const res = await rest(app, admin.cookie, 'GET', '/api/users?per_page=100');
    expect(res.body).not.toContain('password_hash');
    expect(res.body).not.toContain('$argon2');
  });
});

describe('editing a user', () => {
  it('changes roles, logs the user out everywhere, and records before and after', async () => {
    const target = await signedIn(db, ['women4cyber']);
    const updated = await rest(app, admin.cookie, 'PATCH', `/api/users/${target.user.id}`, {
      email: target.user.email,
      roles: ['organizer', 'women4cyber'],
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ roles: ['organizer', 'women4cyber'] });
    const session = await app.inject({ url: '/api/auth/session', cookies: { session: target.cookie } });
    expect(session.json()).toEqual({ user: null });
    const { audit } = await rpc<{
      audit: { actor_username: string; action: string; before: unknown; after: unknown }[];
    }>(app, admin.cookie, 'admin.users.get', { id: target.user.id }, 'query');
    expect(audit[0]).toMatchObject({
      actor_username: admin.user.username,
      action: 'user.update',
      before: { roles: ['women4cyber'] },
      after: { roles: ['organizer', 'women4cyber'] },
    });
  });

  it('makes a new email address unverified and mails it a verification link', async () => {
    const target = await signedIn(db, [], { language: 'en' });
    const res = await rest(app, admin.cookie, 'PATCH', `/api/users/${target.user.id}`, {
      email: 'new.address@example.org',
      roles: [],
    });
    expect(res.json()).toMatchObject({ email: 'new.address@example.org', email_verified_at: null });
    const [mail] = await waitForMail(db, 'new.address@example.org');
    expect(mail?.subject).toBe('Verify your email address');
    // The session survives an email change; only role changes log out.
    expect((await app.inject({ url: '/api/auth/session', cookies: { session: target.cookie } })).json()).toMatchObject({
      user: { id: target.user.id },
    });
  });

  it('keeps verification when only the case of the address changes', async () => {
    const target = await signedIn(db);
    const res = await rest(app, admin.cookie, 'PATCH', `/api/users/${target.user.id}`, {
      email: target.user.email.toUpperCase(),
      roles: [],
    });
    expect(res.json()).toMatchObject({ email: target.user.email.toUpperCase(), email_verified_at: expect.any(String) });
  });

  it('refuses an email another user has, and an invalid one, with the field named', async () => {
    const other = await signedIn(db);
    const target = await signedIn(db);
    const taken = await rest(app, admin.cookie, 'PATCH', `/api/users/${target.user.id}`, {
      email: other.user.email.toUpperCase(),
      roles: [],
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'EMAIL_TAKEN', fieldErrors: { email: ['emailTaken'] } });
    const invalid = await rest(app, admin.cookie, 'PATCH', `/api/users/${target.user.id}`, {
      email: 'nope',
      roles: [],
    });
    expect(invalid.json()).toMatchObject({ code: 'VALIDATION_ERROR', fieldErrors: { email: ['emailInvalid'] } });
    const badRole = await rest(app, admin.cookie, 'PATCH', `/api/users/${target.user.id}`, {
      email: target.user.email,
      roles: ['superuser'],
    });
    expect(badRole.statusCode).toBe(400);
  });

  it('does not let an admin remove their own admin role or delete themself', async () => {
    const self = await rest(app, admin.cookie, 'PATCH', `/api/users/${admin.user.id}`, {
      email: admin.user.email,
      roles: [],
    });
    expect(self.statusCode).toBe(403);
    expect(self.json()).toMatchObject({ code: 'CANNOT_REMOVE_OWN_ADMIN' });
    const deleteSelf = await rest(app, admin.cookie, 'DELETE', `/api/users/${admin.user.id}`);
    expect(deleteSelf.json()).toMatchObject({ code: 'CANNOT_DELETE_SELF' });
  });

  it('deletes a user, who then cannot be found, and logs it', async () => {
    const target = await signedIn(db);
    expect((await rest(app, admin.cookie, 'DELETE', `/api/users/${target.user.id}`)).statusCode).toBe(200);
    expect((await rest(app, admin.cookie, 'GET', `/api/users/${target.user.id}`)).statusCode).toBe(404);
    const entry = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('target_id', '=', target.user.id)
      .where('action', '=', 'user.delete')
      .executeTakeFirstOrThrow();
    expect(entry.actor_id).toBe(admin.user.id);
  });
});
