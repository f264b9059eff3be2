import { ZMessageSchema } from '@ctf/shared/schemas/common-output';
import { logout as logoutUser } from '../../services/auth/account';
import { noticeAfter, publicProcedure } from '../../trpc/init';

export const logout = publicProcedure
  .output(ZMessageSchema)
  .mutation(noticeAfter('LOGGED_OUT', ({ ctx }) => logoutUser(ctx)));
