import { ZHealthSchema } from '@ctf/shared/schemas/auth-output';
import { sql } from 'kysely';
import { publicProcedure } from '../../trpc/init';

export const getHealth = publicProcedure.output(ZHealthSchema).query(async ({ ctx }) => {
  await sql`SELECT 1`.execute(ctx.db);
  return { status: 'ok' as const };
});
