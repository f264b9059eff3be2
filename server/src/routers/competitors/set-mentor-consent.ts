import { ZCompetitorChangeSchema } from '@ctf/shared/schemas/competitor-output';
import { ZMentorConsentSchema } from '@ctf/shared/schemas/mentors';
import { setMentorConsent as setConsent } from '../../services/competitors/competitors';
import { protectedProcedure } from '../../trpc/init';

/** The account page's answer to "may my school's mentors see my progress?" (own current application). */
export const setMentorConsent = protectedProcedure
  .input(ZMentorConsentSchema)
  .output(ZCompetitorChangeSchema)
  .mutation(async ({ ctx, input }) => {
    const application = await setConsent(ctx.db, ctx.auth.user.id, input.mentor_consent);
    return { status: application.status, application };
  });
