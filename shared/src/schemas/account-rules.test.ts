import { describe, expect, it } from 'vitest';
import {
  ZChangeEmailSchema,
  ZChangePasswordSchema,
  ZConfirmEmailChangeSchema,
  ZCurrentPasswordSchema,
  ZDisableSecondFactorSchema,
  ZRevokeSessionSchema,
  ZSecondFactorCodeSchema,
} from './account-security';
import { ZDeleteAccountSchema } from './own-data';
import {
  PASSKEY_NAME_MAX_LENGTH,
  ZPasskeyDeleteSchema,
  ZPasskeyLoginSchema,
  ZPasskeyRegisterSchema,
  ZPasskeyRenameSchema,
  ZPasskeySecondFactorSchema,
} from './passkeys';
import { CONTROL_CHARACTERS, INT4_MAX, hasNul, zId, zIdCoerced, zName, zText } from './primitives';
import { issues, fails } from '../../test/schema-issues';

// Issue 9: two-step sign-in, sessions, password and address changes, passkeys, deleting one's own
// account; and the primitives every input schema is built from.

const TOKEN = 'T'.repeat(43);

describe('the primitives', () => {
  it('text refuses a NUL character, which PostgreSQL text cannot hold', () => {
    expect(hasNul('a\u0000b')).toBe(true);
    expect(hasNul('ab')).toBe(false);
    expect(zText().parse('ab')).toBe('ab');
    expect(issues(zText(), '\u0000')).toEqual([': invalid']);
  });

  it('a row id is a positive whole number PostgreSQL integer holds', () => {
    expect(INT4_MAX).toBe(2 ** 31 - 1);
    expect(zId().parse(1)).toBe(1);
    expect(zId().parse(INT4_MAX)).toBe(INT4_MAX);
    for (const id of [0, -1, 1.5, INT4_MAX + 1, '1']) expect(fails(zId(), id), String(id)).toBe(true);
    expect(zIdCoerced().parse('17')).toBe(17);
    for (const id of ['0', '1.5', String(INT4_MAX + 1), 'x']) expect(fails(zIdCoerced(), id), id).toBe(true);
  });

  it('a name on one line refuses control characters and line separators', () => {
    expect(zName().parse('Ana Petrović')).toBe('Ana Petrović');
    for (const control of ['\u0000', '\n', '\r', '\u001f', '\u007f', '\u0085', '\u009f', '\u2028', '\u2029'])
      expect(issues(zName(), `a${control}b`)).toContain(': invalid');
    expect(CONTROL_CHARACTERS.test(' ')).toBe(false);
    expect(CONTROL_CHARACTERS.test('\u00a0')).toBe(false);
  });
});

describe('two-step sign-in', () => {
  it('takes a trimmed code of up to 40 characters', () => {
    expect(ZSecondFactorCodeSchema.parse({ code: ' 123456 ' })).toEqual({ code: '123456' });
    expect(ZSecondFactorCodeSchema.parse({ code: 'c'.repeat(40) }).code).toHaveLength(40);
    expect(issues(ZSecondFactorCodeSchema, { code: '  ' })).toEqual(['code: secondFactorRequired']);
    expect(issues(ZSecondFactorCodeSchema, { code: 'c'.repeat(41) })).toEqual(['code: secondFactorInvalid']);
  });

  it('is turned off with the current password', () => {
    expect(ZDisableSecondFactorSchema.parse({ password: ' lozinka ' })).toEqual({ password: ' lozinka ' });
    expect(issues(ZDisableSecondFactorSchema, { password: '' })).toEqual(['password: passwordRequired']);
  });
});

describe('the current password', () => {
  it('is asked as typed, up to 255 characters', () => {
    expect(ZCurrentPasswordSchema.parse('p'.repeat(255))).toHaveLength(255);
    expect(issues(ZCurrentPasswordSchema, '')).toEqual([': passwordRequired']);
    expect(issues(ZCurrentPasswordSchema, 'p'.repeat(256))).toEqual([': passwordMaxLength']);
  });
});

describe('changing the password or the address', () => {
  it('asks for the current password and a new one that follows the rules', () => {
    expect(ZChangePasswordSchema.parse({ currentPassword: 'stara', newPassword: 'Zastava#1' })).toEqual({
      currentPassword: 'stara',
      newPassword: 'Zastava#1',
    });
    expect(issues(ZChangePasswordSchema, { currentPassword: 'stara', newPassword: 'zastava' })[0]).toBe(
      'newPassword: passwordMinLength',
    );
  });

  it('asks for the password and a valid new address, confirmed by a mailed token', () => {
    expect(ZChangeEmailSchema.parse({ password: 'p', email: ' ana@example.rs ' })).toEqual({
      password: 'p',
      email: 'ana@example.rs',
    });
    expect(issues(ZChangeEmailSchema, { password: 'p', email: 'ana' })).toEqual(['email: emailInvalid']);
    expect(ZConfirmEmailChangeSchema.parse({ token: TOKEN })).toEqual({ token: TOKEN });
    expect(issues(ZConfirmEmailChangeSchema, { token: 'short' })).toEqual(['token: tokenInvalid']);
  });
});

