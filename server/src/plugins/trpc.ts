import { fastifyRequestHandler, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { TRPCError } from '@trpc/server';
import { pickLanguage, serverMessage } from '@ctf/shared';
import { IMPORT_PAGE_MAX_BYTES } from '@ctf/shared/schemas/moving-in';
import { type Context, contextFromRequest, createContext } from '../trpc/context';
import { createQueryFastPath } from '../trpc/query-fast-path';
import { PUBLIC_CACHE_CONTROL } from './public-cache';
import { asArray } from './session';
import { type AppRouter, appRouter } from '../trpc/router';

export const TRPC_PREFIX = '/trpc';
/** The one procedure whose input is a file (the admin page's import). */
const IMPORT_PROCEDURE = 'admin.movingIn.import';

export const trpcPlugin = fp<{ fastQueries?: boolean }>(
  async (app, { fastQueries = true }) => {
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

    // Who may cache a query's answer: public queries, for everyone alike, when nothing failed but "not
    // found" (nothing published yet is an answer like any other here).
    const cacheHeaders = (ctx: Context | undefined, errors: { code: string }[]): Record<string, string> =>
      ctx?.req.isPublicCacheable === true && errors.every((e) => e.code === 'NOT_FOUND')
        ? { 'cache-control': PUBLIC_CACHE_CONTROL }
        : {};
    const logFailure = ({ error, path, req }: { error: TRPCError; path?: string; req: FastifyRequest }) => {
      if (error.code === 'INTERNAL_SERVER_ERROR')
        req.log.error({ err: error.cause ?? error, path }, 'procedure failed');
    };
    const trpcOptions = {
      router: appRouter,
      createContext,
      responseMeta({ ctx, type, errors }) {
        return type === 'query' ? { headers: cacheHeaders(ctx, errors) } : {};
      },
      onError: logFailure,
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'];
    const answerQuery = createQueryFastPath({
      router: appRouter,
      createContext: contextFromRequest,
      responseHeaders: cacheHeaders,
      onError: logFailure,
    });

    // What fastifyTRPCPlugin does (its own body parsers in its own scope, one route for every
    // path), with GET queries answered by the fast path first (trpc/query-fast-path.ts).
    await app.register(async (scope) => {
      scope.removeContentTypeParser('application/json');
      scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
      scope.removeContentTypeParser('multipart/form-data');
      scope.addContentTypeParser('multipart/form-data', {}, (_req, body, done) => done(null, body));
      scope.all<{ Params: { path: string } }>(`${TRPC_PREFIX}/:path`, async (req, reply) => {
        if (fastQueries && (await answerQuery(req, reply, req.params.path))) return reply;
        await fastifyRequestHandler({ ...trpcOptions, req, res: reply, path: req.params.path });
        return reply;
      });
      // The admin page's import sends a whole file (IMPORT_PAGE_MAX_BYTES characters, two bytes or
      // more each as UTF-8 in JSON): only its path takes such a body, and only from an admin's session
      // that proved its second factor; anyone else is held to the app's limit before the body is read.
      const appLimit = app.initialConfig.bodyLimit ?? 1_048_576;
      scope.post(
        `${TRPC_PREFIX}/${IMPORT_PROCEDURE}`,
        {
          bodyLimit: 3 * IMPORT_PAGE_MAX_BYTES + appLimit,
          preParsing: async (req, reply, payload) => {
            const isAdmin = req.auth?.user.roles.includes('admin') && req.auth.session.secondFactorVerified;
            const length = Number(req.headers['content-length'] ?? Number.POSITIVE_INFINITY);
            if (!isAdmin && !(length <= appLimit))
              return reply.code(413).send({
                code: 'BAD_REQUEST',
                message: serverMessage(pickLanguage(req.headers['accept-language']), 'BAD_REQUEST'),
              });
            return payload;
          },
        },
        async (req, reply) => {
          await fastifyRequestHandler({ ...trpcOptions, req, res: reply, path: IMPORT_PROCEDURE });
          return reply;
        },
      );
    });
  },
  { name: 'trpc', dependencies: ['config', 'database', 'public-cache'] },
);
