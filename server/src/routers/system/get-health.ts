import { sql } from 'kysely';
import { publicProcedure } from '../../trpc/init';

export const getHealth = publicProcedure.query(async ({ ctx }) => {
  await sql`SELECT 1`.execute(ctx.db);
  return { status: 'ok' as const };
});
