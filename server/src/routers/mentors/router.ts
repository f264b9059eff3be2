import { z } from 'zod';
import {
  ZJoinCodeLookupSchema,
  ZJoinInstitutionSchema,
  ZMentorConfirmOutputSchema,
  ZMentorConfirmSchema,
  ZMentorOwnRequestSchema,
  ZMentorRequestAccessSchema,
} from '@ctf/shared/schemas/mentors';
import { institutionByJoinCode } from '../../services/mentors/join-codes';
import { confirmMentorRequest, listOwnMentorRequests, requestMentorAccess } from '../../services/mentors/requests';
import { limitedByIp, protectedProcedure, publicProcedure, router } from '../../trpc/init';

// A teacher's way in (issue 33 point 2): ask for a school, the school's contact confirms by a link.
export const mentorsRouter = router({
  requestAccess: protectedProcedure
    .input(ZMentorRequestAccessSchema)
    .output(ZMentorOwnRequestSchema)
    .mutation(({ ctx, input }) => requestMentorAccess(ctx, ctx.auth.user, input.institution_id)),
  ownRequests: protectedProcedure
    .output(z.array(ZMentorOwnRequestSchema))
    .query(({ ctx }) => listOwnMentorRequests(ctx.db, ctx.auth.user.id)),
  confirmRequest: publicProcedure
    .use(limitedByIp('verifyIp'))
    .input(ZMentorConfirmSchema)
    .output(ZMentorConfirmOutputSchema)
    .mutation(({ ctx, input }) => confirmMentorRequest(ctx.db, input.token)),
  // Codes are 128 random bits, so a lookup needs no limit of its own (a classroom shares one address).
  institutionByJoinCode: publicProcedure
    .input(ZJoinCodeLookupSchema)
    .output(ZJoinInstitutionSchema)
    .query(({ ctx, input }) => institutionByJoinCode(ctx.db, input.code)),
});
