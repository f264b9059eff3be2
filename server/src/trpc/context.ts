import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { type Language, pickLanguage } from '@ctf/shared';
import type { Database } from '../db/database';
import type { AppConfig } from '../env';

export interface ContextInner {
  db: Database;
  config: AppConfig;
  lang: Language;
  log: FastifyBaseLogger;
}

/** The context without HTTP: what tests and the REST layer build directly. */
export function createContextInner(inner: ContextInner): ContextInner {
  return inner;
}

/** The context of one HTTP request, for tRPC and for the REST layer alike. */
export function contextFromRequest(req: FastifyRequest) {
  return createContextInner({
    db: req.server.db,
    config: req.server.config,
    lang: pickLanguage(req.headers['accept-language']),
    log: req.log,
  });
}

export function createContext({ req }: CreateFastifyContextOptions) {
  return contextFromRequest(req);
}

export type Context = Awaited<ReturnType<typeof createContext>>;
