import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/app';
import { waitForMail } from '../support/auth';
import { rpc, signedIn } from '../support/calls';
import { createApplicant, createInstitution } from '../support/competitors';
import { ascending } from '@ctf/shared/sort';

const { app, db } = await createTestApp();
const admin = await signedIn(db, ['admin']);
const organizer = await signedIn(db, ['organizer']);

let counter = 0;
const marker = `m${Date.now().toString(36)}`;
const institution = (region: 'beograd' | 'vojvodina') =>
  createInstitution(db, {
    name: `Škola ${marker} ${(counter += 1)}`,
    city: region === 'beograd' ? 'Beograd' : 'Novi Sad',
    region,
    search_key: `skola ${marker} ${counter}`,
  });
const applicant = (values: Parameters<typeof createApplicant>[1] = {}) =>
  createApplicant(db, { language: 'en', gender: 'male', last_name: marker, ...values });

interface Page {
  data: { id: number; status: string; ctf_team: boolean; version: number }[];
  meta: { total: number };
}
const list = (input: Record<string, unknown>) =>
  rpc<Page>(app, admin.cookie, 'admin.competitors.list', { search: marker, per_page: 100, ...input }, 'query');
const auditOf = async (id: number) =>
  (
    await rpc<{ audit: { action: string; actor_username: string }[] }>(
      app,
      admin.cookie,
      'admin.competitors.get',
      { id },
      'query',
    )
  ).audit;

describe('competitor tabs and filters', () => {
  it('lists rejected applications in their own tab and filters by institution, region and gender', async () => {
    const belgrade = await institution('beograd');
    const noviSad = await institution('vojvodina');
    const last = `${marker}filters`;
    const rejected = await applicant({ status: 'rejected', last_name: last });
    const woman = await applicant({ gender: 'female', institution_id: noviSad.id, last_name: last });
    const man = await applicant({ institution_id: belgrade.id, last_name: last });
    const ids = (page: Page) => page.data.map((row) => row.id).sort((a, b) => a - b);
    const mine = (input: Record<string, unknown>) => list({ search: last, ...input });

    expect(ids(await mine({ tab: 'rejected' }))).toEqual([rejected.id]);
    expect(ids(await mine({ tab: 'all', gender: 'female' }))).toEqual([woman.id]);
    expect(ids(await mine({ tab: 'pending', region: 'beograd' }))).toEqual([man.id]);
    expect(ids(await mine({ tab: 'all', institution_id: noviSad.id }))).toEqual([woman.id]);
    // Without a search, a filter is counted from the rows, not the kept totals.
    const filtered = await rpc<Page>(
      app,
      admin.cookie,
      'admin.competitors.list',
      { tab: 'all', institution_id: belgrade.id },
      'query',
    );
    expect(filtered.meta.total).toBe(1);
  });
});

