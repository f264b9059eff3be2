// The pool reports a connection its server ended, whichever state the client was in (issue 14's
// outage test: under load every client can be inside pool.query when the server stops, and the
// pool ends such a client itself before its socket closes, so no client `error` event comes).
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createPool } from '../../src/db/database';
import { createTestDatabase } from '../support/app';

const database = await createTestDatabase();
const admin = new pg.Client({ connectionString: database.url });
await admin.connect();
afterAll(() => admin.end());

/** The backend running the query tagged `tag`, once it runs. */
async function backendOf(tag: string): Promise<number> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const { rows } = await admin.query<{ pid: number }>(
      `select pid from pg_stat_activity where query like $1 and pid <> pg_backend_pid()`,
      [`%${tag}%`],
    );
    if (rows[0]) return rows[0].pid;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no backend runs ${tag}`);
}

describe('a pool whose server ends a connection', () => {
  it('reports the loss once when the client was inside pool.query, and not a failed query', async () => {
    const errors: unknown[] = [];
    const pool = createPool(database.url, { max: 2, onError: (error) => errors.push(error) });
    try {
      const tag = `pool_loss_${Date.now().toString(36)}`;
      const sleeping = pool.query(`select pg_sleep(10), '${tag}' as tag`);
      const caught = sleeping.catch((error: unknown) => error);
      await admin.query('select pg_terminate_backend($1)', [await backendOf(tag)]);
      expect(await caught).toMatchObject({ code: '57P01' });
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatchObject({ code: '57P01' });

      // A query that fails on a live connection is the caller's error, not a lost database.
      await expect(pool.query('select 1 / 0')).rejects.toMatchObject({ code: '22012' });
      expect(errors).toHaveLength(1);
      // The pool serves again on a new connection.
      expect((await pool.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await pool.end();
    }
  });
});