describe('ending a session', () => {
  it('names it by its 64 hexadecimal characters', () => {
    const id = 'a1'.repeat(32);
    expect(ZRevokeSessionSchema.parse({ id })).toEqual({ id });
    for (const other of [
      'A1'.repeat(32),
      'a1'.repeat(31),
      `${'a1'.repeat(32)}0`,
      `x${'a1'.repeat(32).slice(1)}`,
      `${'a1'.repeat(32).slice(1)}x`,
    ])
      expect(issues(ZRevokeSessionSchema, { id: other })).toEqual(['id: invalid']);
  });
});

describe('deleting one’s own account', () => {
  it('asks for the password, the code when two-step sign-in is on, and the username typed again', () => {
    expect(ZDeleteAccountSchema.parse({ password: ' p ', code: ' 123456 ', confirmation: ' marko ' })).toEqual({
      password: ' p ',
      code: '123456',
      confirmation: 'marko',
    });
    expect(ZDeleteAccountSchema.parse({ password: 'p', confirmation: 'm'.repeat(64) })).toEqual({
      password: 'p',
      confirmation: 'm'.repeat(64),
    });
  });

  it.each([
    [{ password: '' }, 'password: passwordRequired'],
    [{ password: 'p'.repeat(256) }, 'password: passwordMaxLength'],
    [{ code: 'c'.repeat(41) }, 'code: secondFactorInvalid'],
    [{ confirmation: ' ' }, 'confirmation: confirmationRequired'],
    [{ confirmation: 'm'.repeat(65) }, 'confirmation: confirmationMismatch'],
  ])('refuses %j', (change, issue) => {
    expect(issues(ZDeleteAccountSchema, { password: 'p', confirmation: 'marko', ...change })).toEqual([issue]);
  });
});

