import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { errorCodeOf, httpStatusOf } from './errors';

function serverError(data: unknown) {
  return TRPCClientError.from({ error: { code: -32600, message: 'Some fields are not valid.', data } });
}

describe('server errors are read by their status and stable code, never by message', () => {
  it('reads the HTTP status and the code the server adds', () => {
    const error = serverError({ httpStatus: 400, code: 'VALIDATION_ERROR' });
    expect(httpStatusOf(error)).toBe(400);
    expect(errorCodeOf(error)).toBe('VALIDATION_ERROR');
  });

  it('gives nothing for network failures and unknown codes', () => {
    expect(httpStatusOf(new TypeError('Failed to fetch'))).toBeUndefined();
    expect(errorCodeOf(new TypeError('Failed to fetch'))).toBeUndefined();
    expect(errorCodeOf(serverError({ httpStatus: 500, code: 'SOMETHING_NEW' }))).toBeUndefined();
  });
});
