import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import fp from 'fastify-plugin';
import { pickLanguage, serverMessage } from '@ctf/shared';
import { createContext } from '../trpc/context';
import { PUBLIC_CACHE_CONTROL } from './public-cache';
import { type AppRouter, appRouter } from '../trpc/router';

export const TRPC_PREFIX = '/trpc';

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
        responseMeta({ ctx, type, errors }) {
          const cacheable =
            type === 'query' &&
            ctx?.req.isPublicCacheable === true &&
            // "Not found" is an answer like any other here (nothing published yet), the same for everyone.
            errors.every((e) => e.code === 'NOT_FOUND');
          return cacheable ? { headers: { 'cache-control': PUBLIC_CACHE_CONTROL } } : {};
        },
        onError({ error, path, req }) {
          if (error.code === 'INTERNAL_SERVER_ERROR')
            req.log.error({ err: error.cause ?? error, path }, 'procedure failed');
        },
      } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
    });
  },
  { name: 'trpc', dependencies: ['config', 'database', 'public-cache'] },
);
