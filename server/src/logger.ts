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
