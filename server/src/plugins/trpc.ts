import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { pickLanguage, serverMessage } from '@ctf/shared';
import { createContext } from '../trpc/context';
import { PUBLIC_CACHE_CONTROL } from './public-cache';
import { asArray } from './session';
import { type AppRouter, appRouter } from '../trpc/router';

export const TRPC_PREFIX = '/trpc';

export const trpcPlugin = fp(
  async (app) => {
    // Browsers send multipart and text/plain cross-site without a preflight; JSON only for mutations.
    // Attached to the tRPC route alone (onRoute), so no other request pays for the check.
    const jsonOnly = async (req: FastifyRequest, reply: FastifyReply) => {
      if (req.method !== 'POST') return;
      if (req.headers['content-type']?.split(';')[0]?.trim() === 'application/json') return;
      return reply.code(415).send({
        code: 'BAD_REQUEST',
        message: serverMessage(pickLanguage(req.headers['accept-language']), 'BAD_REQUEST'),
      });
    };
    // The adapter answers with a fetch Response, which Fastify streams chunked (two or three writes
    // per answer). Our client's links never stream, so the body is read here and sent as one
    // payload with its length; status and headers (tRPC's and ours, added to the Response by
    // earlier onSend hooks) are carried over.
    const wholeBody = async (_req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      if (!(payload instanceof Response)) return payload;
      reply.code(payload.status);
      for (const [name, value] of payload.headers) if (name !== 'set-cookie') reply.header(name, value);
      for (const cookie of payload.headers.getSetCookie()) reply.header('set-cookie', cookie);
      return Buffer.from(await payload.arrayBuffer());
    };
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith(`${TRPC_PREFIX}/`)) return;
      route.onRequest = [jsonOnly, ...asArray(route.onRequest)];
      route.onSend = [...asArray(route.onSend), wholeBody];
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
