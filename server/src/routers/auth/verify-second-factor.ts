import { ZMessageSchema } from '@ctf/shared/schemas/common-output';
import { ZSecondFactorCodeSchema } from '@ctf/shared';
import { verifySecondFactorCode } from '../../services/auth/sign-in';
import { limitedByIp, noticeAfter, publicProcedure } from '../../trpc/init';

/**
 * The second step of signing in (a session waiting after the password), or the proof a signed-in
 * session gives before a staff area opens. Limited per IP like the password step; wrong codes count
 * per account (sign-in.ts checkSecondFactorCode), and five end the session.
 */
export const verifySecondFactor = publicProcedure
  .use(limitedByIp('loginIp'))
  .input(ZSecondFactorCodeSchema)
  .output(ZMessageSchema)
  .mutation(noticeAfter('LOGGED_IN', ({ ctx, input }) => verifySecondFactorCode(ctx, input.code)));
