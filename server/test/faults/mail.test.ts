import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/app';
import { createUser, postChecked } from '../support/auth';
import { rpc, signedIn } from '../support/calls';
import { sendJson, startFakeServer } from '../support/fake-server';
import { eventually } from './support';
import { ascending } from '@ctf/shared/sort';

// Plays Resend's API: an outage (500) until the test ends it, then accepts every message.
let providerDown = true;
const accepted: string[] = [];
const resend = await startFakeServer((req, res) => {
  if (providerDown) return sendJson(res, 500, { name: 'internal_server_error', message: 'outage', statusCode: 500 });
  const to = (JSON.parse(req.body) as { to: string }).to;
  accepted.push(to);
  sendJson(res, 200, { id: `email_${accepted.length}` });
});

const logs: Record<string, unknown>[] = [];
const destination = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean))
      logs.push(JSON.parse(line) as Record<string, unknown>);
    done();
  },
});
const { app, db } = await createTestApp(
  { RESEND_API_KEY: 're_test_key', RESEND_BASE_URL: resend.url, MAIL_RETRY_DELAY_SECONDS: '1', LOG_LEVEL: 'info' },
  { logDestination: destination },
);

describe('the mail provider down, then up', () => {
  it('logs every failed attempt, shows the queue to admins, then delivers each message exactly once', async () => {
    const users = await Promise.all([1, 2, 3].map(() => createUser(db, { language: 'en' })));
    for (const user of users)
      expect((await postChecked(app, '/api/auth/password-reset/send', { email: user.email })).statusCode).toBe(200);

    const failures = () => logs.filter((line) => String(line.msg).startsWith('mail send failed'));
    await eventually(() => failures().length >= 3, 'three failed attempts', 15_000);
    expect(failures()[0]).toMatchObject({
      level: 40,
      transport: 'resend',
      providerStatus: 500,
      attempt: 1,
      attempts: 9,
      nextRetryInSeconds: { min: 1, max: 2 },
      msg: 'mail send failed (attempt 1 of 9): next try in 1–2 s',
    });

    const admin = await signedIn(db, ['admin']);
    const stats = await rpc<{ mail_queue: { depth: number; oldest_age_seconds: number | null } }>(
      app,
      admin.cookie,
      'admin.stats',
      undefined,
      'query',
    );
    expect(stats.mail_queue.depth).toBe(3);
    expect(stats.mail_queue.oldest_age_seconds).toBeGreaterThanOrEqual(0);

    providerDown = false;
    await eventually(() => accepted.length >= 3, 'delivery after the outage', 20_000);
    // Every job is done, so no further attempt can send a message twice.
    await eventually(async () => {
      const { rows } = await sql<{
        open: number;
      }>`SELECT count(*)::int AS open FROM pgboss.job WHERE name = 'mail' AND state < 'completed'`.execute(db);
      return rows[0]!.open === 0;
    }, 'the mail jobs to complete');
    expect(accepted.sort(ascending)).toEqual(users.map((user) => user.email).sort(ascending));
    const after = await rpc<{ mail_queue: { depth: number; oldest_age_seconds: number | null } }>(
      app,
      admin.cookie,
      'admin.stats',
      undefined,
      'query',
    );
    expect(after.mail_queue).toEqual({ depth: 0, oldest_age_seconds: null });
  });
});
