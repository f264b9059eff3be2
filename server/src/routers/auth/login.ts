import { ZMessageSchema } from '@ctf/shared/schemas/common-output';
import { ZLoginSchema, serverNotice } from '@ctf/shared';
import { login as loginUser } from '../../services/auth/account';
import { botChecked, limitedByIp, publicProcedure } from '../../trpc/init';

export const login = publicProcedure
  .use(limitedByIp('loginIp'))
  .input(ZLoginSchema)
  .output(ZMessageSchema)
  .use(botChecked('login'))
  .mutation(async ({ ctx, input }) => {
    await loginUser(ctx, input);
    return { message: serverNotice(ctx.lang, 'LOGGED_IN') };
  });
