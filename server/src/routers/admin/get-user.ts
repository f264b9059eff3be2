import { ZAdminUserDetailsSchema } from '@ctf/shared/schemas/admin-output';
import { ZIdSchema } from '@ctf/shared/schemas/admin';
import { getUser as get } from '../../services/admin/users';
import { adminProcedure } from '../../trpc/init';
import { byId } from '../resolvers';

export const getUser = adminProcedure.input(ZIdSchema).output(ZAdminUserDetailsSchema).query(byId(get));
