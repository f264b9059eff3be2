import { afterAll, describe, expect, it } from 'vitest';
import { demoResultsCsv } from '../../../scripts/seed-demo';
import { createDatabase } from '../../src/db/database';
import { parseResultsCsv } from '../../src/services/competitions/results';
import { createTestDatabase } from '../support/app';
import { expectSucceeded, runScript } from '../support/process';

const database = await createTestDatabase();
const db = createDatabase(database.url, 1);
afterAll(() => db.destroy());

const run = (env: Record<string, string>) =>
  runScript('scripts/seed-demo.ts', { env: { DATABASE_URL: database.url, ...env } });

describe('npm run seed:demo', () => {
  it('generates 142 valid rows, places ascending', () => {
    const { rows, errors } = parseResultsCsv(demoResultsCsv());
    expect(errors).toEqual([]);
    expect(rows).toHaveLength(142);
    expect(rows.every((r, i) => i === 0 || r.place >= rows[i - 1]!.place)).toBe(true);
  });

  it('publishes them for sccquals2025, and can run again', async () => {
    for (let i = 0; i < 2; i += 1) {
      const result = run({});
      expectSucceeded(result, 'Published 142 results for sccquals2025');
    }
    const competition = await db
      .selectFrom('competitions')
      .select(['id', 'results_published_at'])
      .where('slug', '=', 'sccquals2025')
      .executeTakeFirstOrThrow();
    expect(competition.results_published_at).not.toBeNull();
    const count = await db
      .selectFrom('competition_results')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('competition_id', '=', competition.id)
      .executeTakeFirstOrThrow();
    expect(count.n).toBe(142);
  });

  it('makes a season around today: a past qualifier, a past final and a qualifier open for registration', async () => {
    const result = run({});
    expect(result.status, result.stderr).toBe(0);
    const season = await db
      .selectFrom('competitions')
      .select(['slug', 'stage', 'visibility', 'registration_starts_at', 'registration_ends_at', 'starts_at', 'ends_at'])
      .where('slug', 'in', ['sccquals2025', 'sccfinals2025', 'sccquals2026'])
      .orderBy('starts_at')
      .execute();
    const now = Date.now();
    expect(season.map((c) => [c.slug, c.stage, c.visibility])).toEqual([
      ['sccquals2025', 'quals', 'public'],
      ['sccfinals2025', 'finals', 'public'],
      ['sccquals2026', 'quals', 'public'],
    ]);
    const [past, final, open] = season;
    expect(past!.ends_at!.getTime()).toBeLessThan(now);
    expect(final!.ends_at!.getTime()).toBeLessThan(now);
    expect(open!.registration_starts_at!.getTime()).toBeLessThan(now);
    expect(open!.registration_ends_at!.getTime()).toBeGreaterThan(now);
    expect(open!.starts_at!.getTime()).toBeGreaterThan(open!.registration_ends_at!.getTime());
    // Each in the season its name says, whatever year today's dates fall in.
    const seasons = await db
      .selectFrom('competitions as c')
      .innerJoin('seasons as s', 's.id', 'c.season_id')
      .select(['c.slug', 's.name'])
      .where('c.slug', 'in', ['sccquals2025', 'sccfinals2025', 'sccquals2026'])
      .orderBy('c.starts_at')
      .execute();
    expect(seasons.map((row) => [row.slug, row.name])).toEqual([
      ['sccquals2025', '2025'],
      ['sccfinals2025', '2025'],
      ['sccquals2026', '2026'],
    ]);
  });

  it('refuses production', () => {
    const result = run({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://ctf.example.rs',
      TURNSTILE_SITE_KEY: 'a',
      TURNSTILE_SECRET_KEY: 'b',
      RESEND_API_KEY: 'c',
      TOTP_SECRET_KEY: 'dG90cC1zZWNyZXQta2V5LWZvci10ZXN0cy0zMmJ5dGU=',
      DEVICE_COOKIE_KEY: 'ZGV2aWNlLWNvb2tpZS1rZXktZm9yLXRlc3RzLTMyYiE=',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('refuses to run in production');
  });
});
