import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/app';
import { rpc, signedIn } from '../support/calls';
import { linkDiscord } from '../support/competitions';

const { app, db } = await createTestApp();

/** A YYYY-MM-DD birth date that makes someone `years` old today. */
function bornYearsAgo(years: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate()))
    .toISOString()
    .slice(0, 10);
}

/** A logged-in user with a linked Discord account (applying needs one). */
async function applicant() {
  const { user, cookie } = await signedIn(db);
  await linkDiscord(db, user.id);
  return { user, cookie };
}

const application = (date_of_birth: string, extra: object = {}) => ({
  first_name: 'Mila',
  last_name: 'Jovanović',
  gender: 'female',
  date_of_birth,
  permanent_residence: 'Subotica',
  institution_id: null,
  institution_name: 'OŠ Sveti Sava',
  shirt_size: 'S',
  ...extra,
});

interface Change {
  application: { guardian_consent_at: string | null };
}

describe('guardian consent for applicants under 15', () => {
  it('refuses a 14-year-old without it (translated), and nothing is written', async () => {
    const { user, cookie } = await applicant();
    const res = await app.inject({
      method: 'POST',
      url: '/trpc/competitors.create',
      cookies: { session: cookie },
      headers: { origin: 'http://localhost:3000', 'content-type': 'application/json', 'accept-language': 'sr' },
      payload: JSON.stringify(application(bornYearsAgo(14))),
    });
    expect(res.statusCode).toBe(400);
    const body = res.json() as { error: { message: string; data: { fieldErrors?: Record<string, string[]> } } };
    expect(body.error.data.fieldErrors).toMatchObject({ guardian_consent: ['guardianConsentRequired'] });
    const rows = await db.selectFrom('competitor_applications').select('id').where('user_id', '=', user.id).execute();
    expect(rows).toEqual([]);
  });

  it('records when the consent was given', async () => {
    const { user, cookie } = await applicant();
    const before = Date.now();
    const answer = await rpc<Change>(
      app,
      cookie,
      'competitors.create',
      application(bornYearsAgo(14), { guardian_consent: true }),
    );
    expect(Date.parse(answer.application.guardian_consent_at!)).toBeGreaterThanOrEqual(before - 1000);
    const row = await db
      .selectFrom('competitor_applications')
      .select(['id', 'guardian_consent_at'])
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.guardian_consent_at?.toISOString()).toBe(answer.application.guardian_consent_at);

    // The admin's view of the application shows it.
    const admin = await signedIn(db, ['admin']);
    const seen = await rpc<{ competitor: { guardian_consent_at: string | null } }>(
      app,
      admin.cookie,
      'admin.competitors.get',
      { id: row.id },
      'query',
    );
    expect(seen.competitor.guardian_consent_at).toBe(answer.application.guardian_consent_at);
  });

  it('asks nothing of a 15-year-old and records nothing, even when the box was ticked', async () => {
    const { cookie } = await applicant();
    const answer = await rpc<Change>(
      app,
      cookie,
      'competitors.create',
      application(bornYearsAgo(15), { guardian_consent: true }),
    );
    expect(answer.application.guardian_consent_at).toBeNull();
  });
});
