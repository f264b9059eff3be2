import { sql } from 'kysely';
import fp from 'fastify-plugin';

/** Liveness (the process answers) and readiness (the database answers), for load balancers. */
export const healthPlugin = fp(
  async (app) => {
    app.get('/healthz', async () => ({ status: 'ok' }));
    app.get('/readyz', async (req, reply) => {
      try {
        await sql`SELECT 1`.execute(app.db);
        return { status: 'ready' };
      } catch (err) {
        req.log.warn({ err }, 'readiness check: database unreachable');
        return reply.code(503).send({ status: 'unavailable' });
      }
    });
  },
  { name: 'health', dependencies: ['database'] },
);
