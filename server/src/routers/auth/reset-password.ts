import { ZMessageSchema } from '@ctf/shared/schemas/common-output';
import { ZPasswordResetSchema } from '@ctf/shared';
import { resetPassword as reset } from '../../services/auth/account';
import { botCheckedForm, noticeAfter } from '../../trpc/init';

export const resetPassword = botCheckedForm('resetIp', 'reset', ZPasswordResetSchema)
  .output(ZMessageSchema)
  .mutation(noticeAfter('PASSWORD_RESET', ({ ctx, input }) => reset(ctx, input)));
