import { describe, expect, it } from 'vitest';
import { TEST_ORIGIN, createTestApp } from '../support/app';

const { app } = await createTestApp(
  {},
  {
    rest: {
      routes: [
        {
          method: 'GET',
          path: '/system/health',
          procedure: 'system.health',
          access: 'public',
          summary: 'Health through REST',
        },
      ],
    },
  },
);

describe('health and readiness', () => {
  it.each([
    ['/healthz while the process runs', '/healthz', { status: 'ok' }],
    [
      '/readyz with ready when the database answers',
      '/readyz',
      { status: 'ready', checks: { database: 'up', redis: 'memory' } },
    ],
  ])('answers %s', async (_, url, body) => {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(body);
  });
});

describe('unknown API paths answer JSON 404 in the caller language', () => {
  it('localizes /api 404s by Accept-Language', async () => {
    const en = await app.inject({ url: '/api/does-not-exist', headers: { 'accept-language': 'en-US,en;q=0.9' } });
    expect(en.statusCode).toBe(404);
    expect(en.headers['content-type']).toMatch(/application\/json/);
    expect(en.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found.' });

    const sr = await app.inject({ url: '/api/does-not-exist', headers: { 'accept-language': 'sr-Cyrl-RS' } });
    expect(sr.json()).toEqual({ code: 'NOT_FOUND', message: 'Није пронађено.' });
  });

  it('answers an unknown tRPC procedure with a JSON 404 and a stable code', async () => {
    const res = await app.inject({ url: '/trpc/nothing.here', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(404);
    const body = res.json() as { error: { message: string; data: { code: string } } };
    expect(body.error.data.code).toBe('NOT_FOUND');
    expect(body.error.message).toBe('Not found.');
  });

  it('answers a page path with JSON 404 when no client is built', async () => {
    const res = await app.inject({ url: '/some/page', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found.' });
  });
});

describe('the REST layer calls the same procedures', () => {
  it('serves a table path through its tRPC procedure', async () => {
    const res = await app.inject({ url: '/api/system/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('describes its table in /api/openapi.json', async () => {
    const res = await app.inject({ url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, { operationId: string }>> };
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/api/system/health']?.get?.operationId).toBe('getSystemHealth');
  });
});

describe('state-changing requests must come from our own origin', () => {
  it('refuses a POST without an Origin header', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/anything', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'FORBIDDEN', message: 'You do not have permission to do that.' });
  });

  it('refuses a POST from another site, saying where the platform is', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/trpc/system.health',
      headers: { origin: 'https://evil.example', 'accept-language': 'sr' },
    });
    expect(res.statusCode).toBe(403);
    // In tRPC's answer shape, so the form shows the message like any other error.
    expect(res.json()).toMatchObject({
      error: {
        message: `Ова страница је отворена на другој адреси, а не на адреси платформе. Отворите платформу на адреси ${TEST_ORIGIN}.`,
        data: { code: 'WRONG_ADDRESS', httpStatus: 403 },
      },
    });
  });

  it('outside production, accepts a page opened at another address of this same server', async () => {
    for (const host of ['127.0.0.1:3000', '192.168.1.20:3000']) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/anything',
        headers: { host, origin: `http://${host}` },
      });
      expect(res.statusCode, host).toBe(404);
    }
    // The page must have come from the address the request went to.
    const elsewhere = await app.inject({
      method: 'POST',
      url: '/api/anything',
      headers: { host: '127.0.0.1:3000', origin: 'http://192.168.1.20:3000', 'accept-language': 'en' },
    });
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json()).toMatchObject({ code: 'WRONG_ADDRESS' });
  });

  it('lets a POST from our origin through to routing', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/anything', headers: { origin: TEST_ORIGIN } });
    expect(res.statusCode).toBe(404);
  });

  it('accepts only JSON bodies on tRPC calls', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/trpc/system.health',
      headers: { origin: TEST_ORIGIN, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--',
    });
    expect(res.statusCode).toBe(415);
  });
});

describe('security headers', () => {
  it('sends a strict CSP, nosniff and no referrer', async () => {
    const res = await app.inject({ url: '/healthz' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain('https://challenges.cloudflare.com');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });
});
