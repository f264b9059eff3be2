import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError, errorCodeOf, fieldErrorsOf } from './errors';

describe('errors carry a stable code', () => {
  it('keeps the code of an AppError and maps it to the HTTP-level tRPC code', () => {
    const error = new AppError('CONFLICT');
    expect(error.code).toBe('CONFLICT');
    expect(errorCodeOf(error)).toBe('CONFLICT');
  });

  it('calls a failed input validation VALIDATION_ERROR with the message keys per field', () => {
    const result = z.object({ username: z.string().min(3, 'usernameMinLength') }).safeParse({ username: 'a' });
    const error = new TRPCError({ code: 'BAD_REQUEST', cause: result.error });
    expect(errorCodeOf(error)).toBe('VALIDATION_ERROR');
    expect(fieldErrorsOf(error)).toEqual({ username: ['usernameMinLength'] });
  });

  it('hides anything unexpected behind INTERNAL_SERVER_ERROR', () => {
    const error = new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: new Error('db password is hunter2') });
    expect(errorCodeOf(error)).toBe('INTERNAL_SERVER_ERROR');
    expect(fieldErrorsOf(error)).toBeUndefined();
  });
});
