import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import {
  errorCodeOf,
  fieldErrorsOf,
  formFieldErrors,
  httpStatusOf,
  loadServerMessages,
  serverMessageOf,
} from './errors';

function serverError(data: unknown, message = 'Some fields are not valid.') {
  return TRPCClientError.from({ error: { code: -32600, message, data } });
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

describe('the message shown for a failed call is the server text, or none (the page shows its generic text)', () => {
  it('uses the localized message the server sent with its code', () => {
    const error = serverError(
      { httpStatus: 401, code: 'LOGIN_INVALID_CREDENTIALS' },
      'Погрешно корисничко име или лозинка.',
    );
    expect(serverMessageOf(error)).toBe('Погрешно корисничко име или лозинка.');
  });

  it('never shows what the browser says about a network failure or a timeout', () => {
    expect(serverMessageOf(new TypeError('Failed to fetch'))).toBeUndefined();
    expect(serverMessageOf(TRPCClientError.from(new TypeError('Failed to fetch')))).toBeUndefined();
    expect(serverMessageOf(new DOMException('The operation was aborted.', 'AbortError'))).toBeUndefined();
  });

  it('reads a standard text again in the language the interface has switched to', async () => {
    await loadServerMessages();
    const error = serverError(
      { httpStatus: 401, code: 'LOGIN_INVALID_CREDENTIALS' },
      'Incorrect username or password.',
    );
    expect(serverMessageOf(error, 'sr')).toBe('Погрешно корисничко име или лозинка.');
    expect(serverMessageOf(error, 'en')).toBe('Incorrect username or password.');
  });

  it('keeps a text with particulars as the server wrote it, in any language', () => {
    const detail =
      'This page is open at another address than the platform’s own. Open the platform at https://ctf.example.rs.';
    const error = serverError({ httpStatus: 403, code: 'WRONG_ADDRESS' }, detail);
    expect(serverMessageOf(error, 'sr')).toBe(detail);
  });

  it('gives nothing for an empty server message', () => {
    expect(serverMessageOf(serverError({ httpStatus: 500, code: 'INTERNAL_SERVER_ERROR' }, '  '))).toBeUndefined();
  });
});

describe('field errors from the server are message keys per field', () => {
  const error = serverError({
    httpStatus: 409,
    code: 'USERNAME_TAKEN',
    fieldErrors: { username: ['usernameTaken'], email: ['emailTaken', 'emailInvalid'], role: ['Unrecognized key'] },
  });

  it('reads them as sent', () => {
    expect(fieldErrorsOf(error)).toEqual({
      username: ['usernameTaken'],
      email: ['emailTaken', 'emailInvalid'],
      role: ['Unrecognized key'],
    });
  });

  it('keeps the first key of each field the form has, in the form order', () => {
    expect(formFieldErrors(error, ['email', 'username', 'password'])).toEqual([
      ['email', 'emailTaken'],
      ['username', 'usernameTaken'],
    ]);
  });

  it('ignores malformed or missing field errors', () => {
    expect(fieldErrorsOf(serverError({ httpStatus: 400, code: 'VALIDATION_ERROR', fieldErrors: 'x' }))).toBeUndefined();
    expect(
      fieldErrorsOf(serverError({ httpStatus: 400, code: 'VALIDATION_ERROR', fieldErrors: { a: [1] } })),
    ).toBeUndefined();
    expect(fieldErrorsOf(new Error('boom'))).toBeUndefined();
    expect(formFieldErrors(new Error('boom'), ['username'])).toEqual([]);
  });
});
