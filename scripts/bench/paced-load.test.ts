import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paced } from './paced-load';
import { ascending } from '../../shared/src/sort';

// A server that records what it received and refuses every third request.
const received: { method: string; url: string; body: string; header: string | undefined }[] = [];
let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ method: req.method!, url: req.url!, body, header: req.headers['x-n'] as string | undefined });
      res.statusCode = received.length % 3 === 0 ? 500 : 200;
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('paced load', () => {
  it('sends rate × seconds requests, each as `next` made it, and counts the refusals', async () => {
    let n = 0;
    const result = await paced({
      origin,
      rate: 60,
      seconds: 0.5,
      next: () => {
        n += 1;
        return { method: 'POST', path: `/p/${n}`, body: `body ${n}`, headers: { 'x-n': String(n) } };
      },
    });
    expect(result.requests).toBe(30);
    expect(received).toHaveLength(30);
    expect(received.map((r) => r.url).sort(ascending)).toEqual(
      Array.from({ length: 30 }, (_, i) => `/p/${i + 1}`).sort(ascending),
    );
    expect(received.every((r) => r.method === 'POST' && r.body === `body ${r.header}`)).toBe(true);
    expect(result.non2xx).toBe(10);
    expect(result.errors).toBe(0);
    expect(result.p99).toBeGreaterThanOrEqual(result.p50);
  });

  it('counts a refused connection as an error, not as an answer', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const result = await paced({
      origin: `http://127.0.0.1:${port}`,
      rate: 20,
      seconds: 0.25,
      next: () => ({ path: '/' }),
    });
    expect(result).toMatchObject({ requests: 5, errors: 5, non2xx: 0 });
  });
});
