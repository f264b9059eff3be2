import { ZCompetitorChangeSchema } from '@ctf/shared/schemas/competitor-output';
import { ZMentorConsentSchema } from '@ctf/shared/schemas/mentors';
import { setMentorConsent as setConsent } from '../../services/competitors/competitors';
import { protectedProcedure } from '../../trpc/init';
import { applicationChange } from './application-change';

/** The account page's answer to "may my school's mentors see my progress?" (own current application). */
export const setMentorConsent = protectedProcedure
  .input(ZMentorConsentSchema)
  .output(ZCompetitorChangeSchema)
  .mutation(async ({ ctx, input }) =>
    applicationChange(await setConsent(ctx.db, ctx.auth.user.id, input.mentor_consent)),
  );
