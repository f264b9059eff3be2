import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/app';
import { rpc, signedIn } from '../support/calls';
import { createCompetition, hoursFromNow, makeCompetitor } from '../support/competitions';
import { createUser, waitForMail } from '../support/auth';
import { uniqueName } from '../support/ctfd';
import { createSeason } from '../support/programme';
import { auditEntries } from '../support/audit';
import { createSession } from '../../src/services/auth/sessions';

const { app, db } = await createTestApp();
const organizer = await signedIn(db, ['organizer']);

/** A season with a junior (≤ 20 on 1 Dec 2026) and a senior (21–25) category; its id. */
async function seasonWithCategories() {
  const categories = [
    { code: 'junior', name: 'Juniori', age_max: 20, reference_date: '2025-12-01', position: 1 },
    { code: 'senior', name: 'Seniori', age_min: 21, age_max: 25, reference_date: '2025-12-01', position: 2 },
  ];
  return (await createSeason(db, categories, `gate-${uniqueName()}`)).id;
}

/** A qualification with these results and a finals competition in the same season. */
async function qualsAndFinals(results: { username: string; place: number; score: number }[]) {
  const seasonId = await seasonWithCategories();
  const quals = await createCompetition(db, { stage: 'quals' });
  const finals = await createCompetition(db, { stage: 'finals' });
  await db.updateTable('competitions').set({ season_id: seasonId }).where('id', 'in', [quals.id, finals.id]).execute();
  if (results.length)
    await db
      .insertInto('competition_results')
      .values(results.map((row) => ({ competition_id: quals.id, ...row })))
      .execute();
  return { quals, finals };
}

/** A qualification's results: these players first, second, … with 900, 800, … points. */
const inPlaceOrder = (...players: { username: string }[]) =>
  players.map(({ username }, index) => ({ username, place: index + 1, score: 900 - 100 * index }));

/** An accepted competitor with Discord, born on this day. */
async function competitor(dateOfBirth: string) {
  const user = await createUser(db);
  await makeCompetitor(db, user.id, { date_of_birth: dateOfBirth });
  return user;
}

const gate = (finals: string, quals: string, quotas: { category: string; count: number }[]) => ({
  slug: finals,
  source_slug: quals,
  quotas,
  invitation_expires_at: hoursFromNow(48).toISOString(),
});

