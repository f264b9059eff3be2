import { ZAccountSchema } from '@ctf/shared/schemas/auth-output';
import { findExternalAccounts } from '../../services/account/external-accounts';
import { toSessionUserDto } from '../../services/auth/users';
import { protectedProcedure } from '../../trpc/init';

/** The account page: the profile and the linked Discord and GitHub accounts. */
export const getAccount = protectedProcedure.output(ZAccountSchema).query(async ({ ctx }) => {
  const links = await findExternalAccounts(ctx.db, ctx.auth.user.id);
  return { user: toSessionUserDto(ctx.auth.user, links, ctx.auth.session), links };
});
