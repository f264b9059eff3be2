import { ZMessageSchema } from '@ctf/shared/schemas/common-output';
import { ZSecondFactorCodeSchema } from '@ctf/shared';
import { verifySecondFactorCode } from '../../services/auth/sign-in';
import { noticeAfter, signInStepProcedure } from '../../trpc/init';

/**
 * The second step of signing in (a session waiting after the password), or the proof a signed-in
 * session gives before a staff area opens. Limited per IP like the password step; wrong codes count
 * per account (sign-in.ts checkSecondFactorCode), and five end the session.
 */
export const verifySecondFactor = signInStepProcedure
  .input(ZSecondFactorCodeSchema)
  .output(ZMessageSchema)
  .mutation(noticeAfter('LOGGED_IN', ({ ctx, input }) => verifySecondFactorCode(ctx, input.code)));
