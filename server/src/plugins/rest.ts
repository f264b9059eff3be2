import type { ProcedureType } from '@trpc/server';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { pickLanguage, serverMessage } from '@ctf/shared';
import { AppError, asTRPCError, describeError } from '../errors';
import { registerApiDocs } from '../rest/docs-page';
import { buildOpenApiDocument } from '../rest/openapi';
import { PATH_PARAMETERS, REST_ROUTES, type RestRoute } from '../rest/routes';
import { type Context, contextFromRequest } from '../trpc/context';
import { appRouter } from '../trpc/router';

export const REST_PREFIX = '/api';

type Call = (ctx: Context, input: unknown) => Promise<unknown>;
/** What a built procedure is at run time (tRPC's caller and its fetch handler call it so). */
type Procedure = ((opts: {
  path: string;
  getRawInput: () => Promise<unknown>;
  ctx: Context;
  type: ProcedureType;
  signal: undefined;
  batchIndex: number;
}) => Promise<unknown>) & { _def: { type: ProcedureType } };

/**
 * The route's procedure, found once: called as tRPC's caller calls it (its middleware, input and
 * output checks), without building a caller and walking its proxy on every request.
 */
function procedureCall(path: string): Call {
  const procedure = (appRouter._def.procedures as unknown as Record<string, Procedure | undefined>)[path];
  if (!procedure) throw new Error(`REST route names an unknown procedure: ${path}`);
  const type = procedure._def.type;
  return (ctx, input) =>
    procedure({ path, getRawInput: async () => input, ctx, type, signal: undefined, batchIndex: 0 });
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The procedure's input from the request: the path's parameters, the body or the query string,
 * and what the path fixes. A body that is not a JSON object is refused as a whole.
 */
function inputOf(route: RestRoute, req: FastifyRequest): Record<string, unknown> | AppError {
  const input: Record<string, unknown> = {};
  if (route.from === 'body' && req.body !== undefined && req.body !== null) {
    if (route.bodyField) input[route.bodyField] = req.body;
    else if (isPlainObject(req.body)) Object.assign(input, req.body);
    else return new AppError('VALIDATION_ERROR', { fieldErrors: { _: ['invalidType'] } });
    for (const field of route.ignored ?? []) delete input[field];
  }
  if (route.from === 'query') {
    Object.assign(input, req.query);
    for (const field of route.numbers ?? []) {
      const value = input[field];
      if (typeof value === 'string' && /^\d{1,15}$/.test(value)) input[field] = Number(value);
    }
  }
  for (const [name, value] of Object.entries(req.params as Record<string, string>)) {
    const parameter = PATH_PARAMETERS[name];
    if (!parameter) continue;
    input[parameter.field] = parameter.type === 'integer' && /^\d{1,15}$/.test(value) ? Number(value) : value;
  }
  return Object.assign(input, route.fixed);
}

export interface RestOptions {
  routes?: RestRoute[];
}

/** Every documented /api path calls the same procedure in-process: same validation, same errors. */
export const restPlugin = fp<RestOptions>(
  async (app, { routes = REST_ROUTES }) => {
    for (const route of routes) {
      const call = procedureCall(route.procedure);
      app.route({
        method: route.method,
        url: `${REST_PREFIX}${route.path}`,
        handler: async (req, reply) => {
          const ctx = contextFromRequest(req, reply);
          const input = inputOf(route, req);
          try {
            if (input instanceof AppError) throw input;
            const result = await call(ctx, input);
            const answer = route.answer ? route.answer.schema.parse(route.answer.from(result as never)) : result;
            return reply.code(route.successStatus ?? 200).send(answer);
          } catch (cause) {
            const error = asTRPCError(cause);
            const { status, code, message, fieldErrors, retryAfterSeconds, current } = describeError(
              error,
              ctx.lang,
              input,
            );
            if (code === 'INTERNAL_SERVER_ERROR')
              req.log.error({ err: error.cause ?? error, route: route.path }, 'REST call failed');
            if (retryAfterSeconds !== undefined) reply.header('retry-after', String(retryAfterSeconds));
            return reply.code(status).send({ code, message, fieldErrors, current });
          }
        },
      });
    }

    // Built on first request, not at start-up (it walks every procedure's schemas: tens of ms).
    let openApi: ReturnType<typeof buildOpenApiDocument> | undefined;
    app.get(
      `${REST_PREFIX}/openapi.json`,
      async () => (openApi ??= buildOpenApiDocument(routes, REST_PREFIX, app.config)),
    );
    registerApiDocs(app, `${REST_PREFIX}/docs`, `${REST_PREFIX}/openapi.json`);

    app.all(`${REST_PREFIX}/*`, async (req, reply) =>
      reply
        .code(404)
        .send({ code: 'NOT_FOUND', message: serverMessage(pickLanguage(req.headers['accept-language']), 'NOT_FOUND') }),
    );
  },
  { name: 'rest', dependencies: ['config', 'database'] },
);