describe('advancing from a qualification to the finals', () => {
  it('previews quotas per category with waitlists and what is left out, and writes nothing', async () => {
    const j1 = await competitor('2008-01-01');
    const j2 = await competitor('2005-12-01'); // 20 on 1 Dec 2025: junior
    const s1 = await competitor('2004-12-01'); // 21: senior
    const old = await competitor('1990-01-01'); // in no category
    const pending = await createUser(db);
    const { quals, finals } = await qualsAndFinals([
      { username: s1.username, place: 1, score: 900 },
      { username: j2.username, place: 2, score: 800 },
      { username: 'nobody-here', place: 3, score: 700 },
      { username: old.username, place: 4, score: 600 },
      { username: j1.username, place: 5, score: 500 },
      { username: pending.username, place: 6, score: 400 },
    ]);
    const preview = await rpc<{
      invited: { username: string; category: string; rank: number }[];
      waitlist: Record<string, { username: string }[]>;
      left_out: { username: string; reason: string }[];
      version: number;
    }>(
      app,
      organizer.cookie,
      'organizer.stageGate.preview',
      gate(finals.slug, quals.slug, [
        { category: 'junior', count: 1 },
        { category: 'senior', count: 1 },
      ]),
      'query',
    );
    expect(preview.invited.map((c) => [c.username, c.category, c.rank])).toEqual([
      [j2.username, 'junior', 1],
      [s1.username, 'senior', 1],
    ]);
    expect(preview.waitlist.junior!.map((c) => c.username)).toEqual([j1.username]);
    expect(preview.left_out).toEqual([
      { username: 'nobody-here', place: 3, reason: 'NO_ACCOUNT' },
      { username: old.username, place: 4, reason: 'NO_CATEGORY' },
      { username: pending.username, place: 6, reason: 'NOT_A_COMPETITOR' },
    ]);
    expect(preview.version).toBe(0);
    const invitations = await db
      .selectFrom('finals_invitations')
      .selectAll()
      .where('competition_id', '=', finals.id)
      .execute();
    expect(invitations).toEqual([]);
  });

  it('breaks a tie by CTFd’s position when the results came from CTFd, else the younger first', async () => {
    const older = await competitor('2007-01-01');
    const younger = await competitor('2008-06-01');
    const { quals, finals } = await qualsAndFinals([]);
    const juniorGate = gate(finals.slug, quals.slug, [{ category: 'junior', count: 1 }]);
    type Preview = { tie_break: string; invited: { username: string; tie_break: string | null }[] };
    const preview = () => rpc<Preview>(app, organizer.cookie, 'organizer.stageGate.preview', juniorGate, 'query');
    // "Import from CTFd" writes CTFd's own position beside the shared place: the older reached 500 first.
    const fromCtfd = `place,username,score,ctfd_position\n1,${younger.username},500,2\n1,${older.username},500,1\n`;
    await rpc(app, organizer.cookie, 'organizer.results.publish', { slug: quals.slug, csv: fromCtfd });
    const stored = await db
      .selectFrom('competition_results')
      .select(['username', 'ctfd_position'])
      .where('competition_id', '=', quals.id)
      .orderBy('ctfd_position')
      .execute();
    expect(stored).toEqual([
      { username: older.username, ctfd_position: 1 },
      { username: younger.username, ctfd_position: 2 },
    ]);
    expect(await preview()).toMatchObject({
      tie_break: 'ctfd_last_solve',
      invited: [{ username: older.username, tie_break: 'ctfd_last_solve' }],
    });

    // The same places from a file without CTFd's positions (stored as none): OliCyber's rule, the younger first.
    await db
      .updateTable('competition_results')
      .set({ ctfd_position: null })
      .where('competition_id', '=', quals.id)
      .execute();
    expect(await preview()).toMatchObject({
      tie_break: 'younger_first',
      invited: [{ username: younger.username, tie_break: 'younger_first' }],
    });
  });

  it('confirming invites the chosen with their category, once per person in the audit log, and mails each', async () => {
    const j1 = await competitor('2008-01-01');
    const j2 = await competitor('2008-02-01');
    const { quals, finals } = await qualsAndFinals(inPlaceOrder(j1, j2));
    const result = await rpc(app, organizer.cookie, 'organizer.stageGate.confirm', {
      ...gate(finals.slug, quals.slug, [{ category: 'junior', count: 1 }]),
      version: 0,
    });
    expect(result).toEqual({ invited: 1, version: 1 });
    const invitations = await db
      .selectFrom('finals_invitations')
      .select(['user_id', 'status', 'gate_category'])
      .where('competition_id', '=', finals.id)
      .execute();
    expect(invitations).toEqual([{ user_id: j1.id, status: 'pending', gate_category: 'junior' }]);
    const audit = await auditEntries(db, { id: [j1.id, j2.id], action: 'finals.gateInvite' }, [
      'action',
      'target_id',
      'actor_id',
    ]);
    expect(audit).toEqual([{ action: 'finals.gateInvite', target_id: j1.id, actor_id: organizer.user.id }]);
    const [mail] = await waitForMail(db, j1.email);
    expect(mail?.subject).toBe(`Позив у финале: ${finals.name}`);
  });

  it('lets one of two organizers confirming the same gate at once win; the other gets 409', async () => {
    const j1 = await competitor('2008-01-01');
    const { quals, finals } = await qualsAndFinals(inPlaceOrder(j1));
    const second = await signedIn(db, ['organizer']);
    const input = { ...gate(finals.slug, quals.slug, [{ category: 'junior', count: 1 }]), version: 0 };
    const outcomes = await Promise.allSettled([
      rpc(app, organizer.cookie, 'organizer.stageGate.confirm', input),
      rpc(app, second.cookie, 'organizer.stageGate.confirm', input),
    ]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
    expect(String(refused.reason)).toMatch(/Someone else saved this while you were editing/);
    const count = await db
      .selectFrom('finals_invitations')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('competition_id', '=', finals.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('offers a declined seat to the next junior at once when the organizer chose so', async () => {
    const j1 = await competitor('2008-01-01');
    const j2 = await competitor('2008-02-01');
    const j3 = await competitor('2008-03-01');
    const { quals, finals } = await qualsAndFinals(inPlaceOrder(j1, j2, j3));
    await rpc(app, organizer.cookie, 'organizer.stageGate.confirm', {
      ...gate(finals.slug, quals.slug, [{ category: 'junior', count: 1 }]),
      auto_offer: true,
      version: 0,
    });
    const { token: cookie } = await createSession(db, { userId: j1.id, secondFactor: 'none' });
    await rpc(app, cookie, 'competitions.attend', { slug: finals.slug, answer: { status: 'declined' } });
    const invitations = await db
      .selectFrom('finals_invitations')
      .select(['user_id', 'status', 'gate_category'])
      .where('competition_id', '=', finals.id)
      .orderBy('user_id')
      .execute();
    expect(invitations).toEqual([
      { user_id: j1.id, status: 'declined', gate_category: 'junior' },
      { user_id: j2.id, status: 'pending', gate_category: 'junior' },
    ]);
    const audit = await auditEntries(db, { id: j2.id, action: 'finals.waitlistOffer' }, ['target_id', 'actor_id']);
    expect(audit).toEqual([{ target_id: j2.id, actor_id: organizer.user.id }]);
  });

  it('shows a seat an expiry freed and offers it to the next only when the organizer confirms', async () => {
    const j1 = await competitor('2008-01-01');
    const j2 = await competitor('2008-02-01');
    const { quals, finals } = await qualsAndFinals(inPlaceOrder(j1, j2));
    await rpc(app, organizer.cookie, 'organizer.stageGate.confirm', {
      ...gate(finals.slug, quals.slug, [{ category: 'junior', count: 1 }]),
      version: 0,
    });
    await db
      .updateTable('finals_invitations')
      .set({ invitation_expires_at: hoursFromNow(-1) })
      .where('competition_id', '=', finals.id)
      .execute();
    const seats = await rpc<{ categories: { category: string; free: number; next: { username: string } | null }[] }>(
      app,
      organizer.cookie,
      'organizer.stageGate.seats',
      { slug: finals.slug },
      'query',
    );
    expect(seats.categories).toEqual([
      expect.objectContaining({
        category: 'junior',
        quota: 1,
        held: 0,
        free: 1,
        next: expect.objectContaining({ username: j2.username }),
      }),
    ]);
    expect(
      await rpc(app, organizer.cookie, 'organizer.stageGate.offerNext', { slug: finals.slug, category: 'junior' }),
    ).toEqual({
      offered: j2.username,
    });
    // The seat is held again: a second click offers nobody.
    expect(
      await rpc(app, organizer.cookie, 'organizer.stageGate.offerNext', { slug: finals.slug, category: 'junior' }),
    ).toEqual({
      offered: null,
    });
  });
});
