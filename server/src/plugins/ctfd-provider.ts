import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { type Language, pickLanguage } from '@ctf/shared';
import { hasNul } from '@ctf/shared/schemas/primitives';
import { ctfdAccessDenial, authenticateCtfdClient, findCtfdClient } from '../services/ctfd/clients';
import { TOKEN_TTL_MS, exchangeCode, issueCode } from '../services/ctfd/codes';
import { type TokenError, parseTokenRequest } from '../services/ctfd/token-request';
import { findCtfdUserInfo, hasCtfdTeam } from '../services/ctfd/user-info';

export const CTFD_AUTHORIZE_PATH = '/api/auth/external/ctfd';
export const CTFD_TOKEN_PATH = `${CTFD_AUTHORIZE_PATH}/token`;
export const CTFD_USER_PATH = `${CTFD_AUTHORIZE_PATH}/user`;
/** The user-info answer may hold a team, whatever CTFd asked for. */
const GRANTED_SCOPE = 'profile team';

const BAD_REQUEST_PAGE: Record<Language, { title: string; text: string; home: string }> = {
  sr: {
    title: 'Пријава није могућа',
    text: 'Захтев за пријаву није исправан: апликација или њена адреса за повратак нису регистровани на платформи.',
    home: 'Почетна страна',
  },
  en: {
    title: 'Sign-in is not possible',
    text: 'This sign-in request is not valid: the application or its return address is not registered with the platform.',
    home: 'Home page',
  },
};

