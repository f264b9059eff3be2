import { ZMessageSchema } from '@ctf/shared/schemas/common-output';
import { ZRegisterSchema } from '@ctf/shared';
import { register as registerUser } from '../../services/auth/account';
import { botCheckedForm, noticeAfter } from '../../trpc/init';

export const register = botCheckedForm('registerIp', 'register', ZRegisterSchema)
  .output(ZMessageSchema)
  .mutation(noticeAfter('REGISTERED', ({ ctx, input }) => registerUser(ctx, input)));
