import { ZLoginResultSchema, ZLoginSchema, serverNotice } from '@ctf/shared';
import { login as loginUser } from '../../services/auth/account';
import { botChecked, limitedByIp, publicProcedure } from '../../trpc/init';

export const login = publicProcedure
  .use(limitedByIp('loginIp'))
  .input(ZLoginSchema)
  .output(ZLoginResultSchema)
  .use(botChecked('login'))
  .mutation(async ({ ctx, input }) => {
    const { secondFactorRequired } = await loginUser(ctx, input);
    return {
      message: serverNotice(ctx.lang, secondFactorRequired ? 'SECOND_FACTOR_NEEDED' : 'LOGGED_IN'),
      secondFactorRequired,
    };
  });
