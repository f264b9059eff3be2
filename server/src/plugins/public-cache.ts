import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Public queries whose answers any cache may keep for a minute (the results page). */
export const PUBLIC_CACHEABLE_PATHS = new Set(['results.published']);
export const PUBLIC_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';
const TRPC_ROUTE = '/trpc/:path';

/**
 * Whether an answer may be shared by caches, decided once per request from what the router matched:
 * the same decoded `:path` parameter (a comma-separated batch) that the tRPC adapter executes, so a
 * batch or a percent-encoded path cannot be public for one and session-bearing for the other.
 */
function isPublicCacheable(req: FastifyRequest): boolean {
  if (req.method !== 'GET' || req.routeOptions.url !== TRPC_ROUTE) return false;
  const { path } = req.params as { path?: unknown };
  return typeof path === 'string' && path.split(',').every((p) => PUBLIC_CACHEABLE_PATHS.has(p));
}

/**
 * Cacheability and cookies in one place: a public request never has its session cookie read (so
 * nothing renews or clears it), and an answer that sets a cookie is never public, whatever else
 * marked it so.
 */
export const publicCachePlugin = fp(
  async (app) => {
    app.decorateRequest('isPublicCacheable', false);
    app.addHook('onRequest', async (req) => {
      req.isPublicCacheable = isPublicCacheable(req);
    });
    app.addHook('onSend', async (_req, reply, payload) => {
      if (reply.getHeader('set-cookie') === undefined) return payload;
      reply.header('cache-control', 'private, no-store');
      // The tRPC adapter answers with a fetch Response whose headers Fastify copies after this hook.
      if (payload instanceof Response) payload.headers.set('cache-control', 'private, no-store');
      return payload;
    });
  },
  { name: 'public-cache', dependencies: ['config'] },
);
