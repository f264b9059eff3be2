import { ZAdminUserSchema } from '@ctf/shared/schemas/admin-output';
import { ZUserUpdateSchema } from '@ctf/shared/schemas/admin';
import { updateUser as update } from '../../services/admin/users';
import { adminProcedure } from '../../trpc/init';
import { actorOf } from './actor';
import { mailingOf } from '../../services/mail/mailing';

export const updateUser = adminProcedure
  .input(ZUserUpdateSchema)
  .output(ZAdminUserSchema)
  .mutation(({ ctx, input }) => update(ctx.db, mailingOf(ctx), actorOf(ctx), input));
