import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/app';
import { createUser, postChecked } from '../support/auth';

const TOKEN = 'scrape-token-for-tests-0123456789';
const { app, db } = await createTestApp({ METRICS_TOKEN: TOKEN });

describe('GET /metrics', () => {
  it('gives requests and latency by route, the database pool, queue depth per queue and event-loop lag', async () => {
    await app.inject({ url: '/trpc/auth.session' });
    await app.inject({ url: '/readyz' });
    // A message waiting in the mail queue.
    const user = await createUser(db);
    await postChecked(app, '/api/auth/password-reset/send', { email: user.email });

    const res = await app.inject({ url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(text).toMatch(/^http_requests_total\{method="GET",route="\/trpc\/auth\.session",status="200"\} 1$/m);
    expect(text).toMatch(/^http_request_duration_seconds_count\{method="GET",route="\/readyz",status="200"\} 1$/m);
    expect(text).toMatch(
      /^http_request_duration_seconds_bucket\{le="0\.1",method="GET",route="\/readyz",status="200"\} /m,
    );
    expect(text).toMatch(/^db_pool_connections\{state="in_use"\} \d+$/m);
    expect(text).toMatch(/^db_pool_connections\{state="waiting"\} 0$/m);
    expect(text).toMatch(/^job_queue_depth\{queue="(mail|maintenance)"\} \d+$/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
  });

  it('counts unknown paths under one label, so callers cannot invent labels', async () => {
    await app.inject({ url: '/trpc/made.up.procedure' });
    await app.inject({ url: '/no/such/page/at/all' });
    const text = (await app.inject({ url: '/metrics' })).body;
    expect(text).toContain('route="/trpc/(unknown)"');
    expect(text).not.toContain('made.up.procedure');
    expect(text).not.toContain('/no/such/page');
  });

  it('is refused to other machines without the token, and open to them with it', async () => {
    const remote = { remoteAddress: '203.0.113.9' };
    expect((await app.inject({ url: '/metrics', ...remote })).statusCode).toBe(403);
    const wrong = await app.inject({
      url: '/metrics',
      ...remote,
      headers: { authorization: `Bearer ${'x'.repeat(TOKEN.length)}` },
    });
    expect(wrong.statusCode).toBe(403);
    const right = await app.inject({ url: '/metrics', ...remote, headers: { authorization: `Bearer ${TOKEN}` } });
    expect(right.statusCode).toBe(200);
    expect(right.body).toContain('http_requests_total');
  });
});
