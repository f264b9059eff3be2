import { ZOkSchema } from '@ctf/shared/schemas/common-output';
import { ZConfirmEmailChangeSchema } from '@ctf/shared';
import { confirmEmailChange as confirm } from '../../services/auth/account-security';
import { limitedByIp, okAfter, publicProcedure } from '../../trpc/init';

/** The link mailed to a new address: it becomes the account's address (no sign-in needed). */
export const confirmEmailChange = publicProcedure
  .use(limitedByIp('verifyIp'))
  .input(ZConfirmEmailChangeSchema)
  .output(ZOkSchema)
  .mutation(okAfter(({ ctx, input }) => confirm(ctx, input.token)));
