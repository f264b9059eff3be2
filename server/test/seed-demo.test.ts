import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { demoResultsCsv } from '../../scripts/seed-demo';
import { createDatabase } from '../src/db/database';
import { parseResultsCsv } from '../src/services/competitions/results';
import { createTestDatabase } from './support/app';

const ROOT = path.resolve(import.meta.dirname, '../..');
const database = await createTestDatabase();
const db = createDatabase(database.url, 1);
afterAll(() => db.destroy());

const run = (env: Record<string, string>) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/seed-demo.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', DATABASE_URL: database.url, ...env },
    encoding: 'utf8',
  });

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
      expect(result.status, result.stderr).toBe(0);
      expect(result.stdout).toContain('Published 142 results for sccquals2025');
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

  it('refuses production', () => {
    const result = run({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://ctf.example.rs',
      TURNSTILE_SITE_KEY: 'a',
      TURNSTILE_SECRET_KEY: 'b',
      RESEND_API_KEY: 'c',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('refuses to run in production');
  });
});
