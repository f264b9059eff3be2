import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { RequestLog, redactUrl } from './logger';

describe('logs never carry tokens from URLs', () => {
  it('drops the query string', () => {
    expect(redactUrl('/api/auth/verify?token=abc')).toBe('/api/auth/verify?[redacted]');
    expect(redactUrl('/healthz')).toBe('/healthz');
  });
});

/** A Fastify app logging through RequestLog into `lines` at `level`. */
async function appLoggingTo(lines: Record<string, unknown>[], level = 'info') {
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = Fastify({ loggerInstance: pino({ level }, destination), logController: new RequestLog() });
  app.get('/healthz', async () => ({ ok: true }));
  app.get('/api/thing', async () => ({ ok: true }));
  app.get('/api/broken', async () => {
    throw new Error('broken');
  });
  await app.ready();
  return app;
}

describe('one log line per request', () => {
  it('names the method, the redacted URL, the status, the time and the request id', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = await appLoggingTo(lines);
    await app.inject({ url: '/api/thing?token=secret' });
    await app.close();
    const requests = lines.filter((line) => 'reqId' in line);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      msg: 'request completed',
      method: 'GET',
      url: '/api/thing?[redacted]',
      statusCode: 200,
      reqId: expect.any(String),
      responseTime: expect.any(Number),
    });
    expect(JSON.stringify(lines)).not.toContain('secret');
  });

  it('logs a failed request with its status', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = await appLoggingTo(lines);
    await app.inject({ url: '/api/broken' });
    await app.close();
    const completed = lines.filter((line) => line.msg === 'request completed');
    expect(completed).toHaveLength(1);
    expect(completed[0]).toMatchObject({ url: '/api/broken', statusCode: 500 });
  });

  it('writes nothing for health probes', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = await appLoggingTo(lines, 'debug');
    await app.inject({ url: '/healthz' });
    await app.close();
    expect(lines.filter((line) => 'reqId' in line)).toEqual([]);
  });

  it('logs the arrival at debug level only', async () => {
    const quiet: Record<string, unknown>[] = [];
    const verbose: Record<string, unknown>[] = [];
    for (const [lines, level] of [
      [quiet, 'info'],
      [verbose, 'debug'],
    ] as const) {
      const app = await appLoggingTo(lines, level);
      await app.inject({ url: '/api/thing' });
      await app.close();
    }
    expect(quiet.filter((line) => line.msg === 'incoming request')).toEqual([]);
    expect(verbose.filter((line) => line.msg === 'incoming request')).toHaveLength(1);
  });
});
