import { ZMessageSchema } from '@ctf/shared/schemas/common-output';
import { ZResendVerificationSchema } from '@ctf/shared';
import { resendVerification as resend } from '../../services/auth/account';
import { botCheckedForm, noticeAfter } from '../../trpc/init';

export const resendVerification = botCheckedForm('resendIp', 'resend', ZResendVerificationSchema)
  .output(ZMessageSchema)
  .mutation(
    noticeAfter('VERIFICATION_SENT_IF_EXISTS', ({ ctx, input }) => resend(ctx, input.email, input.ctfdClientId)),
  );
