import { zodResolver } from '@hookform/resolvers/zod';
import {
  ZEmailRequestSchema,
  ZLoginSchema,
  ZPasswordResetFormSchema,
  ZRegisterSchema,
  ZVerifyEmailSchema,
} from '@ctf/shared/schemas/auth';

/**
 * The auth forms' validation: the server's own schemas. Loaded on demand (lazy-resolver.ts): zod's
 * full API is larger than the rest of a form page, and nobody needs it before typing.
 */
export const resolvers = {
  registration: zodResolver(ZRegisterSchema),
  login: zodResolver(ZLoginSchema),
  emailRequest: zodResolver(ZEmailRequestSchema),
  passwordReset: zodResolver(ZPasswordResetFormSchema),
};

/** Whether a link's token has the shape of the tokens we mail (a cut-off link does not). */
export function isMailedToken(token: string): boolean {
  return ZVerifyEmailSchema.safeParse({ token }).success;
}
