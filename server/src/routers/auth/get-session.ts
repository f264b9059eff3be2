import { publicProcedure } from '../../trpc/init';
import { toSessionUserDto } from '../../services/auth/users';

export const getSession = publicProcedure.query(({ ctx }) => ({
  user: ctx.auth ? toSessionUserDto(ctx.auth.user) : null,
}));
