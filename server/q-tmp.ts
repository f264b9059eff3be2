import pg from 'pg';
import { ZUserListSchema } from '/work/main/shared/src/schemas/admin';
import { createDatabase, poolOf } from '/work/main/server/src/db/database';
import { listUsers } from '/work/main/server/src/services/admin/users';
const db = createDatabase('postgres://postgres@127.0.0.1:5432/paging_scale', 2);
const queries: { sql: string; params: readonly unknown[] }[] = [];
const ex = db.getExecutor() as any;
const orig = ex.executeQuery.bind(ex);
ex.executeQuery = async (q: any, id: any) => { queries.push({ sql: q.sql, params: q.parameters }); return orig(q, id); };
const t = performance.now();
await listUsers(db, ZUserListSchema.parse({ search: process.argv[2] ?? 'marko ilic', sort: process.argv[3] ?? 'username' }));
console.log('total', (performance.now() - t).toFixed(1));
ex.executeQuery = orig;
for (const q of queries) {
  if (q.sql.startsWith('explain')) { console.log('-----\n(estimate) ' + q.sql.slice(0, 300)); continue; }
  const { rows } = await (poolOf(db) as pg.Pool).query('explain (analyze, buffers) ' + q.sql, q.params as unknown[]);
  console.log('-----\n' + q.sql + '\n' + JSON.stringify(q.params) + '\n' + rows.map((r: any) => r['QUERY PLAN']).join('\n'));
}
await db.destroy();
