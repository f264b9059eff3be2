import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { MAX_QUERY_RETRIES, createQueryClient, shouldRetryQuery } from './query-client';

function serverError(httpStatus: number) {
  return TRPCClientError.from({ error: { code: -32000, message: 'failed', data: { httpStatus, code: 'X' } } });
}

describe('failed queries are retried up to 6 times, never on 400, 401, 403 or 404', () => {
  it('retries server errors and network failures until the ceiling', () => {
    for (const error of [serverError(500), serverError(503), serverError(429), new TypeError('Failed to fetch')]) {
      expect(shouldRetryQuery(0, error)).toBe(true);
      expect(shouldRetryQuery(MAX_QUERY_RETRIES - 1, error)).toBe(true);
      expect(shouldRetryQuery(MAX_QUERY_RETRIES, error)).toBe(false);
    }
    expect(MAX_QUERY_RETRIES).toBe(6);
  });

  it('does not retry answers that a retry cannot change', () => {
    for (const status of [400, 401, 403, 404]) expect(shouldRetryQuery(0, serverError(status))).toBe(false);
  });

  it('never retries mutations', () => {
    expect(createQueryClient().getDefaultOptions().mutations?.retry).toBe(false);
  });
});