describe('passkeys', () => {
  const b64 = 'AAECAwQFBgcICQ';
  const registration = {
    id: b64,
    rawId: b64,
    type: 'public-key',
    authenticatorAttachment: 'platform',
    clientExtensionResults: { credProps: { rk: true } },
    response: {
      clientDataJSON: b64,
      attestationObject: b64,
      authenticatorData: b64,
      transports: ['internal', 'hybrid'],
      publicKeyAlgorithm: -7,
      publicKey: b64,
    },
  };
  const authentication = {
    id: b64,
    rawId: b64,
    type: 'public-key',
    authenticatorAttachment: 'cross-platform',
    clientExtensionResults: {},
    response: { clientDataJSON: b64, authenticatorData: b64, signature: b64, userHandle: b64 },
  };

  it("take the browser's registration answer as the WebAuthn spec's JSON gives it, and a trimmed name", () => {
    expect(ZPasskeyRegisterSchema.parse({ name: ' Laptop ', response: registration })).toEqual({
      name: 'Laptop',
      response: registration,
    });
  });

  it('take base64url of up to 16 KB (1 KB for ids), with at most two padding characters', () => {
    const at = (response: object) => ({
      name: 'Laptop',
      response: { ...registration, response: { ...registration.response, ...response } },
    });
    expect(ZPasskeyRegisterSchema.safeParse(at({ clientDataJSON: 'A'.repeat(16_384) })).success).toBe(true);
    expect(ZPasskeyRegisterSchema.safeParse(at({ clientDataJSON: 'AA==' })).success).toBe(true);
    expect(ZPasskeyRegisterSchema.safeParse(at({ clientDataJSON: '' })).success).toBe(true);
    expect(issues(ZPasskeyRegisterSchema, at({ clientDataJSON: 'A'.repeat(16_385) }))).toEqual([
      'response.response.clientDataJSON: tooLong',
    ]);
    for (const clientDataJSON of ['AA===', 'A+B', '=AA', 'A/B', 'AA=A'])
      expect(issues(ZPasskeyRegisterSchema, at({ clientDataJSON }))).toEqual([
        'response.response.clientDataJSON: invalidFormat',
      ]);
    expect(
      issues(ZPasskeyRegisterSchema, { name: 'Laptop', response: { ...registration, id: 'A'.repeat(1025) } }),
    ).toEqual(['response.id: tooLong']);
    expect(
      ZPasskeyRegisterSchema.safeParse({ name: 'Laptop', response: { ...registration, rawId: 'A'.repeat(1024) } })
        .success,
    ).toBe(true);
  });

  it('take up to 8 transports of lowercase letters and hyphens', () => {
    const withTransports = (transports: string[]) => ({
      name: 'Laptop',
      response: { ...registration, response: { ...registration.response, transports } },
    });
    expect(ZPasskeyRegisterSchema.safeParse(withTransports(['smart-card', 'usb'])).success).toBe(true);
    expect(issues(ZPasskeyRegisterSchema, withTransports(Array(9).fill('usb')))).toEqual([
      'response.response.transports: tooMany',
    ]);
    expect(issues(ZPasskeyRegisterSchema, withTransports(['USB']))).toEqual([
      'response.response.transports.0: invalidFormat',
    ]);
    expect(issues(ZPasskeyRegisterSchema, withTransports(['t'.repeat(33)]))).toEqual([
      'response.response.transports.0: tooLong',
    ]);
    expect(issues(ZPasskeyRegisterSchema, withTransports(['1usb']))).toEqual([
      'response.response.transports.0: invalidFormat',
    ]);
    expect(issues(ZPasskeyRegisterSchema, withTransports(['usb1']))).toEqual([
      'response.response.transports.0: invalidFormat',
    ]);
  });

  it('pass extension results on, with keys of up to 64 characters', () => {
    const withExtensions = (clientExtensionResults: object) => ({
      name: 'Laptop',
      response: { ...registration, clientExtensionResults },
    });
    expect(ZPasskeyRegisterSchema.safeParse(withExtensions({ ['k'.repeat(64)]: 1 })).success).toBe(true);
    // zod reports a bad record key as `invalid_key`, with the key's own issues inside.
    const [keyIssue] = ZPasskeyRegisterSchema.safeParse(withExtensions({ ['k'.repeat(65)]: 1 })).error!
      .issues as unknown as {
      issues: { message: string }[];
    }[];
    expect(keyIssue!.issues.map((issue) => issue.message)).toEqual(['tooLong']);
  });

  it('name the authenticator as built in or roaming', () => {
    for (const authenticatorAttachment of ['platform', 'cross-platform']) {
      expect(
        ZPasskeyRegisterSchema.safeParse({ name: 'Key', response: { ...registration, authenticatorAttachment } })
          .success,
      ).toBe(true);
      expect(
        ZPasskeySecondFactorSchema.safeParse({ response: { ...authentication, authenticatorAttachment } }).success,
      ).toBe(true);
    }
  });

  it('refuse another credential type, attachment or field', () => {
    expect(fails(ZPasskeyRegisterSchema, { name: 'Laptop', response: { ...registration, type: 'password' } })).toBe(
      true,
    );
    expect(
      fails(ZPasskeyRegisterSchema, { name: 'Laptop', response: { ...registration, authenticatorAttachment: 'usb' } }),
    ).toBe(true);
    expect(
      fails(ZPasskeyRegisterSchema, {
        name: 'Laptop',
        response: { ...registration, response: { ...registration.response, extra: 1 } },
      }),
    ).toBe(true);
  });

  it(`have a name of 1 to ${PASSKEY_NAME_MAX_LENGTH} characters`, () => {
    expect(PASSKEY_NAME_MAX_LENGTH).toBe(60);
    expect(issues(ZPasskeyRenameSchema, { id: 1, name: ' ' })).toEqual(['name: passkeyNameRequired']);
    expect(issues(ZPasskeyRenameSchema, { id: 1, name: 'n'.repeat(61) })).toEqual(['name: tooLong']);
    expect(ZPasskeyRenameSchema.parse({ id: 1, name: 'n'.repeat(60), password: 'p' })).toEqual({
      id: 1,
      name: 'n'.repeat(60),
      password: 'p',
    });
    expect(ZPasskeyDeleteSchema.parse({ id: 1 })).toEqual({ id: 1 });
    expect(issues(ZPasskeyDeleteSchema, { id: 1, password: '' })).toEqual(['password: passwordRequired']);
  });

  it("sign in with the browser's authentication answer and the attempt's handle", () => {
    const attemptId = 'abcdefghijklmnopqrstuvwxyz234567';
    expect(ZPasskeyLoginSchema.parse({ attemptId, response: authentication })).toEqual({
      attemptId,
      response: authentication,
    });
    for (const other of [attemptId.slice(1), `${attemptId}a`, attemptId.replace('a', '1'), attemptId.toUpperCase()])
      expect(issues(ZPasskeyLoginSchema, { attemptId: other, response: authentication })).toEqual([
        'attemptId: invalid',
      ]);
    expect(ZPasskeySecondFactorSchema.parse({ response: authentication })).toEqual({ response: authentication });
    const { userHandle: _handle, ...withoutHandle } = authentication.response;
    expect(ZPasskeySecondFactorSchema.parse({ response: { ...authentication, response: withoutHandle } })).toBeTruthy();
    expect(
      issues(ZPasskeySecondFactorSchema, {
        response: { ...authentication, response: { ...authentication.response, userHandle: 'A'.repeat(1025) } },
      }),
    ).toEqual(['response.response.userHandle: tooLong']);
  });
});
