import { ZMessageSchema } from '@ctf/shared/schemas/common-output';
import { serverNotice } from '@ctf/shared';
import { logout as logoutUser } from '../../services/auth/account';
import { publicProcedure } from '../../trpc/init';

export const logout = publicProcedure.output(ZMessageSchema).mutation(async ({ ctx }) => {
  await logoutUser(ctx);
  return { message: serverNotice(ctx.lang, 'LOGGED_OUT') };
});
