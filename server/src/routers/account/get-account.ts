import { findExternalAccounts } from '../../services/account/external-accounts';
import { toSessionUserDto } from '../../services/auth/users';
import { protectedProcedure } from '../../trpc/init';

/** The account page: the profile and the linked Discord and GitHub accounts. */
export const getAccount = protectedProcedure.query(async ({ ctx }) => ({
  user: toSessionUserDto(ctx.auth.user),
  links: await findExternalAccounts(ctx.db, ctx.auth.user.id),
}));
