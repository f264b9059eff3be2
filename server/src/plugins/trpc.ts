import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import fp from 'fastify-plugin';
import { pickLanguage, serverMessage } from '@ctf/shared';
import { createContext } from '../trpc/context';
import { type AppRouter, appRouter } from '../trpc/router';

export const TRPC_PREFIX = '/trpc';

/** Public queries whose answers any cache may keep for a minute (the results page). */
export const PUBLIC_CACHEABLE_PATHS = new Set(['results.published']);

export const trpcPlugin = fp(
  async (app) => {
    // Browsers send multipart and text/plain cross-site without a preflight; JSON only for mutations.
    app.addHook('onRequest', async (req, reply) => {
      if (req.method !== 'POST' || !req.url.startsWith(`${TRPC_PREFIX}/`)) return;
      if (req.headers['content-type']?.split(';')[0]?.trim() === 'application/json') return;
      return reply.code(415).send({
        code: 'BAD_REQUEST',
        message: serverMessage(pickLanguage(req.headers['accept-language']), 'BAD_REQUEST'),
      });
    });

    await app.register(fastifyTRPCPlugin, {
      prefix: TRPC_PREFIX,
      trpcOptions: {
        router: appRouter,
        createContext,
        responseMeta({ paths, type, errors }) {
          const cacheable =
            type === 'query' &&
            // "Not found" is an answer like any other here (nothing published yet), the same for everyone.
            errors.every((e) => e.code === 'NOT_FOUND') &&
            paths?.length &&
            paths.every((p) => PUBLIC_CACHEABLE_PATHS.has(p));
          return cacheable ? { headers: { 'cache-control': 'public, max-age=60, stale-while-revalidate=600' } } : {};
        },
        onError({ error, path, req }) {
          if (error.code === 'INTERNAL_SERVER_ERROR')
            req.log.error({ err: error.cause ?? error, path }, 'procedure failed');
        },
      } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
    });
  },
  { name: 'trpc', dependencies: ['config', 'database'] },
);
