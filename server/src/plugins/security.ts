import cors from '@fastify/cors';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { AppError } from '../errors';
import { requestOrigin } from '../request-origin';
import { BOOT_SCRIPT_CSP_SOURCE } from './prerendered-pages';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface SecurityOptions {
  /** Paths called server-to-server (no browser Origin), e.g. an OAuth token endpoint. */
  originExemptPaths?: string[];
}

/**
 * The headers helmet sets for these options, worked out once: helmet's middleware run against a
 * response that only records them, so no request pays for building helmet's middleware.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: () => {},
  };
  helmet(options)(
    {} as Parameters<ReturnType<typeof helmet>>[0],
    recorder as unknown as Parameters<ReturnType<typeof helmet>>[1],
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return headers;
}

/**
 * Headers, CORS for split hosting, and the Origin check every state-changing request must pass:
 * with a cookie-borne session, a request from another site must not be able to act for the user.
 */
export const securityPlugin = fp<SecurityOptions>(
  async (app, { originExemptPaths = [] }) => {
    const { config } = app;
    const headers = securityHeaders({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          // The prerendered pages' one inline script, by its hash (prerendered-pages.ts, BOOT_SCRIPT).
          scriptSrc: ["'self'", BOOT_SCRIPT_CSP_SOURCE, 'https://challenges.cloudflare.com'],
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
    // The same headers on every answer, computed once (a plain callback hook: no promise per request).
    app.addHook('onRequest', (_req, reply, done) => {
      reply.headers(headers);
      done();
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
    app.addHook('onRequest', async (req) => {
      if (SAFE_METHODS.has(req.method) || exempt.has(req.url.split('?')[0] ?? '')) return;
      const origin = req.headers.origin;
      if (origin && allowedOrigins.has(origin)) return;
      // Outside production any address of this server works (127.0.0.1, the LAN address): the
      // page and the request came to the same place. Production keeps the strict PUBLIC_URL check.
      if (origin && origin === requestOrigin(config, req)) return;
      req.log.warn({ origin }, 'origin check refused a request');
      // A browser page at another address is told where the platform is; a request without an
      // Origin is no page of ours and is simply refused.
      throw origin ? new AppError('WRONG_ADDRESS', { detail: `${config.publicUrl}.` }) : new AppError('FORBIDDEN');
    });
  },
  { name: 'security', dependencies: ['config'] },
);
