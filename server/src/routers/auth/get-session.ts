import { ZSessionSchema } from '@ctf/shared/schemas/auth-output';
import { findExternalAccounts } from '../../services/account/external-accounts';
import { toSessionUserDto } from '../../services/auth/users';
import { publicProcedure } from '../../trpc/init';

export const getSession = publicProcedure.output(ZSessionSchema).query(async ({ ctx }) => ({
  user: ctx.auth ? toSessionUserDto(ctx.auth.user, await findExternalAccounts(ctx.db, ctx.auth.user.id)) : null,
}));
