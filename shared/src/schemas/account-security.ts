import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../constants';
import { ZInstantSchema } from './common-output';
import { ZEmailSchema, ZMailedTokenSchema, ZNewPasswordSchema, matchOptions } from './auth';
import { zText } from './primitives';

// Two-step sign-in, sessions, password and address changes, own data (issue 9).

/** A code from the authenticator app (6 digits) or a recovery code (xxxxxxxx-xxxxxxxx). */
export const ZSecondFactorCodeSchema = z
  .object({ code: zText().trim().min(1, 'secondFactorRequired').max(40, 'secondFactorInvalid') })
  .strict();
export type TSecondFactorCodeInput = z.infer<typeof ZSecondFactorCodeSchema>;

/** The current password, asked before a change that matters. */
export const ZCurrentPasswordSchema = zText().min(1, 'passwordRequired').max(PASSWORD_MAX_LENGTH, 'passwordMaxLength');

export const ZDisableSecondFactorSchema = z.object({ password: ZCurrentPasswordSchema }).strict();

export const ZLoginResultSchema = z.object({
  message: z.string(),
  /** The password was right; the sign-in finishes with a code (auth.verifySecondFactor). */
  secondFactorRequired: z.boolean(),
});

export const ZSecondFactorStatusSchema = z.object({
  enabled: z.boolean(),
  verified: z.boolean(),
  required: z.boolean(),
  recoveryCodesLeft: z.number().int().min(0),
});

export const ZSecondFactorEnrolmentSchema = z.object({
  /** The key in base32, for typing into an app by hand. */
  setupKey: z.string(),
  /** The otpauth:// URI the QR code holds. */
  uri: z.string(),
  /** The QR code as an SVG document (shown as an image, never put into the page's HTML). */
  qrSvg: z.string(),
});

export const ZRecoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

export const ZSessionSummarySchema = z.object({
  id: z.string(),
  created_at: ZInstantSchema,
  last_seen_at: ZInstantSchema,
  expires_at: ZInstantSchema,
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  current: z.boolean(),
});
export type TSessionSummary = z.infer<typeof ZSessionSummarySchema>;

export const ZChangePasswordSchema = z
  .object({ currentPassword: ZCurrentPasswordSchema, newPassword: ZNewPasswordSchema })
  .strict();

/** The change-password form: the call's fields and the confirmation, which must repeat the new password. */
export const ZChangePasswordFormSchema = z
  .object({ currentPassword: ZCurrentPasswordSchema, newPassword: ZNewPasswordSchema, confirmPassword: zText() })
  .refine((data) => data.newPassword === data.confirmPassword, {
    ...matchOptions,
    when: ({ value }: { value: unknown }) => {
      const data = value as { newPassword?: unknown; confirmPassword?: unknown } | null;
      return typeof data?.newPassword === 'string' && typeof data.confirmPassword === 'string';
    },
  });
export type TChangePasswordFormInput = z.input<typeof ZChangePasswordFormSchema>;

export const ZChangeEmailSchema = z.object({ password: ZCurrentPasswordSchema, email: ZEmailSchema }).strict();

export const ZRevokeSessionSchema = z.object({ id: zText().regex(/^[0-9a-f]{64}$/, 'invalid') }).strict();

export const ZConfirmEmailChangeSchema = z.object({ token: ZMailedTokenSchema }).strict();
