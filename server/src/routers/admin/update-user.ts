import { ZAdminUserSchema } from '@ctf/shared/schemas/admin-output';
import { ZUserUpdateSchema } from '@ctf/shared/schemas/admin';
import { updateUser as update } from '../../services/admin/users';
import { adminProcedure } from '../../trpc/init';
import { actorOf } from './actor';

export const updateUser = adminProcedure
  .input(ZUserUpdateSchema)
  .output(ZAdminUserSchema)
  .mutation(({ ctx, input }) => update(ctx.db, ctx.mail, ctx.config.publicUrl, actorOf(ctx), input));