describe('changing an accepted competitor', () => {
  it('revokes an acceptance: rejected with the reason, off the team, audited, and emailed', async () => {
    const { user, id } = await applicant({ status: 'accepted' });
    const after = await rpc<{ status: string; ctf_team: boolean; rejection_reason: string }>(
      app,
      admin.cookie,
      'admin.competitors.revoke',
      { id, message: 'Duplicate account' },
    );
    expect(after).toMatchObject({ status: 'rejected', ctf_team: false, rejection_reason: 'Duplicate account' });
    const [mail] = await waitForMail(db, user.email);
    expect(mail?.subject).toBe('Your competitor status was revoked');
    expect(mail?.text).toContain('Reason: Duplicate account');
    expect((await auditOf(id))[0]).toMatchObject({ action: 'competitor.revoke', actor_username: admin.user.username });
    await expect(rpc(app, admin.cookie, 'admin.competitors.revoke', { id })).rejects.toMatchObject({
      code: 'NOT_ACCEPTED',
    });
  });

  it('takes a competitor off the CTF team and back on, each audited and emailed', async () => {
    const { user, id } = await applicant({ status: 'accepted' });
    const removed = await rpc<{ status: string; ctf_team: boolean; joined_team_at: string | null }>(
      app,
      admin.cookie,
      'admin.competitors.setTeam',
      { id, ctf_team: false },
    );
    expect(removed).toMatchObject({ status: 'accepted', ctf_team: false, joined_team_at: null });
    expect((await list({ tab: 'ctf-team' })).data.map((row) => row.id)).not.toContain(id);
    const added = await rpc<{ ctf_team: boolean }>(app, admin.cookie, 'admin.competitors.setTeam', {
      id,
      ctf_team: true,
    });
    expect(added.ctf_team).toBe(true);
    const mails = await waitForMail(db, user.email, { count: 2 });
    // One email for each change (the mail queue does not promise their order of delivery).
    expect(mails.map((m) => m.subject).sort(ascending)).toEqual(
      ['You are no longer a member of the CTF team', 'You are a member of the CTF team again'].sort(ascending),
    );
    expect((await auditOf(id)).map((e) => e.action).slice(0, 2)).toEqual([
      'competitor.teamAdd',
      'competitor.teamRemove',
    ]);
  });

  it('refuses a team change over a newer version, and a pending application', async () => {
    const { id } = await applicant({ status: 'accepted' });
    const [row] = (await list({ tab: 'ctf-team' })).data.filter((r) => r.id === id);
    await rpc(app, admin.cookie, 'admin.competitors.setTeam', { id, ctf_team: false, version: row!.version });
    await expect(
      rpc(app, admin.cookie, 'admin.competitors.setTeam', { id, ctf_team: true, version: row!.version }),
    ).rejects.toMatchObject({ code: 'EDIT_CONFLICT' });
    const pending = await applicant();
    await expect(
      rpc(app, admin.cookie, 'admin.competitors.setTeam', { id: pending.id, ctf_team: false }),
    ).rejects.toMatchObject({ code: 'NOT_ACCEPTED' });
  });

  it('is for admins only', async () => {
    const { id } = await applicant({ status: 'accepted' });
    for (const [path, input] of [
      ['admin.competitors.revoke', { id }],
      ['admin.competitors.setTeam', { id, ctf_team: false }],
      ['admin.competitors.bulkDecide', { ids: [id], outcome: 'accepted' }],
    ] as const)
      await expect(rpc(app, organizer.cookie, path, input)).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('bulk decisions', () => {
  it('accepts several pending applications, one email and audit entry each, and reports each one', async () => {
    const a = await applicant();
    const b = await applicant({ language: 'sr' });
    const decided = await applicant({ status: 'accepted' });
    const { results } = await rpc<{ results: { id: number; ok: boolean; code?: string; message?: string }[] }>(
      app,
      admin.cookie,
      'admin.competitors.bulkDecide',
      { ids: [a.id, b.id, decided.id], outcome: 'accepted' },
    );
    expect(results).toEqual([
      { id: a.id, ok: true, full_name: expect.any(String) },
      { id: b.id, ok: true, full_name: expect.any(String) },
      {
        id: decided.id,
        ok: false,
        code: 'NOTHING_TO_DECIDE',
        message: 'There is no pending application to decide.',
      },
    ]);
    expect((await waitForMail(db, a.user.email))[0]?.subject).toBe('Your competitor application was accepted');
    expect((await waitForMail(db, b.user.email))[0]?.subject).toBe('Ваша пријава за такмичара је прихваћена');
    expect((await auditOf(a.id))[0]?.action).toBe('competitor.accept');
    expect((await auditOf(b.id))[0]?.action).toBe('competitor.accept');
    const untouched = await db.selectFrom('dev_mailbox').select('id').where('to', '=', decided.user.email).execute();
    expect(untouched).toEqual([]);
  });

  it('rejects several with one reason', async () => {
    const a = await applicant();
    const b = await applicant();
    const { results } = await rpc<{ results: { ok: boolean }[] }>(app, admin.cookie, 'admin.competitors.bulkDecide', {
      ids: [a.id, b.id],
      outcome: 'rejected',
      message: 'Incomplete',
    });
    expect(results.every((r) => r.ok)).toBe(true);
    const rows = await db
      .selectFrom('competitor_applications')
      .select(['status', 'rejection_reason'])
      .where('id', 'in', [a.id, b.id])
      .execute();
    expect(rows).toEqual([
      { status: 'rejected', rejection_reason: 'Incomplete' },
      { status: 'rejected', rejection_reason: 'Incomplete' },
    ]);
    expect((await waitForMail(db, b.user.email))[0]?.text).toContain('Reason: Incomplete');
  });
});
