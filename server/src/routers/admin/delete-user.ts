import { ZOkSchema } from '@ctf/shared/schemas/common-output';
import { ZIdSchema } from '@ctf/shared/schemas/admin';
import { deleteUser as remove } from '../../services/admin/users';
import { adminProcedure, okAfter } from '../../trpc/init';
import { byActorOnId } from '../resolvers';

export const deleteUser = adminProcedure
  .input(ZIdSchema)
  .output(ZOkSchema)
  .mutation(okAfter(byActorOnId(remove)));
