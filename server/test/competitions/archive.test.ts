import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/app';
import { rest, rpc, signedIn } from '../support/calls';
import { createCompetition, hoursFromNow } from '../support/competitions';
import { auditEntries } from '../support/audit';

const { app, db } = await createTestApp();
const organizer = await signedIn(db, ['organizer']);
const player = await signedIn(db);

const auditActions = async (id: number) =>
  (await auditEntries(db, { type: 'competition', id }, ['action', 'actor_username'])).map(
    (entry) => `${entry.action} by ${entry.actor_username}`,
  );

const playerSlugs = async () =>
  ((await rest(app, player.cookie, 'GET', '/api/competitions')).json() as { slug: string }[]).map((c) => c.slug);

describe('an organizer deleting a competition', () => {
  it('deletes one nothing hangs on for good, and records it', async () => {
    const competition = await createCompetition(db);
    const res = await rest(app, organizer.cookie, 'DELETE', `/api/competitions/${competition.slug}`);
    expect(res.json()).toEqual({ ok: true, archived: false });
    expect(await db.selectFrom('competitions').select('id').where('id', '=', competition.id).execute()).toEqual([]);
    expect(await auditActions(competition.id)).toEqual([`competition.delete by ${organizer.user.username}`]);
  });

  it.each([
    ['a registration', 'registrations'],
    ['a finals invitation', 'invitations'],
    ['published results', 'results'],
    ['a CTFd client an admin registered', 'ctfd_clients'],
  ] as const)('archives one with %s instead: kept whole, hidden from players, restorable', async (_, what) => {
    const competition = await createCompetition(db, { visibility: 'public', stage: 'quals' });
    const other = await signedIn(db);
    if (what === 'registrations')
      await db
        .insertInto('competition_registrations')
        .values({
          competition_id: competition.id,
          user_id: other.user.id,
          first_name: 'Ivan',
          last_name: 'Lazić',
          gender: 'male',
          date_of_birth: '2005-05-05',
        })
        .execute();
    if (what === 'invitations')
      await db
        .insertInto('finals_invitations')
        .values({ competition_id: competition.id, user_id: other.user.id, invitation_expires_at: hoursFromNow(24) })
        .execute();
    if (what === 'results')
      await db
        .insertInto('competition_results')
        .values({ competition_id: competition.id, place: 1, username: 'pobednik', score: 1000 })
        .execute();
    if (what === 'ctfd_clients')
      await db
        .insertInto('ctfd_clients')
        .values({
          client_id: `client-${competition.id}`,
          secret_hash: 'x',
          name: 'Quals CTFd',
          redirect_uri: 'https://ctfd.example.rs/redirect',
          competition_id: competition.id,
        })
        .execute();
    expect(await playerSlugs()).toContain(competition.slug);

    const res = await rest(app, organizer.cookie, 'DELETE', `/api/competitions/${competition.slug}`);
    expect(res.json()).toEqual({ ok: true, archived: true });
    const held = {
      registrations: 'competition_registrations',
      invitations: 'finals_invitations',
      results: 'competition_results',
      ctfd_clients: 'ctfd_clients',
    } as const;
    const kept = await db
      .selectFrom(held[what])
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('competition_id', '=', competition.id)
      .executeTakeFirstOrThrow();
    expect(Number(kept.n)).toBe(1);
    expect(await playerSlugs()).not.toContain(competition.slug);
    expect((await rest(app, player.cookie, 'GET', `/api/competitions/${competition.slug}`)).statusCode).toBe(404);
    const listed = await rpc<{ slug: string; archived: boolean }[]>(
      app,
      organizer.cookie,
      'organizer.competitions.list',
      undefined,
      'query',
    );
    expect(listed.find((c) => c.slug === competition.slug)?.archived).toBe(true);

    const restored = await rpc<{ archived: boolean }>(app, organizer.cookie, 'organizer.competitions.restore', {
      slug: competition.slug,
    });
    expect(restored.archived).toBe(false);
    expect(await playerSlugs()).toContain(competition.slug);
    expect(await auditActions(competition.id)).toEqual([
      `competition.archive by ${organizer.user.username}`,
      `competition.restore by ${organizer.user.username}`,
    ]);
  });
});
