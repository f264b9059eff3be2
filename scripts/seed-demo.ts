// npm run seed:demo: demo data for trying the platform: the 2025 qualifications with 142 published
// results (generated names and scores). Refuses to run in production.
import { resolveDatabase, runMigrations } from '../server/src/db/connect';
import { createDatabase } from '../server/src/db/database';
import { ConfigError, loadConfig } from '../server/src/env';
import { publishResults } from '../server/src/services/competitions/results';

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
  const database = await resolveDatabase(config, { attachIfRunning: true });
  const db = createDatabase(database.url, 1);
  try {
    await runMigrations(database.url);
    await db
      .insertInto('competitions')
      .values({ name: 'Kvalifikacije 2025', slug: DEMO_SLUG, visibility: 'public', stage: 'quals' })
      .onConflict((oc) => oc.column('slug').doNothing())
      .execute();
    const { published } = await publishResults(db, DEMO_SLUG, demoResultsCsv());
    console.log(`Published ${published} results for ${DEMO_SLUG}: ${config.publicUrl}/rezultati-sccquals2025`);
  } finally {
    await db.destroy();
    await database.embedded?.stop();
  }
}

if (process.argv[1]?.endsWith('seed-demo.ts')) {
  main().catch((error: unknown) => {
    if (error instanceof ConfigError) error.problems.forEach((p) => console.error(`Configuration error: ${p}`));
    else console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
