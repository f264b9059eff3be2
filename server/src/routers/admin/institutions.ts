import {
  ZIdSchema,
  ZInstitutionCreateSchema,
  ZInstitutionListSchema,
  ZInstitutionUpdateSchema,
} from '@ctf/shared/schemas/admin';
import {
  createInstitution,
  deleteInstitution,
  getInstitution,
  listInstitutions,
  updateInstitution,
} from '../../services/admin/institutions';
import { adminProcedure, router } from '../../trpc/init';
import { actorOf } from './actor';

// Five one-line procedures over the institutions service: kept together, each stays thin.
export const adminInstitutionsRouter = router({
  list: adminProcedure.input(ZInstitutionListSchema).query(({ ctx, input }) => listInstitutions(ctx.db, input)),
  get: adminProcedure.input(ZIdSchema).query(({ ctx, input }) => getInstitution(ctx.db, input.id)),
  create: adminProcedure
    .input(ZInstitutionCreateSchema)
    .mutation(({ ctx, input }) => createInstitution(ctx.db, actorOf(ctx), input)),
  update: adminProcedure.input(ZInstitutionUpdateSchema).mutation(({ ctx, input }) => {
    const { id, ...changes } = input;
    return updateInstitution(ctx.db, actorOf(ctx), id, changes);
  }),
  delete: adminProcedure.input(ZIdSchema).mutation(async ({ ctx, input }) => {
    await deleteInstitution(ctx.db, actorOf(ctx), input.id);
    return { ok: true as const };
  }),
});
