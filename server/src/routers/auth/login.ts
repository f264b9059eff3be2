import { ZLoginResultSchema, ZLoginSchema, serverNotice } from '@ctf/shared';
import { login as loginUser } from '../../services/auth/account';
import { botCheckedForm } from '../../trpc/init';

export const login = botCheckedForm('loginIp', 'login', ZLoginSchema)
  .output(ZLoginResultSchema)
  .mutation(async ({ ctx, input }) => {
    const { secondFactorRequired } = await loginUser(ctx, input);
    return {
      message: serverNotice(ctx.lang, secondFactorRequired ? 'SECOND_FACTOR_NEEDED' : 'LOGGED_IN'),
      secondFactorRequired,
    };
  });
