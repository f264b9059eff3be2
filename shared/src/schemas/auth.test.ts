import { describe, expect, it } from 'vitest';
import { ZPasswordResetFormSchema, ZRegisterSchema } from './auth';

const messagesByField = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('the registration rules', () => {
  const registration = {
    username: 'marko_p',
    email: 'marko@example.rs',
    password: 'Zastava#2026',
    confirmPassword: 'Zastava#2026',
    consent: true,
  };

  it('say "passwords do not match" together with the other errors, not after them', () => {
    const result = ZRegisterSchema.safeParse({
      ...registration,
      username: 'a',
      email: 'not-an-address',
      confirmPassword: 'Zastava#2027',
      consent: false,
    });
    const messages = messagesByField(result);
    expect(messages.confirmPassword).toBe('passwordMismatch');
    expect(Object.keys(messages)).toEqual(expect.arrayContaining(['username', 'email', 'consent', 'confirmPassword']));
  });

  it('accept matching passwords', () => {
    expect(ZRegisterSchema.safeParse(registration).success).toBe(true);
  });
});

describe('the password reset form', () => {
  it('says the passwords differ even while the new one breaks a rule', () => {
    const messages = messagesByField(
      ZPasswordResetFormSchema.safeParse({ password: 'short', confirmPassword: 'other' }),
    );
    expect(messages.confirmPassword).toBe('passwordMismatch');
    expect(messages.password).toBeDefined();
  });
});
