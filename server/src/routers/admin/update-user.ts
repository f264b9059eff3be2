import { ZUserUpdateSchema } from '@ctf/shared/schemas/admin';
import { updateUser as update } from '../../services/admin/users';
import { adminProcedure } from '../../trpc/init';
import { actorOf } from './actor';

export const updateUser = adminProcedure
  .input(ZUserUpdateSchema)
  .mutation(({ ctx, input }) => update(ctx.db, ctx.mail, ctx.config.publicUrl, actorOf(ctx), input));
