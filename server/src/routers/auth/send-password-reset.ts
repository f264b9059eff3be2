import { ZMessageSchema } from '@ctf/shared/schemas/common-output';
import { ZEmailRequestSchema } from '@ctf/shared';
import { sendPasswordReset as send } from '../../services/auth/account';
import { botCheckedForm, noticeAfter } from '../../trpc/init';

export const sendPasswordReset = botCheckedForm('forgotIp', 'forgot', ZEmailRequestSchema)
  .output(ZMessageSchema)
  .mutation(noticeAfter('RESET_SENT_IF_EXISTS', ({ ctx, input }) => send(ctx, input.email)));
