import type { FastifyRequest } from 'fastify';
import type { AppConfig } from './env';

/**
 * The origin a request stands for. In production that is PUBLIC_URL. Outside production a page
 * opened at any address of this server works (README, PUBLIC_URL): the address the browser used
 * (localhost, 127.0.0.1, a LAN address), so the Origin check accepts it, and what sends the browser
 * away and back (linking an account) returns it there, where its cookies are.
 */
export function requestOrigin(config: Pick<AppConfig, 'isProduction' | 'publicUrl'>, req: FastifyRequest): string {
  return config.isProduction ? config.publicUrl : `${req.protocol}://${req.host}`;
}
