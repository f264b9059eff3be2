import { Writable } from 'node:stream';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../support/app';
import { botToken, createUser, post, postChecked } from '../support/auth';
import { eventually, startOwnRedis } from './support';
import { ascending } from '@ctf/shared/sort';

const redis = await startOwnRedis();
const logs: { msg: string; level: number }[] = [];
const destination = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean))
      logs.push(JSON.parse(line) as { msg: string; level: number });
    done();
  },
});
// ioredis prints "[ioredis] Unhandled error event" on console.error when nobody listens.
const consoleError = vi.spyOn(console, 'error');
const { app, db } = await createTestApp({ REDIS_URL: redis.url, LOG_LEVEL: 'info' }, { logDestination: destination });
const inspector = new Redis(redis.url, { lazyConnect: true });
afterAll(() => inspector.disconnect());

const forgot = (email: string) => postChecked(app, '/api/auth/password-reset/send', { email });
const logged = (pattern: RegExp) => logs.filter((line) => pattern.test(line.msg));

describe('Redis for rate limits', () => {
  it('names its keys after the limit and the subject', async () => {
    expect((await forgot('someone@example.org')).statusCode).toBe(200);
    await inspector.connect();
    const keys = (await inspector.keys('*')).sort(ascending);
    expect(keys).toContain('ctf-rl:forgotIp:127.0.0.1');
    expect(keys).toContain('ctf-rl:forgotEmail:someone@example.org');
    expect(keys.filter((key) => key.includes('undefined'))).toEqual([]);
    inspector.disconnect();
  });

  it('lost: limited endpoints answer 503 at once, readiness says so, one log line; back: all works again', async () => {
    const user = await createUser(db);
    // A failed login before the outage: its count lives in PostgreSQL and outlives Redis.
    for (let i = 0; i < 6; i += 1) {
      await db
        .updateTable('login_throttle')
        .set({ blocked_until: new Date(Date.now() - 1000) })
        .where('ip', '<>', '*')
        .execute();
      const res = await postChecked(app, '/api/auth/login', { username: user.username, password: 'Pogresna#1' });
      expect(res.statusCode).toBe(401);
    }

    // Bot-check tokens solved before (the development bot-check is limited too).
    const tokens = [await botToken(app), await botToken(app)];
    await redis.stop();
    for (const [i, path] of ['/api/auth/password-reset/send', '/api/auth/login'].entries()) {
      const started = Date.now();
      const body = i === 0 ? { email: user.email } : { username: user.username, password: user.password };
      const res = await post(app, path, body, { 'x-turnstile-token': tokens[i]! });
      expect(Date.now() - started).toBeLessThan(500);
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({
        code: 'SERVICE_UNAVAILABLE',
        message: 'The service is briefly unavailable. Try again in 5 seconds.',
      });
    }
    const unready = await app.inject({ url: '/readyz' });
    expect(unready.statusCode).toBe(503);
    expect(unready.json()).toEqual({ status: 'unavailable', checks: { database: 'up', redis: 'down' } });
    // Pages that need no limit still work.
    expect((await app.inject({ url: '/api/auth/session' })).statusCode).toBe(200);

    await redis.start();
    await eventually(
      async () => (await app.inject({ url: '/readyz' })).statusCode === 200,
      'readiness after Redis returns',
    );
    expect((await forgot(user.email)).statusCode).toBe(200);
    // The login delay earned before the outage still holds.
    const login = await postChecked(app, '/api/auth/login', { username: user.username, password: user.password });
    expect(login.statusCode).toBe(429);

    expect(logged(/^Redis unreachable/)).toHaveLength(1);
    expect(logged(/^Redis reachable again/)).toHaveLength(1);
    expect(consoleError.mock.calls.filter((call) => String(call[0]).includes('[ioredis]'))).toEqual([]);
  });
});
