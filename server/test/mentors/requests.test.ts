import { describe, expect, it } from 'vitest';
import type { MentorAdminRequest, MentorOwnRequest } from '@ctf/shared/schemas/mentors';
import { ascending } from '@ctf/shared/sort';
import { createTestApp } from '../support/app';
import { rpc, signedIn } from '../support/calls';
import { tokenFromMail, waitForMail } from '../support/auth';
import { createInstitution } from '../support/competitors';
import { uniqueName } from '../support/ctfd';
import { auditEntries } from '../support/audit';

const { app, db } = await createTestApp();
const admin = await signedIn(db, ['admin']);

const rolesOf = async (userId: number) =>
  (await db.selectFrom('users').select('roles').where('id', '=', userId).executeTakeFirstOrThrow()).roles;
const bindingsOf = (userId: number) =>
  db.selectFrom('mentor_institutions').select('institution_id').where('user_id', '=', userId).execute();

describe('a teacher asks to mentor a school', () => {
  it('is confirmed by the link mailed to the school’s contact, which works once', async () => {
    const contact = `skola-${uniqueName()}@example.org`;
    const school = await createInstitution(db, { contact_email: contact });
    const teacher = await signedIn(db);
    const request = await rpc<MentorOwnRequest>(app, teacher.cookie, 'mentors.requestAccess', {
      institution_id: school.id,
    });
    expect(request).toMatchObject({ status: 'pending', confirmation: 'email', institution: { id: school.id } });
    const [mail] = await waitForMail(db, contact);
    expect(mail!.text).toContain(teacher.user.username);
    expect(mail!.text).toContain('/mentor-confirm?token=');
    const token = tokenFromMail(mail!.text);
    const stored = await db
      .selectFrom('mentor_requests')
      .select('token_hash')
      .where('id', '=', request.id)
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toBe(token);

    const confirmed = await app.inject({
      method: 'POST',
      url: '/trpc/mentors.confirmRequest',
      headers: { origin: 'http://localhost:3000', 'content-type': 'application/json' },
      payload: JSON.stringify({ token }),
    });
    expect(confirmed.json()).toMatchObject({ result: { data: { institution: { id: school.id, name: school.name } } } });
    expect(await rolesOf(teacher.user.id)).toContain('mentor');
    expect(await bindingsOf(teacher.user.id)).toEqual([{ institution_id: school.id }]);
    const own = await rpc<MentorOwnRequest[]>(app, teacher.cookie, 'mentors.ownRequests', undefined, 'query');
    expect(own).toEqual([expect.objectContaining({ id: request.id, status: 'approved' })]);

    const again = await app.inject({
      method: 'POST',
      url: '/trpc/mentors.confirmRequest',
      headers: { origin: 'http://localhost:3000', 'content-type': 'application/json', 'accept-language': 'sr' },
      payload: JSON.stringify({ token }),
    });
    expect(again.json()).toMatchObject({ error: { data: { code: 'TOKEN_INVALID' } } });
  });

  it('waits for an admin when the school has no contact address; the admin approves or turns it down', async () => {
    const school = await createInstitution(db);
    const teacher = await signedIn(db);
    const request = await rpc<MentorOwnRequest>(app, teacher.cookie, 'mentors.requestAccess', {
      institution_id: school.id,
    });
    expect(request.confirmation).toBe('admin');
    await expect(
      rpc(app, teacher.cookie, 'mentors.requestAccess', { institution_id: school.id }),
    ).rejects.toMatchObject({ code: 'MENTOR_REQUEST_EXISTS' });

    const pending = await rpc<{ data: MentorAdminRequest[] }>(
      app,
      admin.cookie,
      'admin.mentors.requests',
      { status: 'pending' },
      'query',
    );
    expect(pending.data.map((row) => row.id)).toContain(request.id);

    const decided = await rpc<MentorAdminRequest>(app, admin.cookie, 'admin.mentors.decide', {
      id: request.id,
      approve: true,
    });
    expect(decided).toMatchObject({
      status: 'approved',
      decided_by: admin.user.username,
      username: teacher.user.username,
    });
    expect(await rolesOf(teacher.user.id)).toContain('mentor');
    await expect(
      rpc(app, admin.cookie, 'admin.mentors.decide', { id: request.id, approve: false }),
    ).rejects.toMatchObject({ code: 'NOTHING_TO_DECIDE' });
    expect(
      (await auditEntries(db, { type: 'user', id: teacher.user.id }, ['action'])).map((entry) => entry.action),
    ).toContain('mentor.requestApprove');

    const other = await createInstitution(db);
    const second = await rpc<MentorOwnRequest>(app, teacher.cookie, 'mentors.requestAccess', {
      institution_id: other.id,
    });
    await rpc(app, admin.cookie, 'admin.mentors.decide', { id: second.id, approve: false });
    expect(await bindingsOf(teacher.user.id)).toEqual([{ institution_id: school.id }]);
  });
});

