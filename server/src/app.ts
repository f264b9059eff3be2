import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import { TRPCError } from '@trpc/server';
import Fastify, { type FastifyError } from 'fastify';
import { type DestinationStream, pino } from 'pino';
import { pickLanguage, serverMessage } from '@ctf/shared';
import type { AppConfig } from './env';
import { asTRPCError, describeError, trpcErrorBody } from './errors';
import { RequestLog, loggerOptions } from './logger';
import { configPlugin, databasePlugin } from './plugins/core';
import { accountLinkingPlugin } from './plugins/account-linking';
import { ctfdProviderPlugin } from './plugins/ctfd-provider';
import { healthPlugin } from './plugins/health';
import { metricsPlugin } from './plugins/metrics';
import { devToolsPlugin } from './plugins/dev-tools';
import { adminExportsPlugin } from './plugins/admin-exports';
import { rosterExportPlugin } from './plugins/roster-export';
import { certificateDownloadPlugin } from './plugins/certificate-download';
import { exportDownloadPlugin } from './plugins/export-download';
import { exportsPlugin } from './plugins/exports';
import { publicCachePlugin } from './plugins/public-cache';
import { rateLimitPlugin } from './plugins/rate-limit';
import { servicesPlugin } from './plugins/services';
import { sessionPlugin } from './plugins/session';
import { type RestOptions, restPlugin } from './plugins/rest';
import { securityPlugin } from './plugins/security';
import { staticClientPlugin } from './plugins/static-client';
import { trpcPlugin } from './plugins/trpc';

export interface BuildAppOptions {
  rest?: RestOptions;
  /** Answer GET queries without tRPC's fetch adapter (default true; a test compares both). */
  trpcFastQueries?: boolean;
  /** Where log lines go (default stdout); tests read them. */
  logDestination?: DestinationStream;
}

/**
 * Fastify's trustProxy for our setting. A hop count is a function: Fastify 5.12 takes a bare number
 * as "trust nothing". The hop-th entry from the right (the socket being hop 0) is still a proxy.
 */
export function fastifyTrustProxy(setting: AppConfig['trustProxy']) {
  if (setting === false) return false;
  if ('proxies' in setting) return setting.proxies;
  return (_address: string, hop: number) => hop < setting.hops;
}

/** The app's plugins that take no options, registered in this order after the security plugin. */
const APP_PLUGINS = [
  rateLimitPlugin,
  servicesPlugin,
  publicCachePlugin,
  sessionPlugin,
  healthPlugin,
  metricsPlugin,
  accountLinkingPlugin,
  ctfdProviderPlugin,
  exportsPlugin,
  adminExportsPlugin,
  rosterExportPlugin,
  certificateDownloadPlugin,
  exportDownloadPlugin,
];

/** The whole HTTP application; `server.ts` listens, tests inject or listen on a free port. */
export async function buildApp(config: AppConfig, options: BuildAppOptions = {}) {
  const logger = loggerOptions(config);
  // Log lines are written asynchronously (buffered, flushed on exit): a request never waits on stdout.
  const app = Fastify({
    ...(logger
      ? { loggerInstance: pino(logger, options.logDestination ?? pino.destination({ dest: 1, sync: false })) }
      : { logger: false }),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1_048_576,
    forceCloseConnections: 'idle',
    logController: new RequestLog(),
  });

  app.setErrorHandler((error: FastifyError, req, reply) => {
    const lang = pickLanguage(req.headers['accept-language']);
    if (!(error instanceof TRPCError) && error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const code = error.statusCode === 404 ? 'NOT_FOUND' : 'BAD_REQUEST';
      return reply.code(error.statusCode).send({ code, message: serverMessage(lang, code) });
    }
    const trpcError = asTRPCError(error);
    const described = describeError(trpcError, lang);
    if (described.code === 'INTERNAL_SERVER_ERROR') req.log.error({ err: error }, 'request failed');
    if (described.retryAfterSeconds !== undefined) reply.header('retry-after', String(described.retryAfterSeconds));
    const { status, code, message, fieldErrors } = described;
    return reply
      .code(status)
      .send(
        req.url.startsWith('/trpc/') ? trpcErrorBody(req.url, trpcError, described) : { code, message, fieldErrors },
      );
  });

  await app.register(configPlugin, { config });
  await app.register(databasePlugin);
  await app.register(cookie);
  // JSON answers (tRPC, REST) by Accept-Encoding; pages and built files come precompressed. Only the
  // API's routes get the plugin's hooks (set before it sees the routes): probes, metrics and files
  // pay nothing for it. Request bodies are never compressed by our clients: no decompression hook.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') && !route.url.startsWith('/trpc/')) route.compress ??= false;
  });
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'], globalDecompression: false });
  // Server-to-server calls without a browser Origin: CTFd's token request, the development OAuth stand-in's.
  await app.register(securityPlugin, {
    originExemptPaths: ['/api/auth/external/ctfd/token', '/dev/oauth/discord/token', '/dev/oauth/github/token'],
  });
  for (const plugin of APP_PLUGINS) await app.register(plugin);
  if (!config.isProduction) await app.register(devToolsPlugin);
  await app.register(trpcPlugin, { fastQueries: options.trpcFastQueries ?? true });
  await app.register(restPlugin, options.rest ?? {});
  await app.register(staticClientPlugin);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
