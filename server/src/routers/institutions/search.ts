import { z } from 'zod';
import { ZInstitutionSearchResultSchema } from '@ctf/shared/schemas/competitor-output';
import { ZInstitutionSearchSchema } from '@ctf/shared/schemas/competitor';
import { searchInstitutions } from '../../services/institutions/institutions';
import { protectedProcedure } from '../../trpc/init';

/** The wizard's institution picker: matches name and city in either script, any case, no diacritics. */
export const search = protectedProcedure
  .input(ZInstitutionSearchSchema)
  .output(z.array(ZInstitutionSearchResultSchema))
  .query(({ ctx, input }) => searchInstitutions(ctx.db, input.query, input.limit));
