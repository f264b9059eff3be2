import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/app';
import { waitForMail } from '../support/auth';
import { rest, rpc, signedIn } from '../support/calls';
import { createApplicant } from '../support/competitors';

const { app, db } = await createTestApp();
const admin = await signedIn(db, ['admin']);
// A reference institution (migration 0104), as an admin would pick it.
const school = await db
  .selectFrom('institutions')
  .select('id')
  .where('name', '=', 'Matematička gimnazija')
  .where('city', '=', 'Beograd')
  .executeTakeFirstOrThrow();

const applicant = (values: Parameters<typeof createApplicant>[1] = {}) =>
  createApplicant(db, { gender: 'male', ...values });

interface Page {
  data: { id: number; status: string; full_name: string; ctf_team: boolean; user: { username: string } }[];
  meta: { total: number; page: number; page_count: number };
}
const list = (input: Record<string, unknown>) => rpc<Page>(app, admin.cookie, 'admin.competitors.list', input, 'query');

describe('deciding applications', () => {
  it('accepts: the competitor joins the team, gets an email in their language, and the log says who', async () => {
    const { user, id } = await applicant({ language: 'en' });
    const res = await rest(app, admin.cookie, 'POST', `/api/competitors/pending/${id}/approve`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'accepted', ctf_team: true, joined_team_at: expect.any(String) });
    const [mail] = await waitForMail(db, user.email);
    expect(mail?.subject).toBe('Your competitor application was accepted');
    const { audit } = await rpc<{ audit: { action: string; actor_username: string }[] }>(
      app,
      admin.cookie,
      'admin.competitors.get',
      { id },
      'query',
    );
    expect(audit[0]).toMatchObject({ action: 'competitor.accept', actor_username: admin.user.username });
    const again = await rest(app, admin.cookie, 'POST', `/api/competitors/pending/${id}/approve`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'NOTHING_TO_DECIDE' });
  });

  it('rejects with a reason the applicant reads in Serbian, and can reconsider', async () => {
    const { user, id } = await applicant({ language: 'sr' });
    const res = await rest(app, admin.cookie, 'POST', `/api/competitors/pending/${id}/reject`, {
      message: 'Недостаје потврда о упису.',
    });
    expect(res.json()).toMatchObject({
      status: 'rejected',
      rejection_reason: 'Недостаје потврда о упису.',
      ctf_team: false,
    });
    const [mail] = await waitForMail(db, user.email);
    expect(mail?.subject).toBe('Ваша пријава за такмичара није прихваћена');
    expect(mail?.text).toContain('Образложење: Недостаје потврда о упису.');

    const reconsidered = await rpc<{ status: string; rejection_reason: string | null }>(
      app,
      admin.cookie,
      'admin.competitors.reconsider',
      { id },
    );
    expect(reconsidered).toMatchObject({ status: 'pending', rejection_reason: null });
    await expect(rpc(app, admin.cookie, 'admin.competitors.reconsider', { id })).rejects.toMatchObject({
      code: 'NOT_REJECTED',
    });
  });

  it('rejects without a reason too', async () => {
    const { id } = await applicant();
    expect((await rest(app, admin.cookie, 'POST', `/api/competitors/pending/${id}/reject`, {})).json()).toMatchObject({
      status: 'rejected',
      rejection_reason: null,
    });
  });

  it('lets the admin set the institution of a pending application', async () => {
    const { id } = await applicant();
    const res = await rest(app, admin.cookie, 'PATCH', `/api/competitors/pending/${id}`, {
      institution_id: school.id,
    });
    expect(res.json()).toMatchObject({
      institution: { id: school.id, name: 'Matematička gimnazija', city: 'Beograd' },
      institution_name: null,
    });
    expect(
      (await rest(app, admin.cookie, 'PATCH', `/api/competitors/pending/${id}`, { institution_id: 987654 })).json(),
    ).toMatchObject({ code: 'INSTITUTION_NOT_FOUND' });
  });
});

describe('the competitor lists', () => {
  it('split into all, the CTF team and pending, searched, sorted and paged on the server', async () => {
    const marker = `Zz${Date.now()}`;
    const pending = await applicant({ last_name: `${marker}Aa` });
    const accepted = await applicant({ status: 'accepted', last_name: `${marker}Bb` });
    const rejected = await applicant({ status: 'rejected', last_name: `${marker}Cc` });

    const all = await list({ tab: 'all', search: marker, sort: 'name' });
    expect(all.data.map((c) => c.id)).toEqual([pending.id, accepted.id, rejected.id]);
    expect((await list({ tab: 'ctf-team', search: marker })).data.map((c) => c.id)).toEqual([accepted.id]);
    expect((await list({ tab: 'pending', search: marker })).data.map((c) => c.id)).toEqual([pending.id]);
    const desc = await list({ tab: 'all', search: marker, sort: 'name', direction: 'desc' });
    expect(desc.data.map((c) => c.id)).toEqual([rejected.id, accepted.id, pending.id]);
    const byUsername = await list({ search: pending.user.username });
    expect(byUsername.data.map((c) => c.id)).toEqual([pending.id]);

    const page2 = await list({ tab: 'all', search: marker, sort: 'name', per_page: 10, page: 2 });
    expect(page2.data).toEqual([]);
    expect(page2.meta).toMatchObject({ total: 3, page: 2, page_count: 1 });

    const restPending = (
      await rest(app, admin.cookie, 'GET', `/api/competitors/pending?search=${marker}`)
    ).json() as Page;
    expect(restPending.data.map((c) => c.id)).toEqual([pending.id]);
  });

  it('count everything for the dashboard', async () => {
    // Other tests of this file add applications in any order: the counts are compared with the data.
    await applicant();
    await applicant({ status: 'accepted' });
    const stats = await rpc<Record<string, number>>(app, admin.cookie, 'admin.stats', undefined, 'query');
    const count = async (table: 'users' | 'institutions') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const applications = await db
      .selectFrom('competitor_applications')
      .select(['status', 'ctf_team'])
      .where('is_current', '=', true)
      .execute();
    expect(stats).toMatchObject({
      users: await count('users'),
      institutions: await count('institutions'),
      pending_applications: applications.filter((a) => a.status === 'pending').length,
      team_size: applications.filter((a) => a.status === 'accepted' && a.ctf_team).length,
    });
    expect(stats.pending_applications).toBeGreaterThan(0);
    expect(stats.team_size).toBeGreaterThan(0);
  });
});
