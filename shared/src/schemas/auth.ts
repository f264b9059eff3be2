import { z } from 'zod';
import { zText } from './primitives';
import {
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_SPECIAL_CHARACTERS,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  USERNAME_PATTERN,
} from '../constants';

// Messages are i18n keys (validation.<key>), translated by the client and the server alike.
const escapedSpecials = PASSWORD_SPECIAL_CHARACTERS.replace(/[-\\^\]]/g, '\\$&');

export const ZUsernameSchema = zText()
  .trim()
  .min(USERNAME_MIN_LENGTH, 'usernameMinLength')
  .max(USERNAME_MAX_LENGTH, 'usernameMaxLength')
  .regex(USERNAME_PATTERN, 'usernameInvalidCharacters');

export const ZEmailSchema = zText().trim().max(EMAIL_MAX_LENGTH, 'emailInvalid').pipe(z.email('emailInvalid'));

/** Required e-mail for resend/forgot forms: an empty field says "required", not "invalid". */
export const ZRequiredEmailSchema = zText()
  .trim()
  .min(1, 'emailRequired')
  .max(EMAIL_MAX_LENGTH, 'invalidEmail')
  .pipe(z.email('invalidEmail'));

export const ZNewPasswordSchema = zText()
  .min(PASSWORD_MIN_LENGTH, 'passwordMinLength')
  .max(PASSWORD_MAX_LENGTH, 'passwordMaxLength')
  .regex(/\p{Lu}/u, 'passwordUppercaseLetter')
  .regex(/\p{Ll}/u, 'passwordLowercaseLetter')
  .regex(/\p{N}/u, 'passwordNumber')
  .regex(new RegExp(`[${escapedSpecials}]`), 'passwordSpecialCharacter');

const passwordsMatch = (data: { password: string; confirmPassword: string }) => data.password === data.confirmPassword;
/**
 * "Passwords do not match" is said together with every other error, not only once the rest is
 * valid: the check runs whenever both fields hold text.
 */
export const matchOptions = {
  path: ['confirmPassword'],
  message: 'passwordMismatch',
  when: ({ value }: { value: unknown }) => {
    const data = value as { password?: unknown; confirmPassword?: unknown } | null;
    return typeof data?.password === 'string' && typeof data.confirmPassword === 'string';
  },
};

/** A CTFd client's id, as the authorization request names it (never a URL: the server looks it up). */
const ZCtfdClientIdSchema = zText()
  .max(128, 'tokenInvalid')
  .regex(/^[A-Za-z0-9._-]+$/, 'tokenInvalid');

export const ZRegisterSchema = z
  .object({
    username: ZUsernameSchema,
    email: ZEmailSchema,
    password: ZNewPasswordSchema,
    confirmPassword: zText(),
    consent: z.literal(true, 'consentRequired'),
    /** Registering on the way to a CTFd: its client id, so the verification link leads back there. */
    ctfdClientId: ZCtfdClientIdSchema.optional(),
  })
  .strict()
  .refine(passwordsMatch, matchOptions);
export type TRegisterInput = z.input<typeof ZRegisterSchema>;

export const ZLoginSchema = z
  .object({
    username: zText().trim().min(1, 'usernameRequired').max(EMAIL_MAX_LENGTH, 'usernameMaxLength'),
    password: zText().min(1, 'passwordRequired').max(PASSWORD_MAX_LENGTH, 'passwordMaxLength'),
  })
  .strict();
export type TLoginInput = z.input<typeof ZLoginSchema>;

export const ZEmailRequestSchema = z.object({ email: ZRequiredEmailSchema }).strict();

/** A new verification link; on the way to a CTFd, naming its client so the link leads back there. */
export const ZResendVerificationSchema = z
  .object({ email: ZRequiredEmailSchema, ctfdClientId: ZCtfdClientIdSchema.optional() })
  .strict();
export type TEmailRequestInput = z.input<typeof ZEmailRequestSchema>;

/** Tokens we mail are 32 random bytes in base64url: 43 characters. */
export const ZMailedTokenSchema = zText().regex(/^[A-Za-z0-9_-]{43}$/, 'tokenInvalid');

export const ZVerifyEmailSchema = z.object({ token: ZMailedTokenSchema }).strict();

export const ZPasswordResetSchema = z.object({ token: ZMailedTokenSchema, password: ZNewPasswordSchema }).strict();

/** The reset form: the spec's own rules (min 8, confirmation), plus the server's password rules. */
export const ZPasswordResetFormSchema = z
  .object({ password: ZNewPasswordSchema, confirmPassword: zText() })
  .refine(passwordsMatch, matchOptions);
export type TPasswordResetFormInput = z.input<typeof ZPasswordResetFormSchema>;
