import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import fp from 'fastify-plugin';
import { pickLanguage, serverMessage } from '@ctf/shared';
import { errorCodeOf, fieldErrorsOf } from '../errors';
import { buildOpenApiDocument } from '../rest/openapi';
import { REST_ROUTES, type RestRoute } from '../rest/routes';
import { contextFromRequest } from '../trpc/context';
import { createCaller } from '../trpc/router';

export const REST_PREFIX = '/api';

type Callable = (input: unknown) => Promise<unknown>;

function resolveProcedure(caller: unknown, dottedPath: string): Callable {
  const target = dottedPath.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], caller);
  if (typeof target !== 'function') throw new Error(`REST route names an unknown procedure: ${dottedPath}`);
  return target as Callable;
}

export interface RestOptions {
  routes?: RestRoute[];
}

/** Every documented /api path calls the same procedure in-process: same validation, same errors. */
export const restPlugin = fp<RestOptions>(
  async (app, { routes = REST_ROUTES }) => {
    for (const route of routes) {
      app.route({
        method: route.method,
        url: `${REST_PREFIX}${route.path}`,
        handler: async (req, reply) => {
          const ctx = contextFromRequest(req, reply);
          try {
            const call = resolveProcedure(createCaller(ctx), route.procedure);
            const result = await call(route.input ? route.input(req) : undefined);
            return reply.code(route.successStatus ?? 200).send(result ?? { ok: true });
          } catch (cause) {
            const error = cause instanceof TRPCError ? cause : new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause });
            const code = errorCodeOf(error);
            if (code === 'INTERNAL_SERVER_ERROR')
              req.log.error({ err: error.cause ?? error, route: route.path }, 'REST call failed');
            return reply
              .code(getHTTPStatusCodeFromError(error))
              .send({ code, message: serverMessage(ctx.lang, code), fieldErrors: fieldErrorsOf(error) });
          }
        },
      });
    }

    const openApi = buildOpenApiDocument(routes, REST_PREFIX);
    app.get(`${REST_PREFIX}/openapi.json`, async () => openApi);

    app.all(`${REST_PREFIX}/*`, async (req, reply) =>
      reply
        .code(404)
        .send({ code: 'NOT_FOUND', message: serverMessage(pickLanguage(req.headers['accept-language']), 'NOT_FOUND') }),
    );
  },
  { name: 'rest', dependencies: ['config', 'database'] },
);
