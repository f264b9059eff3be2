import { describe, expect, it } from 'vitest';
import { PASSWORD_SPECIAL_CHARACTERS } from '../constants';
import {
  ZEmailRequestSchema,
  ZEmailSchema,
  ZLoginSchema,
  ZMailedTokenSchema,
  ZNewPasswordSchema,
  ZPasswordResetFormSchema,
  ZPasswordResetSchema,
  ZRegisterSchema,
  ZRequiredEmailSchema,
  ZResendVerificationSchema,
  ZUsernameSchema,
  ZVerifyEmailSchema,
} from './auth';
import { issues } from '../../test/schema-issues';

// Spec section 5: registration, login, password reset, resend verification and forgot password.
// Each message is an i18n key (validation.<key>), so the key a rule gives is part of the rule.

/** A well-formed address of exactly `length` characters (z.email itself takes longer ones). */
const addressOfLength = (length: number) =>
  `${'a'.repeat(64)}@${`${'b'.repeat(60)}.`.repeat(3)}${'c'.repeat(length - 251)}.rs`;

const TOKEN = 'A'.repeat(20) + 'z'.repeat(20) + '0_-';
const registration = {
  username: 'marko_p',
  email: 'marko@example.rs',
  password: 'Zastava#2026',
  confirmPassword: 'Zastava#2026',
  consent: true,
};

describe('the username (registration)', () => {
  it('is trimmed, and 3 to 32 letters (any script), digits, underscore, hyphen or dot', () => {
    expect(ZUsernameSchema.parse('  marko.p-1_  ')).toBe('marko.p-1_');
    expect(ZUsernameSchema.parse('мирко')).toBe('мирко');
    expect(ZUsernameSchema.parse('abc')).toBe('abc');
    expect(ZUsernameSchema.parse('a'.repeat(32))).toBe('a'.repeat(32));
  });

  it.each([
    ['ab', 'usernameMinLength'],
    ['  ab  ', 'usernameMinLength'],
    ['a'.repeat(33), 'usernameMaxLength'],
    ['marko p', 'usernameInvalidCharacters'],
    ['marko!', 'usernameInvalidCharacters'],
  ])('refuses %j with %s', (username, message) => {
    expect(issues(ZUsernameSchema, username)).toEqual([`: ${message}`]);
  });

  it('refuses a NUL character as invalid input', () => {
    expect(issues(ZUsernameSchema, 'mar\u0000ko')).toContain(': invalid');
  });
});

describe('the e-mail address', () => {
  it('is trimmed and up to 254 characters', () => {
    expect(ZEmailSchema.parse('  marko@example.rs ')).toBe('marko@example.rs');
    expect(addressOfLength(254)).toHaveLength(254);
    expect(ZEmailSchema.parse(addressOfLength(254))).toBe(addressOfLength(254));
  });

  it('refuses what is not an address, and a longer one, with emailInvalid', () => {
    expect(issues(ZEmailSchema, 'marko.example.rs')).toEqual([': emailInvalid']);
    expect(issues(ZEmailSchema, addressOfLength(255))).toEqual([': emailInvalid']);
  });
});

describe('the e-mail of the resend and forgot-password forms', () => {
  it('says "required" for an empty or blank field, not "invalid"', () => {
    expect(issues(ZRequiredEmailSchema, '')).toEqual([': emailRequired']);
    expect(issues(ZRequiredEmailSchema, '   ')).toEqual([': emailRequired']);
  });

  it('says invalidEmail for what is not an address or is too long', () => {
    expect(issues(ZRequiredEmailSchema, 'marko')).toEqual([': invalidEmail']);
    expect(issues(ZRequiredEmailSchema, addressOfLength(255))).toEqual([': invalidEmail']);
  });

  it('takes a trimmed address', () => {
    expect(ZRequiredEmailSchema.parse(' marko@example.rs ')).toBe('marko@example.rs');
    expect(ZRequiredEmailSchema.parse(addressOfLength(254))).toBe(addressOfLength(254));
    expect(ZEmailRequestSchema.parse({ email: ' marko@example.rs' })).toEqual({ email: 'marko@example.rs' });
    expect(issues(ZEmailRequestSchema, { email: '' })).toEqual(['email: emailRequired']);
  });
});

