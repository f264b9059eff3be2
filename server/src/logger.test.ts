import { describe, expect, it } from 'vitest';
import { redactUrl } from './logger';

describe('logs never carry tokens from URLs', () => {
  it('drops the query string', () => {
    expect(redactUrl('/api/auth/verify?token=abc')).toBe('/api/auth/verify?[redacted]');
    expect(redactUrl('/healthz')).toBe('/healthz');
  });
});
