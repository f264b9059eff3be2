import {
  ZInstitutionMergeResultSchema,
  ZInstitutionPageSchema,
  ZInstitutionSchema,
} from '@ctf/shared/schemas/admin-output';
import { ZOkSchema } from '@ctf/shared/schemas/common-output';
import {
  ZIdSchema,
  ZInstitutionCreateSchema,
  ZInstitutionListSchema,
  ZInstitutionMergeSchema,
  ZInstitutionUpdateSchema,
} from '@ctf/shared/schemas/admin';
import {
  createInstitution,
  deleteInstitution,
  getInstitution,
  listInstitutions,
  updateInstitution,
} from '../../services/admin/institutions';
import { mergeInstitutions } from '../../services/admin/institution-merge';
import { adminProcedure, okAfter, router } from '../../trpc/init';
import { actorOf } from './actor';
import { byActor, byActorOnId, byId, withDb } from '../resolvers';

// Five one-line procedures over the institutions service: kept together, each stays thin.
export const adminInstitutionsRouter = router({
  list: adminProcedure.input(ZInstitutionListSchema).output(ZInstitutionPageSchema).query(withDb(listInstitutions)),
  get: adminProcedure.input(ZIdSchema).output(ZInstitutionSchema).query(byId(getInstitution)),
  create: adminProcedure
    .input(ZInstitutionCreateSchema)
    .output(ZInstitutionSchema)
    .mutation(byActor(createInstitution)),
  update: adminProcedure
    .input(ZInstitutionUpdateSchema)
    .output(ZInstitutionSchema)
    .mutation(byActor(updateInstitution)),
  merge: adminProcedure
    .input(ZInstitutionMergeSchema)
    .output(ZInstitutionMergeResultSchema)
    .mutation(({ ctx, input }) => mergeInstitutions(ctx.db, actorOf(ctx), input.keep_id, input.remove_id)),
  delete: adminProcedure
    .input(ZIdSchema)
    .output(ZOkSchema)
    .mutation(okAfter(byActorOnId(deleteInstitution))),
});
