import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import type { LoggerOptions } from 'pino';
import type { AppConfig } from './env';

/** Drops query strings: they carry verification and reset tokens. */
export function redactUrl(url: string): string {
  const index = url.indexOf('?');
  return index === -1 ? url : `${url.slice(0, index)}?[redacted]`;
}

export function loggerOptions(config: AppConfig): LoggerOptions | false {
  if (config.logLevel === 'silent') return false;
  return {
    level: config.logLevel,
    timestamp: () => `,"time":"${new Date().toISOString()}"`,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["x-turnstile-token"]',
        'res.headers["set-cookie"]',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: { method: string; url: string; ip: string; headers: Record<string, unknown> }) => ({
        method: req.method,
        url: redactUrl(req.url),
        ip: req.ip,
        userAgent: req.headers['user-agent'],
      }),
    },
  };
}

/** Load balancers probe health every few seconds: those requests are counted (metrics), not logged. */
const isProbe = (req: { url?: string }) => req.url === '/healthz' || req.url === '/readyz';

/**
 * One line per request, written when the answer is sent: method, redacted URL, client address, user
 * agent, status, time and the request id (the child logger's binding). Fastify's own pair (arrival
 * and completion) cost a second serialized line and write on every request; the arrival stays at
 * debug level.
 */
export class RequestLog extends LogController {
  constructor() {
    super({ disableRequestLogging: isProbe });
  }

  override incomingRequest(request: FastifyRequest) {
    if (!isProbe(request)) request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (isProbe(request)) return;
    const line = {
      method: request.method,
      url: redactUrl(request.url),
      ip: request.ip,
      userAgent: request.headers['user-agent'],
      statusCode: reply.statusCode,
      responseTime: reply.elapsedTime,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
