// npm run seed:demo: a believable season for trying the platform, dated around today: the 2025
// qualifications (past, 142 published results with generated names and scores), the 2025 finals
// (past) and the 2026 qualifications with registration open now. Only when asked: a new
// installation starts empty and shows its empty states. Running it again moves the dates to today.
// Refuses to run in production.
import { loadConfig } from '../server/src/env';
import { platformAddress } from '../server/src/running-server';
import { previewResults, publishResults } from '../server/src/services/competitions/results';
import { runCli, withMigratedDatabase } from './lib/cli';

export const DEMO_SLUG = 'sccquals2025';
export const DEMO_ROWS = 142;

const FIRST = [
  'ana',
  'marko',
  'jovana',
  'nikola',
  'milica',
  'stefan',
  'teodora',
  'luka',
  'sara',
  'nemanja',
  'katarina',
  'filip',
];
const SECOND = ['cyber', 'byte', 'root', 'pwn', 'hex', 'shell', 'stack', 'crypto', 'flag', 'kernel', 'packet', 'null'];

const DAY = 24 * 60 * 60 * 1000;

/** The season's competitions, dated relative to `now`. */
export function demoSeason(now = new Date()) {
  const at = (days: number, hour = 10) => {
    const date = new Date(now.getTime() + days * DAY);
    date.setUTCHours(hour, 0, 0, 0);
    return date;
  };
  return [
    {
      name: 'Kvalifikacije 2025',
      season: '2025',
      slug: DEMO_SLUG,
      visibility: 'public',
      stage: 'quals',
      registration_starts_at: at(-150),
      registration_ends_at: at(-125),
      starts_at: at(-120, 8),
      ends_at: at(-120, 20),
    },
    {
      name: 'Finale 2025',
      season: '2025',
      slug: 'sccfinals2025',
      visibility: 'public',
      stage: 'finals',
      registration_starts_at: null,
      registration_ends_at: null,
      starts_at: at(-75, 9),
      ends_at: at(-74, 17),
    },
    {
      name: 'Kvalifikacije 2026',
      season: '2026',
      slug: 'sccquals2026',
      visibility: 'public',
      stage: 'quals',
      registration_starts_at: at(-7, 0),
      registration_ends_at: at(21, 22),
      starts_at: at(28, 8),
      ends_at: at(28, 20),
    },
  ];
}

/** Deterministic demo rows: scores fall with the place; a few pairs share a score and a place. */
export function demoResultsCsv(count = DEMO_ROWS): string {
  const lines = ['place,username,score'];
  let place = 0;
  let previousScore = -1;
  for (let i = 0; i < count; i += 1) {
    const score = Math.max(0, 5000 - Math.floor(i * 34.7) - (i % 7 === 3 ? 0 : i % 5));
    if (score !== previousScore) place = i + 1;
    previousScore = score;
    lines.push(`${place},${FIRST[i % FIRST.length]}_${SECOND[(i * 7) % SECOND.length]}${i + 1},${score}`);
  }
  return lines.join('\n');
}

async function main() {
  const config = loadConfig();
  if (config.isProduction) {
    console.error('seed:demo refuses to run in production (NODE_ENV=production).');
    process.exit(1);
  }
  await withMigratedDatabase(config, async (db) => {
    for (const { season, ...competition } of demoSeason()) {
      // The season its name says, whatever today's date makes of its start (seasons are the organizers' groups).
      await db
        .insertInto('seasons')
        .values({ name: season })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
      const { id: season_id } = await db
        .selectFrom('seasons')
        .select('id')
        .where('name', '=', season)
        .executeTakeFirstOrThrow();
      const { slug: _slug, ...dates } = competition;
      await db
        .insertInto('competitions')
        .values({ ...competition, season_id })
        .onConflict((oc) => oc.column('slug').doUpdateSet({ ...dates, season_id }))
        .execute();
    }
    // Run again, it replaces its own earlier demo results (the preview names what it replaces).
    const { current_digest } = await previewResults(db, DEMO_SLUG, demoResultsCsv());
    const { published } = await publishResults(db, DEMO_SLUG, demoResultsCsv(), current_digest ?? undefined);
    console.log(
      `Published ${published} results for ${DEMO_SLUG}: ${await platformAddress(config)}/rezultati-sccquals2025`,
    );
    console.log('The season: Kvalifikacije 2025 (past), Finale 2025 (past), Kvalifikacije 2026 (registration open).');
  });
}

if (process.argv[1]?.endsWith('seed-demo.ts')) await runCli(main);