describe('the new password', () => {
  it('is 8 to 255 characters with an uppercase and a lowercase letter, a digit and a special character', () => {
    expect(ZNewPasswordSchema.parse('Zastava#1')).toBe('Zastava#1');
    expect(ZNewPasswordSchema.parse('Šabac#12')).toBe('Šabac#12');
    const longest = `Aa1#${'x'.repeat(251)}`;
    expect(ZNewPasswordSchema.parse(longest)).toBe(longest);
  });

  it.each([
    ['Zast#12', ['passwordMinLength']],
    [`Aa1#${'x'.repeat(252)}`, ['passwordMaxLength']],
    ['zastava#12', ['passwordUppercaseLetter']],
    ['ZASTAVA#12', ['passwordLowercaseLetter']],
    ['Zastava#ab', ['passwordNumber']],
    ['Zastava123', ['passwordSpecialCharacter']],
    ['Zastava+12', ['passwordSpecialCharacter']],
    ['zastava', ['passwordMinLength', 'passwordUppercaseLetter', 'passwordNumber', 'passwordSpecialCharacter']],
  ])('refuses %j with %j', (password, messages) => {
    expect(issues(ZNewPasswordSchema, password)).toEqual(messages.map((message) => `: ${message}`));
  });

  it.each([...PASSWORD_SPECIAL_CHARACTERS])('takes %j as the special character', (special) => {
    expect(issues(ZNewPasswordSchema, `Zastava1${special}`)).toEqual([]);
  });

  it('takes none of the characters between the special ones as one', () => {
    for (const other of ['`', '[', '\\', ']', '+', '~', '/'])
      expect(issues(ZNewPasswordSchema, `Zastava1${other}`)).toEqual([': passwordSpecialCharacter']);
  });
});

describe('the registration', () => {
  it('keeps every field it takes', () => {
    expect(ZRegisterSchema.parse({ ...registration, ctfdClientId: 'ctfd.example-1_a' })).toEqual({
      ...registration,
      ctfdClientId: 'ctfd.example-1_a',
    });
  });

  it('requires the consent', () => {
    expect(issues(ZRegisterSchema, { ...registration, consent: false })).toEqual(['consent: consentRequired']);
  });

  it('says the passwords differ only when both are text', () => {
    expect(issues(ZRegisterSchema, { ...registration, confirmPassword: 'Zastava#2027' })).toEqual([
      'confirmPassword: passwordMismatch',
    ]);
    const { password: _password, ...withoutPassword } = registration;
    expect(issues(ZRegisterSchema, withoutPassword)).not.toContain('confirmPassword: passwordMismatch');
    const { confirmPassword: _confirm, ...withoutConfirmation } = registration;
    expect(issues(ZRegisterSchema, withoutConfirmation)).not.toContain('confirmPassword: passwordMismatch');
    expect(issues(ZRegisterSchema, { ...registration, password: 7 })).not.toContain(
      'confirmPassword: passwordMismatch',
    );
    expect(ZRegisterSchema.safeParse(null).success).toBe(false);
  });

  it('says the passwords differ together with the other errors, not after them', () => {
    const found = issues(ZRegisterSchema, {
      ...registration,
      username: 'a',
      email: 'not-an-address',
      confirmPassword: 'Zastava#2027',
      consent: false,
    });
    expect(found.filter((issue) => issue.startsWith('confirmPassword:'))).toEqual([
      'confirmPassword: passwordMismatch',
    ]);
    expect(found.map((issue) => issue.split(':')[0])).toEqual(
      expect.arrayContaining(['username', 'email', 'consent', 'confirmPassword']),
    );
    expect(ZRegisterSchema.safeParse(registration).success).toBe(true);
  });

  it("takes a CTFd client's id of up to 128 letters, digits, dots, underscores and hyphens", () => {
    const longest = 'c'.repeat(128);
    expect(ZRegisterSchema.parse({ ...registration, ctfdClientId: longest }).ctfdClientId).toBe(longest);
    for (const ctfdClientId of ['c'.repeat(129), '', 'https://ctf.example', '/ctfd', 'ctfd/', 'ct fd'])
      expect(issues(ZRegisterSchema, { ...registration, ctfdClientId })).toEqual(['ctfdClientId: tokenInvalid']);
  });

  it('refuses fields it does not know', () => {
    expect(ZRegisterSchema.safeParse({ ...registration, role: 'admin' }).success).toBe(false);
  });
});

