// npm run bench:lists: every admin and organizer list at national scale (npm run seed:scale first, on
// the same DATABASE_URL): first, middle and last page, sorted and searched, median of sequential calls,
// each beside the query shape the lists used before (OFFSET paging, count(*), lower() LIKE scans),
// measured in the same run. Numbers, not a test. Writes bench/results/lists.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import type { TCompetitorListQuery, TUserListQuery } from '@ctf/shared/schemas/admin';
import { resolveDatabase } from '../server/src/db/connect';
import { createDatabase, type Database } from '../server/src/db/database';
import { loadConfig } from '../server/src/env';
import { listCompetitors } from '../server/src/services/admin/competitors';
import { listInstitutions } from '../server/src/services/admin/institutions';
import { listUsers } from '../server/src/services/admin/users';
import { listFinalists } from '../server/src/services/competitions/finals';
import { listRegistrations } from '../server/src/services/competitions/registrations';
import { runCli } from './lib/cli';
import { SCALE_SLUG } from './seed-scale';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 9);

async function median(work: () => Promise<unknown>): Promise<number> {
  await work(); // warm
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i += 1) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

/** The users list as it was: OFFSET over the id order and an exact count(*) on every view. */
async function usersBefore(db: Database, page: number, perPage: number) {
  await Promise.all([
    sql`select id, username, email, email_verified_at, roles, created_at from users order by id
      limit ${perPage} offset ${(page - 1) * perPage}`.execute(db),
    sql`select count(*) from users`.execute(db),
  ]);
}

/** The competitors list as it was: lower() LIKE over four columns, lower() sort, OFFSET, count(*). */
async function competitorsBefore(db: Database, input: TCompetitorListQuery) {
  const where = [sql`c.is_current`];
  if (input.tab === 'pending') where.push(sql`c.status = 'pending'`);
  if (input.tab === 'ctf-team') where.push(sql`c.status = 'accepted' and c.ctf_team`);
  for (const word of input.search.split(/\s+/).filter(Boolean)) {
    const p = `%${word.toLowerCase()}%`;
    where.push(
      sql`(lower(c.first_name) like ${p} or lower(c.last_name) like ${p} or lower(u.username) like ${p} or lower(u.email) like ${p})`,
    );
  }
  const filter = where.reduce((all, one) => sql`${all} and ${one}`);
  const order = input.sort === 'name' ? sql`lower(c.last_name || ' ' || c.first_name)` : sql`c.created_at`;
  await Promise.all([
    sql`select c.*, u.username, u.email from competitor_applications c join users u on u.id = c.user_id
      left join institutions i on i.id = c.institution_id where ${filter} order by ${order}, c.id
      limit ${input.per_page} offset ${(input.page - 1) * input.per_page}`.execute(db),
    sql`select count(*) from competitor_applications c join users u on u.id = c.user_id where ${filter}`.execute(db),
  ]);
}

interface Row {
  list: string;
  case: string;
  before: number | null;
  after: number;
}

await runCli(async () => {
  const config = loadConfig();
  const database = await resolveDatabase(config, { attachIfRunning: true });
  const db = createDatabase(database.url, 4);
  const rows: Row[] = [];
  const record = async (list: string, name: string, after: () => Promise<unknown>, before?: () => Promise<unknown>) => {
    const row = { list, case: name, before: before ? await median(before) : null, after: await median(after) };
    rows.push(row);
    const fmt = (ms: number | null) => (ms === null ? '—' : `${ms.toFixed(1)} ms`);
    console.log(
      `${list.padEnd(22)} ${name.padEnd(34)} before ${fmt(row.before).padStart(9)}  after ${fmt(row.after).padStart(9)}`,
    );
  };
  try {
    const { n: userCount } = await db
      .selectFrom('list_counts')
      .select('n')
      .where('key', '=', 'users|*|*')
      .executeTakeFirstOrThrow();
    if (userCount < 100_000) throw new Error('Run npm run seed:scale on this database first.');
    const perPage = 10;
    const userPages = Math.ceil(userCount / perPage);
    const user = (input: Partial<TUserListQuery>) => () =>
      listUsers(db, { page: 1, per_page: perPage, search: '', sort: 'id', direction: 'asc', ...input });
    for (const [name, page] of [
      ['first page', 1],
      ['middle page', Math.ceil(userPages / 2)],
      ['last page', userPages],
    ] as const)
      await record('users', name, user({ page }), () => usersBefore(db, page, perPage));
    await record('users', 'last page at 1 per page', user({ page: userCount, per_page: 1 }), () =>
      usersBefore(db, userCount, 1),
    );
    await record('users', 'sorted by username, page 2', user({ page: 2, sort: 'username' }));
    await record('users', 'sorted by username, last page', user({ page: userPages, sort: 'username' }));
    await record(
      'users',
      'sorted by e-mail desc, middle',
      user({ page: Math.ceil(userPages / 2), sort: 'email', direction: 'desc' }),
    );
    await record('users', 'role organizer, unverified', user({ role: 'organizer', verified: 'no' }));
    await record('users', 'search "ilic"', user({ search: 'ilic' }));
    await record('users', 'search "marko ilic" by username', user({ search: 'marko ilic', sort: 'username' }));
    await record('users', 'search "petrovic4242"', user({ search: 'petrovic4242' }));

    for (const tab of ['all', 'pending', 'ctf-team'] as const) {
      const { n } = await db
        .selectFrom('list_counts')
        .select('n')
        .where('key', '=', `competitors|${tab}`)
        .executeTakeFirstOrThrow();
      const pages = Math.ceil(n / perPage);
      const input = (over: Partial<TCompetitorListQuery>): TCompetitorListQuery => ({
        tab,
        page: 1,
        per_page: perPage,
        search: '',
        sort: 'created_at',
        direction: 'asc',
        ...over,
      });
      for (const [name, over] of [
        ['first page', { page: 1 }],
        ['middle page', { page: Math.ceil(pages / 2) }],
        ['last page', { page: pages }],
        ['sorted by name, page 1', { sort: 'name' }],
        ['sorted by name, last page', { sort: 'name', page: pages }],
        ['search "ilic"', { search: 'ilic' }],
        ['search "marko ilic" by name', { search: 'marko ilic', sort: 'name' }],
      ] as const) {
        const query = input(over);
        await record(
          `competitors ${tab}`,
          name,
          () => listCompetitors(db, query),
          () => competitorsBefore(db, query),
        );
      }
    }

    for (const [name, over] of [
      ['first page by name', { page: 1 }],
      ['last page by name', { page: 500 }],
      ['search "gimnazija"', { page: 1, search: 'gimnazija' }],
    ] as const)
      await record('institutions', name, () =>
        listInstitutions(db, { per_page: 10, search: '', sort: 'name', direction: 'asc', ...over }),
      );
    await record('registrations', 'whole list (20,000)', () => listRegistrations(db, SCALE_SLUG));
    await record('finalists', 'whole list (500)', () => listFinalists(db, SCALE_SLUG));

    const out = path.resolve(import.meta.dirname, '../bench/results');
    mkdirSync(out, { recursive: true });
    writeFileSync(
      path.join(out, 'lists.json'),
      `${JSON.stringify({ at: new Date().toISOString(), rounds: ROUNDS, rows }, null, 2)}\n`,
    );
  } finally {
    await db.destroy();
    await database.embedded?.stop();
  }
});
