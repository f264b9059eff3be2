import {
  ZEmailRequestSchema,
  ZLoginSchema,
  ZPasswordResetFormSchema,
  ZRegisterSchema,
  ZVerifyEmailSchema,
} from '@ctf/shared/schemas/auth';
import { ZSecondFactorCodeSchema } from '@ctf/shared/schemas/account-security';

/**
 * The auth forms' validation: the server's own schemas. Loaded on demand (lazy-validation.ts): zod's
 * full API is larger than the rest of a form page, and nobody needs it before typing.
 */
export const schemas = {
  registration: ZRegisterSchema,
  login: ZLoginSchema,
  emailRequest: ZEmailRequestSchema,
  passwordReset: ZPasswordResetFormSchema,
  secondFactor: ZSecondFactorCodeSchema,
};

/** Whether a link's token has the shape of the tokens we mail (a cut-off link does not). */
export function isMailedToken(token: string): boolean {
  return ZVerifyEmailSchema.safeParse({ token }).success;
}