describe('the login form', () => {
  it('trims the username, never the password', () => {
    expect(ZLoginSchema.parse({ username: ' marko ', password: ' lozinka ' })).toEqual({
      username: 'marko',
      password: ' lozinka ',
    });
  });

  it('asks for both fields, within the longest username or address and password', () => {
    expect(issues(ZLoginSchema, { username: '  ', password: '' })).toEqual([
      'username: usernameRequired',
      'password: passwordRequired',
    ]);
    expect(issues(ZLoginSchema, { username: 'a'.repeat(255), password: 'p'.repeat(256) })).toEqual([
      'username: usernameMaxLength',
      'password: passwordMaxLength',
    ]);
    expect(issues(ZLoginSchema, { username: 'a'.repeat(254), password: 'p'.repeat(255) })).toEqual([]);
    expect(issues(ZLoginSchema, { username: 'a', password: 'p' })).toEqual([]);
  });
});

describe('the resend-verification request', () => {
  it("takes the address and, on the way to a CTFd, its client's id", () => {
    const request = { email: 'marko@example.rs', ctfdClientId: 'ctfd-1' };
    expect(ZResendVerificationSchema.parse(request)).toEqual(request);
    expect(issues(ZResendVerificationSchema, { ...request, ctfdClientId: 'a/b' })).toEqual([
      'ctfdClientId: tokenInvalid',
    ]);
  });
});

describe('a mailed token', () => {
  it('is 43 base64url characters', () => {
    expect(TOKEN).toHaveLength(43);
    expect(ZMailedTokenSchema.parse(TOKEN)).toBe(TOKEN);
    expect(ZVerifyEmailSchema.parse({ token: TOKEN })).toEqual({ token: TOKEN });
  });

  it.each([TOKEN.slice(1), `${TOKEN}a`, `+${TOKEN.slice(1)}`, `${TOKEN.slice(1)}=`, 'a', '!'.repeat(43)])(
    'refuses %j',
    (token) => {
      expect(issues(ZMailedTokenSchema, token)).toEqual([': tokenInvalid']);
    },
  );
});

describe('the password reset', () => {
  it('takes the token and a password that follows the rules', () => {
    const reset = { token: TOKEN, password: 'Zastava#1' };
    expect(ZPasswordResetSchema.parse(reset)).toEqual(reset);
    expect(issues(ZPasswordResetSchema, { ...reset, password: 'zastava#1' })).toEqual([
      'password: passwordUppercaseLetter',
    ]);
  });

  it('the form asks for the same password twice', () => {
    const form = { password: 'Zastava#1', confirmPassword: 'Zastava#1' };
    expect(ZPasswordResetFormSchema.parse(form)).toEqual(form);
    expect(issues(ZPasswordResetFormSchema, { ...form, confirmPassword: 'Zastava#2' })).toEqual([
      'confirmPassword: passwordMismatch',
    ]);
  });

  it('the form says the passwords differ even while the new one breaks a rule', () => {
    const found = issues(ZPasswordResetFormSchema, { password: 'short', confirmPassword: 'other' });
    expect(found.filter((issue) => issue.startsWith('confirmPassword:'))).toEqual([
      'confirmPassword: passwordMismatch',
    ]);
    expect(found.some((issue) => issue.startsWith('password:'))).toBe(true);
  });
});
