import { ZAdminUserPageSchema } from '@ctf/shared/schemas/admin-output';
import { ZUserListSchema } from '@ctf/shared/schemas/admin';
import { listUsers as list } from '../../services/admin/users';
import { adminProcedure } from '../../trpc/init';
import { withDb } from '../resolvers';

export const listUsers = adminProcedure.input(ZUserListSchema).output(ZAdminUserPageSchema).query(withDb(list));
