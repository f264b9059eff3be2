import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../env';
import { validateSessionToken } from '../services/auth/sessions';

export function sessionCookieName(config: AppConfig): string {
  // __Host- requires Secure, which browsers refuse on plain http://localhost; elsewhere a name of
  // our own, so a CTFd (cookie `session`) on the same host name keeps its session.
  return config.sessionCookieName;
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

/** Sets the request's own session cookie again with a new expiry (a waiting session became a sign-in). */
export function renewSessionCookie(req: FastifyRequest, reply: FastifyReply, config: AppConfig, expiresAt: Date) {
  const token = req.cookies[sessionCookieName(config)];
  if (token) setSessionCookie(reply, config, token, expiresAt);
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

const SESSION_ROUTES = /^\/(trpc|api)\//;

/**
 * Resolves the session cookie on API calls; renews it when the session was extended. The hook is
 * attached to the API routes only (onRoute), so pages, assets and health checks never pay for it.
 */
export const sessionPlugin = fp(
  async (app) => {
    const { config, db } = app;
    const cookieName = sessionCookieName(config);
    app.decorateRequest('auth', null);
    app.decorateRequest('pendingSecondFactor', null);
    const resolveSession = async (req: FastifyRequest, reply: FastifyReply) => {
      // Answers shared caches may keep never read (so never renew or clear) the session cookie.
      if (req.isPublicCacheable) return;
      const token = req.cookies[cookieName];
      if (!token) return;
      const validated = await validateSessionToken(db, token);
      if (!validated) {
        clearSessionCookie(reply, config);
        return;
      }
      if (validated.session.secondFactorPending) {
        // Only the second-factor step may use it; everything else sees no one signed in.
        req.pendingSecondFactor = validated;
        return;
      }
      req.auth = validated;
      if (validated.session.renewed) setSessionCookie(reply, config, token, validated.session.expiresAt);
    };
    app.addHook('onRoute', (route) => {
      if (!SESSION_ROUTES.test(route.url)) return;
      route.onRequest = [...asArray(route.onRequest), resolveSession];
    });
  },
  { name: 'session', dependencies: ['config', 'database', 'public-cache'] },
);

/** A route's hooks as a list (Fastify takes one function or several). */
export function asArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}
