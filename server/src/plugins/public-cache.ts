import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { asArray } from './session';

/** Public queries whose answers any cache may keep for a minute (the results page). */
export const PUBLIC_CACHEABLE_PATHS = new Set(['results.published', 'results.bySeason']);
/**
 * Shared caches may keep it but must ask again every time (issue 12: published or unpublished
 * results are visible at once, never stale for minutes).
 */
export const PUBLIC_CACHE_CONTROL = 'public, no-cache';
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
    // Only the tRPC route can be public: the decision is attached to it alone (onRoute).
    const decide = (req: FastifyRequest, _reply: unknown, done: () => void) => {
      req.isPublicCacheable = isPublicCacheable(req);
      done();
    };
    app.addHook('onRoute', (route) => {
      if (route.url !== TRPC_ROUTE) return;
      route.onRequest = [decide, ...asArray(route.onRequest)];
    });
    // Every route: any answer may carry a cookie (sign-in, account linking). A plain callback hook
    // costs no promise per request.
    app.addHook('onSend', (_req, reply, payload, done) => {
      if (reply.getHeader('set-cookie') !== undefined) {
        reply.header('cache-control', 'private, no-store');
        // The tRPC adapter answers with a fetch Response whose headers Fastify copies after this hook.
        if (payload instanceof Response) payload.headers.set('cache-control', 'private, no-store');
      }
      done(null, payload);
    });
  },
  { name: 'public-cache', dependencies: ['config'] },
);
