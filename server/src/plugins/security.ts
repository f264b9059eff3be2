import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import { pickLanguage, serverMessage } from '@ctf/shared';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface SecurityOptions {
  /** Paths called server-to-server (no browser Origin), e.g. an OAuth token endpoint. */
  originExemptPaths?: string[];
}

/**
 * Headers, CORS for split hosting, and the Origin check every state-changing request must pass:
 * with a cookie-borne session, a request from another site must not be able to act for the user.
 */
export const securityPlugin = fp<SecurityOptions>(
  async (app, { originExemptPaths = [] }) => {
    const { config } = app;
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", 'https://challenges.cloudflare.com'],
          frameSrc: ['https://challenges.cloudflare.com'],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          baseUri: ["'none'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          objectSrc: ["'none'"],
          upgradeInsecureRequests: config.isProduction ? [] : null,
        },
      },
      hsts: config.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'no-referrer' },
    });

    if (config.corsOrigins.length > 0) {
      await app.register(cors, {
        origin: config.corsOrigins,
        credentials: true,
        allowedHeaders: ['content-type', 'x-turnstile-token', 'accept-language'],
        methods: ['GET', 'POST', 'PATCH', 'DELETE'],
      });
    }

    const allowedOrigins = new Set([config.publicUrl, ...config.corsOrigins]);
    const exempt = new Set(originExemptPaths);
    app.addHook('onRequest', async (req, reply) => {
      if (SAFE_METHODS.has(req.method) || exempt.has(req.url.split('?')[0] ?? '')) return;
      const origin = req.headers.origin;
      if (origin && allowedOrigins.has(origin)) return;
      req.log.warn({ origin }, 'origin check refused a request');
      return reply
        .code(403)
        .send({ code: 'FORBIDDEN', message: serverMessage(pickLanguage(req.headers['accept-language']), 'FORBIDDEN') });
    });
  },
  { name: 'security', dependencies: ['config'] },
);
