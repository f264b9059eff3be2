import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/app';
import { rest, signedIn } from '../support/calls';
import { createCompetition, makeCompetitor } from '../support/competitions';

const { app, db } = await createTestApp();
const ctfd = (cookie: string, slug: string) => rest(app, cookie, 'POST', `/api/competitions/${slug}/ctfd`);

describe('the Access button', () => {
  it('needs a linked Discord account', async () => {
    const { slug } = await createCompetition(db, { ctfd_url: 'https://warmup.ctfd.example.rs' });
    const user = await signedIn(db);
    const res = await ctfd(user.cookie, slug);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'DISCORD_REQUIRED' });
  });

  it('lets anyone with Discord into a warmup, and answers the competition’s CTFd address', async () => {
    const { slug } = await createCompetition(db, { stage: 'warmup', ctfd_url: 'https://warmup.ctfd.example.rs' });
    const user = await signedIn(db);
    await makeCompetitor(db, user.user.id);
    expect((await ctfd(user.cookie, slug)).json()).toEqual({ url: 'https://warmup.ctfd.example.rs' });
  });

  it('lets into quals only an accepted registration', async () => {
    const competition = await createCompetition(db, { stage: 'quals', ctfd_url: 'https://quals.ctfd.example.rs' });
    const user = await signedIn(db);
    await makeCompetitor(db, user.user.id);
    expect((await ctfd(user.cookie, competition.slug)).json()).toMatchObject({ code: 'NOT_ELIGIBLE' });
    await db
      .insertInto('competition_registrations')
      .values({
        competition_id: competition.id,
        user_id: user.user.id,
        status: 'accepted',
        first_name: 'J',
        last_name: 'M',
        gender: 'female',
        date_of_birth: '2007-01-01',
        institution_name: 'X',
      })
      .execute();
    expect((await ctfd(user.cookie, competition.slug)).json()).toEqual({ url: 'https://quals.ctfd.example.rs' });
  });

  it('lets into finals only an accepted invitation', async () => {
    const competition = await createCompetition(db, { stage: 'finals', ctfd_url: 'https://finals.ctfd.example.rs' });
    const user = await signedIn(db);
    await makeCompetitor(db, user.user.id);
    await db
      .insertInto('finals_invitations')
      .values({
        competition_id: competition.id,
        user_id: user.user.id,
        invitation_expires_at: new Date(Date.now() + 86_400_000),
      })
      .execute();
    expect((await ctfd(user.cookie, competition.slug)).json()).toMatchObject({ code: 'NOT_ELIGIBLE' });
    await db
      .updateTable('finals_invitations')
      .set({ status: 'accepted' })
      .where('user_id', '=', user.user.id)
      .execute();
    expect((await ctfd(user.cookie, competition.slug)).json()).toEqual({ url: 'https://finals.ctfd.example.rs' });
  });

  it('says so when the competition has no CTFd address yet', async () => {
    const { slug } = await createCompetition(db, { stage: 'warmup' });
    const user = await signedIn(db);
    await makeCompetitor(db, user.user.id);
    expect((await ctfd(user.cookie, slug)).json()).toMatchObject({ code: 'CTFD_NOT_CONFIGURED' });
  });

  it('is the only way to the CTFd address: lists, pages and REST answers never carry it', async () => {
    const address = 'https://quals-hidden.ctfd.example.rs';
    const competition = await createCompetition(db, { stage: 'quals', visibility: 'public', ctfd_url: address });
    const user = await signedIn(db);
    const answers = [
      await rest(app, user.cookie, 'GET', '/api/competitions'),
      await rest(app, user.cookie, 'GET', `/api/competitions/${competition.slug}`),
      await app.inject({
        url: `/trpc/competitions.list,competitions.get?batch=1&input=${encodeURIComponent(
          JSON.stringify({ 1: { slug: competition.slug } }),
        )}`,
        cookies: { session: user.cookie },
      }),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(competition.slug);
      expect(res.body).not.toContain(address);
      expect(res.body).not.toContain('ctfd_url');
    }
    expect((await ctfd(user.cookie, competition.slug)).json()).toMatchObject({ code: 'DISCORD_REQUIRED' });
  });
});
