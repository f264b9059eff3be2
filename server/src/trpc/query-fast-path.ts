// GET queries without the fetch round trip (docs/decisions.md, "tRPC queries without the fetch
// adapter; latency at an offered rate").
//
// tRPC's Fastify adapter turns every Node request into a fetch `Request` (undici's constructor, an
// AbortController per request and per call, header copies), resolves it, and answers with a fetch
// `Response` whose body is read back. For a query those conversions are a large share of the call's
// CPU: with them the session check over tRPC falls far behind the same lookup over REST. Queries are the bulk of
// the traffic (every page load asks for the session and its data in one batched GET), so they are
// answered here, through tRPC's own public pieces (`callTRPCProcedure`, `getErrorShape`,
// `transformTRPCResponse`, `getHTTPStatusCode`), with the same status, headers and body the adapter
// gives. Whatever is not a plain GET of existing query procedures with well-formed input (mutations,
// HEAD, streaming, an unknown path, input that is not JSON) is left to the adapter, so every error of
// the protocol keeps tRPC's own wording.
import {
  callTRPCProcedure,
  getErrorShape,
  getTRPCErrorFromUnknown,
  transformTRPCResponse,
  type AnyRouter,
  type TRPCError,
} from '@trpc/server';
import { getHTTPStatusCode } from '@trpc/server/http';
import type { TRPCResponse } from '@trpc/server/rpc';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Context } from './context';

export interface QueryFastPathOptions<TRouter extends AnyRouter> {
  router: TRouter;
  createContext: (req: FastifyRequest, reply: FastifyReply) => Context;
  /** Extra headers for the answer (the adapter's `responseMeta`, for queries). */
  responseHeaders: (ctx: Context, errors: TRPCError[]) => Record<string, string>;
  onError: (opts: { error: TRPCError; path: string; req: FastifyRequest }) => void;
}

type Envelope = TRPCResponse;

/** Parsed calls of a GET the fast path can answer, or null to leave it to the adapter. */
function callsOf(router: AnyRouter, req: FastifyRequest, rawPath: string) {
  if (req.method !== 'GET' || req.headers['trpc-accept'] !== undefined) return null;
  const query = req.query as Record<string, unknown>;
  const batch = query.batch;
  const input = query.input;
  if ((batch !== undefined && typeof batch !== 'string') || (input !== undefined && typeof input !== 'string'))
    return null;
  const isBatch = batch === '1';
  let paths: string[];
  let inputs: unknown;
  try {
    const path = decodeURIComponent(rawPath);
    paths = isBatch ? path.split(',') : [path];
    inputs = input ? JSON.parse(input) : undefined;
  } catch {
    return null;
  }
  if (isBatch && inputs !== undefined && (typeof inputs !== 'object' || inputs === null || Array.isArray(inputs)))
    return null;
  const procedures = router._def.procedures as Record<string, { _def: { type: string } } | undefined>;
  if (!paths.every((path) => Object.hasOwn(procedures, path) && procedures[path]?._def.type === 'query')) return null;
  const deserialize = (value: unknown) => router._def._config.transformer.input.deserialize(value) as unknown;
  return {
    isBatch,
    calls: paths.map((path, index) => {
      const raw = isBatch ? (inputs as Record<string, unknown> | undefined)?.[index] : inputs;
      return { path, index, input: raw === undefined ? undefined : deserialize(raw) };
    }),
  };
}

/** Answers the request and returns true, or returns false when the adapter must answer it. */
export function createQueryFastPath<TRouter extends AnyRouter>(options: QueryFastPathOptions<TRouter>) {
  const { router } = options;
  const config = router._def._config;
  return async function answerQuery(req: FastifyRequest, reply: FastifyReply, rawPath: string): Promise<boolean> {
    const parsed = callsOf(router, req, rawPath);
    if (!parsed) return false;
    const ctx = options.createContext(req, reply);
    const errors: TRPCError[] = [];
    const envelopes = await Promise.all(
      parsed.calls.map(async ({ path, index, input }): Promise<Envelope> => {
        try {
          const data = await callTRPCProcedure({
            router,
            path,
            getRawInput: async () => input,
            ctx,
            type: 'query',
            signal: undefined,
            batchIndex: index,
          });
          return { result: { data } };
        } catch (cause) {
          const error = getTRPCErrorFromUnknown(cause);
          errors.push(error);
          options.onError({ error, path, req });
          return { error: getErrorShape({ config, error, type: 'query', path, input, ctx }) };
        }
      }),
    );
    const body = parsed.isBatch
      ? envelopes.map((envelope) => transformTRPCResponse(config, envelope))
      : transformTRPCResponse(config, envelopes[0]!);
    void reply
      .code(getHTTPStatusCode(envelopes))
      .header('vary', 'trpc-accept, accept')
      .header('content-type', 'application/json')
      .headers(options.responseHeaders(ctx, errors));
    // A Buffer, so Fastify leaves the content type as tRPC writes it (no charset added).
    await reply.send(Buffer.from(JSON.stringify(body)));
    return true;
  };
}
