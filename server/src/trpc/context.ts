import type {} from '../fastify-types';
import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pickLanguage } from '@ctf/shared';

/** Everything a procedure may use: the app's services, the caller, and the HTTP exchange. */
export function contextFromRequest(req: FastifyRequest, reply: FastifyReply) {
  const app = req.server;
  return {
    db: app.db,
    config: app.config,
    botCheck: app.botCheck,
    mail: app.mail,
    limits: app.limits,
    lang: pickLanguage(req.headers['accept-language']),
    log: req.log,
    auth: req.auth,
    pendingSecondFactor: req.pendingSecondFactor,
    req,
    reply,
  };
}

export function createContext({ req, res }: CreateFastifyContextOptions) {
  return contextFromRequest(req, res);
}

export type Context = ReturnType<typeof contextFromRequest>;
