import { ZMessageSchema } from '@ctf/shared/schemas/common-output';
import { ZResendVerificationSchema, serverNotice } from '@ctf/shared';
import { resendVerification as resend } from '../../services/auth/account';
import { botCheckedForm } from '../../trpc/init';

export const resendVerification = botCheckedForm('resendIp', 'resend', ZResendVerificationSchema)
  .output(ZMessageSchema)
  .mutation(async ({ ctx, input }) => {
    await resend(ctx, input.email, input.ctfdClientId);
    return { message: serverNotice(ctx.lang, 'VERIFICATION_SENT_IF_EXISTS') };
  });
