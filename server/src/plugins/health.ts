import { sql } from 'kysely';
import fp from 'fastify-plugin';
import { UNAVAILABLE_RETRY_SECONDS } from '../errors';

/**
 * Liveness (the process answers) and readiness (its dependencies answer), for load balancers. Redis
 * counts when configured: without it the limited endpoints (sign-in, registration) refuse everyone.
 */
export const healthPlugin = fp(
  async (app) => {
    // Outside production the answering process is named, so a test can see WEB_CONCURRENCY workers share the port.
    const pid = app.config.isProduction ? null : String(process.pid);
    app.get('/healthz', async (_req, reply) => {
      if (pid) reply.header('x-process-id', pid);
      return { status: 'ok' };
    });
    app.get('/readyz', async (req, reply) => {
      let database: 'up' | 'down' = 'up';
      try {
        await sql`SELECT 1`.execute(app.db);
      } catch (err) {
        database = 'down';
        req.log.warn({ err }, 'readiness check: database unreachable');
      }
      const redis = app.limits.storeState();
      const ready = database === 'up' && redis !== 'down';
      if (!ready) reply.header('retry-after', String(UNAVAILABLE_RETRY_SECONDS));
      return reply
        .code(ready ? 200 : 503)
        .send({ status: ready ? 'ready' : 'unavailable', checks: { database, redis } });
    });
  },
  { name: 'health', dependencies: ['config', 'database', 'rate-limit'] },
);
