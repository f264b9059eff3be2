import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/database';
import { type Language, isLanguage, pickLanguage } from '@ctf/shared';
import { hasNul } from '@ctf/shared/schemas/primitives';
import { authenticateCtfdClient, findCtfdClient } from '../services/ctfd/clients';
import { ctfdRefusal } from '../services/ctfd/refusal';
import { TOKEN_TTL_MS, exchangeCode, issueCode } from '../services/ctfd/codes';
import { type TokenError, parseTokenRequest } from '../services/ctfd/token-request';
import { recordCtfdLogin } from '../services/ctfd/sync';
import { findCtfdTeam, findCtfdUserInfo } from '../services/ctfd/user-info';
import {
  CONFIRM_PARAM,
  SIGN_IN_STARTED_COOKIE,
  SIGN_IN_STARTED_MAX_AGE_S,
  confirmToken,
  isConfirmed,
  signedInSince,
} from '../services/ctfd/continue';
import { invalidateSession } from '../services/auth/sessions';
import { viewerOf } from '../services/auth/viewer';
import { clearSessionCookie } from './session';
import { LANGUAGE_COOKIE } from './prerendered-pages';
import { badRequestHtml, continueHtml, refusalHtml } from './ctfd-provider/pages';
import {
  CTFD_AUTHORIZE_PATH,
  CTFD_SWITCH_PATH,
  CTFD_TEAM_PATH,
  CTFD_TOKEN_PATH,
  CTFD_USER_PATH,
  ctfdStartUrl,
} from './ctfd-provider/paths';

/** RFC 6749 §4.1.2.1: with an unknown client or redirect URI the user is told, never redirected. */
function badRequestPage(reply: FastifyReply, lang: Language) {
  return reply.code(400).type('text/html; charset=utf-8').send(badRequestHtml(lang));
}

// A page with the switch form: a form POST under `no-referrer` carries `Origin: null`, which the
// Origin check refuses.
function formPage(reply: FastifyReply, status: number, html: string) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'same-origin')
    .type('text/html; charset=utf-8')
    .send(html);
}

/** The scope granted is what CTFd asked for, of the two it knows (RFC 6749 §5.1); `profile` at least. */
function grantedScope(requested: string | null): string {
  return requested?.split(' ').includes('team') ? 'profile team' : 'profile';
}

/** The authorization request's own path and query, without our confirmation. */
function requestPath(params: Record<string, string>, extra: Record<string, string> = {}) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...params, ...extra })) {
    if (key !== CONFIRM_PARAM || key in extra) query.set(key, value);
  }
  return `${CTFD_AUTHORIZE_PATH}?${query.toString()}`;
}

/** RFC 6750 §3: the bearer token of a user-info or team request, refused as the RFC says. */
function bearerToken(req: FastifyRequest) {
  return /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '')?.[1];
}
function invalidToken(reply: FastifyReply) {
  return reply.code(401).header('www-authenticate', 'Bearer error="invalid_token"').send({ error: 'invalid_token' });
}

function tokenError(reply: FastifyReply, error: TokenError, { basic = false } = {}) {
  if (error === 'invalid_client' && basic) reply.header('www-authenticate', 'Basic realm="ctfd"');
  return reply.code(error === 'invalid_client' ? 401 : 400).send({ error });
}

/** The name of the competition a CTFd client is for, or null (the playground). */
async function competitionNameOf(db: Database, slug: string | null): Promise<string | null> {
  if (!slug) return null;
  const row = await db.selectFrom('competitions').select('name').where('slug', '=', slug).executeTakeFirst();
  return row?.name ?? null;
}

/**
 * The language of a page this server writes for a signed-in player: the interface language they
 * chose in this browser (the client's `lang` cookie), else their account's, else the browser's.
 */
function pageLanguage(req: FastifyRequest, accountLanguage: string): Language {
  const chosen = req.cookies[LANGUAGE_COOKIE];
  if (isLanguage(chosen)) return chosen;
  return isLanguage(accountLanguage) ? accountLanguage : pickLanguage(req.headers['accept-language']);
}

