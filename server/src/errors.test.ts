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

describe("field errors are message keys, never the schema library's English texts", () => {
  const schema = z
    .object({
      name: z.string().min(2),
      age: z.number().int().max(120),
      tags: z.array(z.string()).min(1),
      size: z.enum(['S', 'M']),
      email: z.email(),
      own: z.string().min(3, 'ownKey'),
    })
    .strict();
  const keysFor = (input: unknown) => {
    const error = new TRPCError({ code: 'BAD_REQUEST', cause: schema.safeParse(input).error });
    return fieldErrorsOf(error, input);
  };

  it('calls a missing field "required" and a field of the wrong type "invalidType"', () => {
    expect(keysFor({})).toMatchObject({
      name: ['required'],
      age: ['required'],
      tags: ['required'],
      size: ['required'],
      email: ['required'],
      own: ['required'],
    });
    expect(keysFor({ name: 5, age: 'x' })).toMatchObject({ name: ['invalidType'], age: ['invalidType'] });
  });

  it('names lengths, bounds, options, formats and unknown fields', () => {
    expect(
      keysFor({ name: 'a', age: 121, tags: [], size: 'XL', email: 'nope', own: 'ab', role: 'admin', x: 1 }),
    ).toEqual({
      name: ['tooShort'],
      age: ['tooBig'],
      tags: ['tooFew'],
      size: ['invalidOption'],
      email: ['invalidFormat'],
      own: ['ownKey'],
      role: ['unknownField'],
      x: ['unknownField'],
    });
  });

  it('names an unknown `__proto__` field as its own key, not the prototype (found by the fuzzing)', () => {
    const input = JSON.parse(
      '{"__proto__": true, "name": "Ana", "age": 1, "tags": ["a"], "size": "S", "email": "a@b.rs", "own": "abc"}',
    ) as unknown;
    const keys = keysFor(input);
    expect(Object.entries(keys ?? {})).toEqual([['__proto__', ['unknownField']]]);
    expect(JSON.parse(JSON.stringify(keys))).toEqual(JSON.parse('{"__proto__": ["unknownField"]}'));
    expect(Object.getPrototypeOf(keys)).toBe(Object.prototype);
  });

  it('keeps the issues of an answer that failed its own schema to the server', () => {
    const error = new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: schema.safeParse({}).error });
    expect(fieldErrorsOf(error, {})).toBeUndefined();
  });
});
