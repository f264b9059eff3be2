import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/app';
import { rest, signedIn } from '../support/calls';
import { createCompetition, makeCompetitor, openForRegistration } from '../support/competitions';

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
    expect((await ctfd(user.cookie, competition.slug)).json()).toMatchObject({ code: 'REGISTRATION_REQUIRED' });
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
    expect((await ctfd(user.cookie, competition.slug)).json()).toMatchObject({ code: 'FINALS_INVITATION_REQUIRED' });
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

  it('is explained in the list before any click: the registration status and why Access is refused', async () => {
    const quals = await createCompetition(db, openForRegistration());
    const finals = await createCompetition(db, { stage: 'finals' });
    const warmup = await createCompetition(db, { stage: 'warmup' });
    const noDiscord = await signedIn(db);
    await makeCompetitor(db, noDiscord.user.id, { discord: false });
    const user = await signedIn(db);
    await makeCompetitor(db, user.user.id);
    type Listed = { slug: string; registration_status: string | null; access_refusal: string | null };
    const listed = async (cookie: string) => {
      const list = (await rest(app, cookie, 'GET', '/api/competitions')).json() as Listed[];
      return Object.fromEntries(
        list
          .filter((c) => [quals.slug, finals.slug, warmup.slug].includes(c.slug))
          .map((c) => [c.slug, [c.registration_status, c.access_refusal]]),
      );
    };
    expect(await listed(noDiscord.cookie)).toEqual({
      [quals.slug]: [null, 'DISCORD_REQUIRED'],
      [finals.slug]: [null, 'DISCORD_REQUIRED'],
      [warmup.slug]: [null, 'DISCORD_REQUIRED'],
    });
    expect(await listed(user.cookie)).toEqual({
      [quals.slug]: [null, 'REGISTRATION_REQUIRED'],
      [finals.slug]: [null, 'FINALS_INVITATION_REQUIRED'],
      [warmup.slug]: [null, null],
    });
    const { registration } = (
      await rest(app, user.cookie, 'POST', `/api/competitions/${quals.slug}/registration`)
    ).json();
    expect((await listed(user.cookie))[quals.slug]).toEqual(['pending', 'REGISTRATION_PENDING']);
    expect((await ctfd(user.cookie, quals.slug)).json()).toMatchObject({
      code: 'REGISTRATION_PENDING',
      message: expect.stringContaining('waiting'),
    });
    const organizer = await signedIn(db, ['organizer']);
    await rest(
      app,
      organizer.cookie,
      'POST',
      `/api/competitions/${quals.slug}/registrations/${registration.id}/reject`,
    );
    expect((await listed(user.cookie))[quals.slug]).toEqual(['rejected', 'REGISTRATION_REJECTED']);
    expect((await ctfd(user.cookie, quals.slug)).json()).toMatchObject({ code: 'REGISTRATION_REJECTED' });
  });

  it('registers once when the same user submits twice at the same moment', async () => {
    const competition = await createCompetition(db, openForRegistration());
    const user = await signedIn(db);
    await makeCompetitor(db, user.user.id);
    const post = () => rest(app, user.cookie, 'POST', `/api/competitions/${competition.slug}/registration`);
    const answers = await Promise.all([post(), post()]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201]);
    const ids = answers.map((a) => (a.json() as { registration: { id: number } }).registration.id);
    expect(ids[0]).toBe(ids[1]);
    const rows = await db
      .selectFrom('competition_registrations')
      .select('id')
      .where('competition_id', '=', competition.id)
      .execute();
    expect(rows).toEqual([{ id: ids[0] }]);
  });
});
