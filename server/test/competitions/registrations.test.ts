import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/app';
import { waitForMail } from '../support/auth';
import { rest, signedIn } from '../support/calls';
import { createCompetition, hoursFromNow, makeCompetitor, openForRegistration } from '../support/competitions';

const { app, db } = await createTestApp();
const organizer = await signedIn(db, ['organizer']);
/** The organizer's decision on one registration, through its REST path. */
const decide = (slug: string, id: number, decision: 'accept' | 'reject') =>
  rest(app, organizer.cookie, 'POST', `/api/competitions/${slug}/registrations/${id}/${decision}`);

describe('registering for a competition', () => {
  it('copies the accepted competitor profile and starts pending', async () => {
    const { slug } = await createCompetition(db, openForRegistration());
    const user = await signedIn(db, [], { language: 'en' });
    await makeCompetitor(db, user.user.id);
    expect((await rest(app, user.cookie, 'GET', `/api/competitions/${slug}/registration`)).json()).toEqual({
      registration: null,
    });
    const res = await rest(app, user.cookie, 'POST', `/api/competitions/${slug}/registration`);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      registration: {
        status: 'pending',
        first_name: 'Jovana',
        last_name: 'Marković',
        gender: 'female',
        date_of_birth: '2007-09-01',
        institution_name: 'Prva kragujevačka gimnazija',
      },
    });
    // A later change of the profile does not change the registration.
    await db
      .updateTable('competitor_applications')
      .set({ last_name: 'Jovanović' })
      .where('user_id', '=', user.user.id)
      .execute();
    expect((await rest(app, user.cookie, 'GET', `/api/competitions/${slug}/registration`)).json()).toMatchObject({
      registration: { last_name: 'Marković' },
    });
    // Registering again (a double tap) answers the one registration, never an error.
    const again = await rest(app, user.cookie, 'POST', `/api/competitions/${slug}/registration`);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ registration: { status: 'pending', last_name: 'Marković' } });
  });

  it('needs an accepted competitor profile', async () => {
    const { slug } = await createCompetition(db, openForRegistration());
    const user = await signedIn(db);
    const res = await rest(app, user.cookie, 'POST', `/api/competitions/${slug}/registration`);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'NOT_A_COMPETITOR' });
  });

  it('is refused outside the registration window', async () => {
    const { slug } = await createCompetition(db, { stage: 'quals', registration_ends_at: hoursFromNow(-1) });
    const user = await signedIn(db);
    await makeCompetitor(db, user.user.id);
    expect((await rest(app, user.cookie, 'POST', `/api/competitions/${slug}/registration`)).json()).toMatchObject({
      code: 'REGISTRATION_CLOSED',
    });
  });

  it('is decided by an organizer, once, and the user gets an email', async () => {
    const competition = await createCompetition(db, openForRegistration());
    const user = await signedIn(db, [], { language: 'en' });
    await makeCompetitor(db, user.user.id);
    const { registration } = (
      await rest(app, user.cookie, 'POST', `/api/competitions/${competition.slug}/registration`)
    ).json();
    const list = (
      await rest(app, organizer.cookie, 'GET', `/api/competitions/${competition.slug}/registrations`)
    ).json();
    expect(list.data).toMatchObject([
      { id: registration.id, status: 'pending', user: { username: user.user.username } },
    ]);

    const accepted = await decide(competition.slug, registration.id, 'accept');
    expect(accepted.json()).toMatchObject({ status: 'accepted' });
    const [mail] = await waitForMail(db, user.user.email);
    expect(mail?.subject).toBe(`Your registration for “${competition.name}” was accepted`);
    const again = await decide(competition.slug, registration.id, 'reject');
    expect(again.json()).toMatchObject({ code: 'REGISTRATION_NOT_PENDING' });
  });
});