/** Marks when a logged-out player was sent to log in: a session made after it needs no "continue as". */
function markSignInStarted(reply: FastifyReply, secure: boolean) {
  reply.setCookie(SIGN_IN_STARTED_COOKIE, String(Date.now()), {
    httpOnly: true,
    secure,
    sameSite: 'lax',
    path: CTFD_AUTHORIZE_PATH,
    maxAge: SIGN_IN_STARTED_MAX_AGE_S,
  });
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
    const { db, config } = app;

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
        const params = Object.fromEntries(
          Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
        );
        const returnTo = requestPath(params);
        if (!req.auth) {
          // Whoever signs in from here on typed their password for this CTFd: no "continue as" then.
          markSignInStarted(reply, config.isProduction);
          return reply.redirect(`/auth/login?redirect_uri=${encodeURIComponent(returnTo)}`);
        }

        const wantsTeam = typeof query.scope === 'string' && query.scope.split(' ').includes('team');
        const refusal = await ctfdRefusal(db, viewerOf(req.auth), client, wantsTeam);
        if (refusal) {
          req.log.info(
            { clientId: client.client_id, userId: req.auth.user.id, reason: refusal },
            'ctfd provider: refused',
          );
          const competition = await competitionNameOf(db, client.competition_slug);
          const html = refusalHtml(pageLanguage(req, req.auth.user.language), refusal, {
            username: req.auth.user.username,
            competition,
            redirectUri: client.redirect_uri,
            returnTo,
          });
          return formPage(reply, 403, html);
        }
        const sessionId = req.auth.session.id;
        const justSignedIn = await signedInSince(db, sessionId, req.cookies[SIGN_IN_STARTED_COOKIE]);
        if (!justSignedIn && !isConfirmed(sessionId, params)) {
          const competition = await competitionNameOf(db, client.competition_slug);
          const html = continueHtml(pageLanguage(req, req.auth.user.language), {
            username: req.auth.user.username,
            ctfd: client.name,
            competition,
            continueUrl: requestPath(params, { [CONFIRM_PARAM]: confirmToken(sessionId, params) }),
            returnTo,
          });
          return formPage(reply, 200, html);
        }
        if (req.cookies[SIGN_IN_STARTED_COOKIE] !== undefined) {
          reply.clearCookie(SIGN_IN_STARTED_COOKIE, { path: CTFD_AUTHORIZE_PATH });
        }
        await recordCtfdLogin(db, client.client_id, req.auth.user.id);
        const code = await issueCode(db, {
          clientId: client.client_id,
          userId: req.auth.user.id,
          codeChallenge: challenge,
          scope: wantsTeam ? 'profile team' : 'profile',
        });
        req.log.info({ clientId: client.client_id, userId: req.auth.user.id }, 'ctfd provider: code issued');
        return back({ code });
      },
    );

    app.post<{ Body: Record<string, unknown> | undefined }>(
      CTFD_SWITCH_PATH,
      { config: { cors: false } },
      async (req, reply) => {
        noStore(reply);
        const returnTo = typeof req.body?.return_to === 'string' ? req.body.return_to : '';
        // Only an authorization request of a registered client: never an open redirect.
        const clientId = returnTo.startsWith(`${CTFD_AUTHORIZE_PATH}?`)
          ? new URLSearchParams(returnTo.slice(CTFD_AUTHORIZE_PATH.length + 1)).get('client_id')
          : null;
        const client = clientId && !hasNul(returnTo) ? await findCtfdClient(db, clientId) : undefined;
        if (!client) return badRequestPage(reply, pickLanguage(req.headers['accept-language']));
        const session = req.auth?.session ?? req.pendingSecondFactor?.session;
        if (session) await invalidateSession(db, session.id);
        clearSessionCookie(reply, config);
        req.log.info(
          { clientId: client.client_id, userId: req.auth?.user.id },
          'ctfd provider: logged out for another account',
        );
        markSignInStarted(reply, config.isProduction);
        return reply.redirect(`/auth/login?redirect_uri=${encodeURIComponent(returnTo)}`, 303);
      },
    );

    // Which CTFd a login is for, so the login and registration pages can name it.
    app.get<{ Querystring: { client_id?: string } }>(
      `${CTFD_AUTHORIZE_PATH}/client`,
      { config: { cors: false } },
      async (req, reply) => {
        noStore(reply);
        const clientId = typeof req.query.client_id === 'string' ? req.query.client_id : '';
        const client = clientId && !hasNul(clientId) ? await findCtfdClient(db, clientId) : undefined;
        if (!client) return reply.code(404).send({ error: 'not_found' });
        const competition = await competitionNameOf(db, client.competition_slug);
        // Where "continue to CTFd" leads: CTFd's own OAuth start, derived from the registered redirect URI.
        return { name: client.name, competition, start: ctfdStartUrl(client.redirect_uri) };
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
        const exchange = await exchangeCode(db, {
          clientId: client.client_id,
          code: request.code,
          codeVerifier: request.codeVerifier,
        });
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
          scope: grantedScope(exchange.scope),
        };
      },
    );

    app.get(CTFD_USER_PATH, { config: { cors: false } }, async (req, reply) => {
      noStore(reply);
      const token = bearerToken(req);
      const lookup = token ? await findCtfdUserInfo(db, token) : ({ kind: 'invalid_token' } as const);
      if (lookup.kind === 'invalid_token') return invalidToken(reply);
      if (lookup.kind === 'unverified') return reply.code(403).send({ error: 'access_denied' });
      return lookup.info;
    });

    app.get(CTFD_TEAM_PATH, { config: { cors: false } }, async (req, reply) => {
      noStore(reply);
      const token = bearerToken(req);
      const lookup = token ? await findCtfdTeam(db, token) : ({ kind: 'invalid_token' } as const);
      if (lookup.kind === 'invalid_token') return invalidToken(reply);
      if (lookup.kind === 'insufficient_scope') {
        return reply
          .code(403)
          .header('www-authenticate', 'Bearer error="insufficient_scope", scope="team"')
          .send({ error: 'insufficient_scope' });
      }
      if (lookup.kind === 'unverified') return reply.code(403).send({ error: 'access_denied' });
      if (!lookup.team) return reply.code(404).send({ error: 'not_found' });
      return lookup.team;
    });
  },
  { name: 'ctfd-provider', dependencies: ['config', 'database', 'session'] },
);