/** RFC 6749 §4.1.2.1: with an unknown client or redirect URI the user is told, never redirected. */
function badRequestPage(reply: FastifyReply, lang: Language) {
  const page = BAD_REQUEST_PAGE[lang];
  return reply
    .code(400)
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<title>${page.title}</title></head><body><h1>${page.title}</h1><p>${page.text}</p><p><a href="/">${page.home}</a></p></body></html>`,
    );
}

function tokenError(reply: FastifyReply, error: TokenError, { basic = false } = {}) {
  if (error === 'invalid_client' && basic) reply.header('www-authenticate', 'Basic realm="ctfd"');
  return reply.code(error === 'invalid_client' ? 401 : 400).send({ error });
}

function noStore(reply: FastifyReply) {
  reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
}

/** One value of a query parameter; null when it was repeated (RFC 6749 §3.1). */
function single(value: string | string[] | undefined) {
  return Array.isArray(value) ? null : value;
}

/**
 * Our platform as the OAuth 2 provider CTFd's built-in OAuth login talks to (DECISIONS, CTF
 * platform): authorize (browser), token and user-info (server to server, from CTFd).
 */
export const ctfdProviderPlugin = fp(
  async (app) => {
    const { db } = app;

    app.get<{ Querystring: Record<string, string | string[] | undefined> }>(
      CTFD_AUTHORIZE_PATH,
      { config: { cors: false } },
      async (req, reply) => {
        const { query } = req;
        // Nothing with a NUL reaches the database (PostgreSQL text cannot hold one).
        if (Object.values(query).some((v) => [v ?? ''].flat().some(hasNul))) {
          return badRequestPage(reply, pickLanguage(req.headers['accept-language']));
        }
        const clientId = single(query.client_id);
        const client = clientId ? await findCtfdClient(db, clientId) : undefined;
        if (!client || (query.redirect_uri !== undefined && query.redirect_uri !== client.redirect_uri)) {
          req.log.warn({ knownClient: client !== undefined }, 'ctfd provider: authorization request refused');
          return badRequestPage(reply, pickLanguage(req.headers['accept-language']));
        }
        const state = single(query.state);
        const back = (params: Record<string, string>) => {
          const target = new URL(client.redirect_uri);
          for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
          if (state) target.searchParams.set('state', state);
          noStore(reply);
          return reply.redirect(target.toString());
        };
        if (Object.values(query).some(Array.isArray) || !query.response_type) return back({ error: 'invalid_request' });
        if (query.response_type !== 'code') return back({ error: 'unsupported_response_type' });
        // PKCE is optional (CTFd cannot send it); when sent it must be S256, never plain.
        const challenge = typeof query.code_challenge === 'string' ? query.code_challenge : null;
        if (challenge !== null && (query.code_challenge_method !== 'S256' || !/^[A-Za-z0-9_-]{43}$/.test(challenge))) {
          return back({ error: 'invalid_request', error_description: 'code_challenge_method must be S256' });
        }
        if (!req.auth) return reply.redirect(`/auth/login?redirect_uri=${encodeURIComponent(req.url)}`);

        const denial = await ctfdAccessDenial(db, req.auth.user, client);
        if (denial) {
          req.log.info(
            { clientId: client.client_id, userId: req.auth.user.id, reason: denial },
            'ctfd provider: denied',
          );
          return back({ error: 'access_denied' });
        }
        const wantsTeam = typeof query.scope === 'string' && query.scope.split(' ').includes('team');
        if (wantsTeam && !(await hasCtfdTeam(db, req.auth.user.id))) {
          req.log.info(
            { clientId: client.client_id, userId: req.auth.user.id },
            'ctfd provider: no team for team mode',
          );
          return back({ error: 'access_denied', error_description: 'team mode needs a school team' });
        }
        const code = await issueCode(db, client.client_id, req.auth.user.id, challenge);
        req.log.info({ clientId: client.client_id, userId: req.auth.user.id }, 'ctfd provider: code issued');
        return back({ code });
      },
    );

    app.post(
      CTFD_TOKEN_PATH,
      {
        config: { cors: false },
        // Unparsable or unsupported bodies still get an RFC 6749 answer.
        errorHandler: (error, _req, reply) => {
          if ((error.statusCode ?? 500) >= 500) throw error;
          noStore(reply);
          return tokenError(reply, 'invalid_request');
        },
      },
      async (req, reply) => {
        noStore(reply);
        const request = parseTokenRequest(req.headers.authorization, req.body);
        if ('error' in request) return tokenError(reply, request.error);
        const client = await authenticateCtfdClient(db, request.clientId, request.clientSecret);
        if (!client) {
          req.log.warn({ clientId: request.clientId }, 'ctfd provider: client authentication failed');
          return tokenError(reply, 'invalid_client', { basic: request.viaBasic });
        }
        if (request.grantType !== 'authorization_code') return tokenError(reply, 'unsupported_grant_type');
        if (!request.code) return tokenError(reply, 'invalid_request');
        if (request.redirectUri !== undefined && request.redirectUri !== client.redirect_uri) {
          return tokenError(reply, 'invalid_grant');
        }
        const exchange = await exchangeCode(db, client.client_id, request.code, request.codeVerifier);
        if (!exchange.ok) {
          if (exchange.replayed) {
            req.log.warn({ clientId: client.client_id }, 'ctfd provider: code replayed, its tokens revoked');
          }
          return tokenError(reply, 'invalid_grant');
        }
        return {
          access_token: exchange.accessToken,
          token_type: 'Bearer',
          expires_in: TOKEN_TTL_MS / 1000,
          scope: GRANTED_SCOPE,
        };
      },
    );

    app.get(CTFD_USER_PATH, { config: { cors: false } }, async (req, reply) => {
      noStore(reply);
      const token = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '')?.[1];
      const lookup = token ? await findCtfdUserInfo(db, token) : ({ kind: 'invalid_token' } as const);
      if (lookup.kind === 'invalid_token') {
        return reply
          .code(401)
          .header('www-authenticate', 'Bearer error="invalid_token"')
          .send({ error: 'invalid_token' });
      }
      if (lookup.kind === 'unverified') return reply.code(403).send({ error: 'access_denied' });
      return lookup.info;
    });
  },
  { name: 'ctfd-provider', dependencies: ['config', 'database', 'session'] },
);