describe('admins bind and unbind mentors', () => {
  it('gives the role with the first school and takes it with the last, each change audited', async () => {
    const [a, b] = [await createInstitution(db), await createInstitution(db)];
    const teacher = await signedIn(db);
    await rpc(app, admin.cookie, 'admin.mentors.bind', { user_id: teacher.user.id, institution_id: a.id });
    await rpc(app, admin.cookie, 'admin.mentors.bind', { user_id: teacher.user.id, institution_id: b.id });
    expect(await rolesOf(teacher.user.id)).toEqual(['mentor']);
    const listed = await rpc<{ institution: { id: number } }[]>(
      app,
      admin.cookie,
      'admin.mentors.bindings',
      { user_id: teacher.user.id },
      'query',
    );
    expect(listed.map((row) => row.institution.id).sort(ascending)).toEqual([a.id, b.id].sort(ascending));

    await rpc(app, admin.cookie, 'admin.mentors.unbind', { user_id: teacher.user.id, institution_id: a.id });
    expect(await rolesOf(teacher.user.id)).toEqual(['mentor']);
    await rpc(app, admin.cookie, 'admin.mentors.unbind', { user_id: teacher.user.id, institution_id: b.id });
    expect(await rolesOf(teacher.user.id)).toEqual([]);
    const actions = (await auditEntries(db, { type: 'user', id: teacher.user.id }, ['action'])).map(
      (entry) => entry.action,
    );
    expect(actions.filter((action) => action === 'mentor.bind')).toHaveLength(2);
    expect(actions.filter((action) => action === 'mentor.unbind')).toHaveLength(2);
  });
});

describe('a merge of two schools', () => {
  it('keeps the removed school’s mentors as mentors of the kept one', async () => {
    const [keep, remove] = [await createInstitution(db), await createInstitution(db)];
    const teacher = await signedIn(db);
    await rpc(app, admin.cookie, 'admin.mentors.bind', { user_id: teacher.user.id, institution_id: remove.id });
    await rpc(app, admin.cookie, 'admin.institutions.merge', { keep_id: keep.id, remove_id: remove.id });
    expect(await bindingsOf(teacher.user.id)).toEqual([{ institution_id: keep.id }]);
    expect(await rolesOf(teacher.user.id)).toEqual(['mentor']);
  });
});

describe('a school link', () => {
  it('names the school for the application, until the code is rotated', async () => {
    const school = await createInstitution(db);
    const { code } = await rpc<{ code: string }>(app, admin.cookie, 'admin.mentors.joinCode', {
      institution_id: school.id,
    });
    expect(code).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(await rpc(app, admin.cookie, 'admin.mentors.joinCode', { institution_id: school.id })).toEqual({
      institution_id: school.id,
      code,
    });
    const lookup = (value: string) =>
      app.inject({
        url: `/trpc/mentors.institutionByJoinCode?input=${encodeURIComponent(JSON.stringify({ code: value }))}`,
      });
    expect((await lookup(code)).json()).toEqual({
      result: { data: { id: school.id, name: school.name, city: school.city } },
    });

    const rotated = await rpc<{ code: string }>(app, admin.cookie, 'admin.mentors.rotateJoinCode', {
      institution_id: school.id,
    });
    expect(rotated.code).not.toBe(code);
    const old = await lookup(code);
    expect(old.statusCode).toBe(404);
    expect(old.json()).toMatchObject({ error: { data: { code: 'JOIN_CODE_NOT_FOUND' } } });
    expect(old.json().error.message).toMatch(/школе|school/i);
  });
});
