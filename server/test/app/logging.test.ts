import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { TEST_ORIGIN, createTestDatabase, testConfig } from '../support/app';

const lines: string[] = [];
const destination = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    done();
  },
});

const database = await createTestDatabase();
const app = await buildApp(
  { ...testConfig({ LOG_LEVEL: 'info' }), databaseUrl: database.url },
  { logDestination: destination },
);

describe('logs', () => {
  it('never contain cookies, authorization headers, bot-check tokens or query-string tokens', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/auth/email-verification/verify?token=query-secret-123',
      headers: {
        origin: TEST_ORIGIN,
        cookie: 'session=cookie-secret-456',
        authorization: 'Bearer header-secret-789',
        'x-turnstile-token': 'turnstile-secret-000',
      },
      payload: { token: 'x' },
    });
    await app.close();
    const text = lines.join('\n');
    expect(lines.length).toBeGreaterThan(0);
    expect(text).toContain('/api/auth/email-verification/verify?[redacted]');
    for (const secret of ['query-secret-123', 'cookie-secret-456', 'header-secret-789', 'turnstile-secret-000']) {
      expect(text).not.toContain(secret);
    }
    // Times are UTC ISO timestamps.
    expect(JSON.parse(lines[0]!).time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });
});
