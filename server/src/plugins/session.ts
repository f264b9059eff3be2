import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../env';
import { validateSessionToken } from '../services/auth/sessions';

export function sessionCookieName(config: AppConfig): string {
  // __Host- requires Secure, which browsers refuse on plain http://localhost.
  return config.isProduction ? '__Host-session' : 'session';
}

export function setSessionCookie(reply: FastifyReply, config: AppConfig, token: string, expiresAt: Date) {
  reply.setCookie(sessionCookieName(config), token, {
    httpOnly: true,
    secure: config.isProduction,
    sameSite: 'lax',
    path: '/',
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply, config: AppConfig) {
  reply.setCookie(sessionCookieName(config), '', {
    httpOnly: true,
    secure: config.isProduction,
    sameSite: 'lax',
    path: '/',
    maxAge: 0,
  });
}

const SESSION_PATHS = /^\/(trpc|api)\//;

/** Resolves the session cookie on API calls; renews it when the session was extended. */
export const sessionPlugin = fp(
  async (app) => {
    const { config, db } = app;
    const cookieName = sessionCookieName(config);
    app.decorateRequest('auth', null);
    app.addHook('onRequest', async (req, reply) => {
      // Answers shared caches may keep never read (so never renew or clear) the session cookie.
      if (!SESSION_PATHS.test(req.url) || req.isPublicCacheable) return;
      const token = req.cookies[cookieName];
      if (!token) return;
      const validated = await validateSessionToken(db, token);
      if (!validated) {
        clearSessionCookie(reply, config);
        return;
      }
      req.auth = validated;
      if (validated.session.renewed) setSessionCookie(reply, config, token, validated.session.expiresAt);
    });
  },
  { name: 'session', dependencies: ['config', 'database', 'public-cache'] },
);
