import { ZSessionSchema } from '@ctf/shared/schemas/auth-output';
import { toSessionUserDto } from '../../services/auth/users';
import { publicProcedure } from '../../trpc/init';

// The linked accounts came with the session check (sessions.ts): no second query.
export const getSession = publicProcedure.output(ZSessionSchema).query(({ ctx }) => ({
  user: ctx.auth ? toSessionUserDto(ctx.auth.user, ctx.auth.links, ctx.auth.session) : null,
}));
