import formBody from '@fastify/formbody';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import * as client from 'openid-client';
import { safeRedirectPath } from '@ctf/shared/redirect';
import { type LinkProvider, registerFakeOAuthProvider } from '../integrations/oauth/fake-provider';
import {
  DEV_OAUTH_CLIENT,
  LINK_PROVIDERS,
  createLinkProviders,
  devOAuthPrefix,
} from '../integrations/oauth/link-providers';
import type { AppConfig } from '../env';
import { requestOrigin } from '../request-origin';
import { linkExternalAccount } from '../services/account/external-accounts';
import { LINK_STATE_TTL_MS, type LinkState, saveLinkState, takeLinkState } from '../services/account/link-states';
import { isLocalClient } from './dev-tools';

const ACCOUNT_PAGE = '/app/account';

/**
 * The cookie that carries a link's key: `__Host-` in production (Secure, Path=/, no Domain), so a
 * sibling subdomain (where CTF challenges run) can neither set nor shadow it.
 */
export function linkStateCookie(config: AppConfig, provider: LinkProvider) {
  return config.isProduction
    ? { name: `__Host-oauth_${provider}`, path: '/' }
    : { name: `oauth_${provider}`, path: '/api/auth/external' };
}

/**
 * Linking Discord and GitHub accounts: browser redirects to the provider and back, through
 * openid-client (authorization code + PKCE, state in an HttpOnly cookie). Only a signed-in user can
 * link, and only to their own account.
 */
export const accountLinkingPlugin = fp(
  async (app) => {
    const { config } = app;
    await app.register(formBody);
    const providers = createLinkProviders(config);
    const callbackUrl = (origin: string, provider: LinkProvider) => `${origin}/api/auth/external/${provider}/callback`;
    const ownOrigin = new URL(config.publicUrl).origin;
    // The path was checked when the link started; resolving it again here must still land on our own
    // origin, or the user goes to the account page instead.
    const backTo = (reply: FastifyReply, path: string, params: Record<string, string>) => {
      let target = new URL(safeRedirectPath(path, ACCOUNT_PAGE), ownOrigin);
      if (target.origin !== ownOrigin) target = new URL(ACCOUNT_PAGE, ownOrigin);
      for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
      return reply.redirect(`${target.pathname}${target.search}`);
    };

    for (const provider of LINK_PROVIDERS) {
      const providerClient = providers[provider];
      // Where the browser goes and comes back: the stand-in is on this server, at whatever address the
      // browser used; a real provider returns it only to the callback registered with it, at PUBLIC_URL.
      const originFor = (req: FastifyRequest) =>
        providerClient?.isDevStandIn ? requestOrigin(config, req) : config.publicUrl;
      if (providerClient?.isDevStandIn) {
        registerFakeOAuthProvider(app, { provider, prefix: devOAuthPrefix(provider), ...DEV_OAUTH_CLIENT });
      }

      app.get<{ Querystring: { redirect_uri?: string } }>(
        `/api/auth/external/${provider}/authorize`,
        async (req, reply) => {
          const returnTo = safeRedirectPath(req.query.redirect_uri, ACCOUNT_PAGE);
          if (!req.auth) return reply.redirect(`/auth/login?redirect_uri=${encodeURIComponent(returnTo)}`);
          if (!providerClient) return backTo(reply, returnTo, { link_error: 'not_configured', provider });
          // Said here, not found out at the provider: the session cookie is not sent to another address.
          if (requestOrigin(config, req) !== originFor(req))
            return backTo(reply, returnTo, { link_error: 'wrong_address', provider });
          // The stand-in's page answers only a browser on this machine (dev-tools.ts).
          if (providerClient.isDevStandIn && !isLocalClient(req))
            return backTo(reply, returnTo, { link_error: 'stand_in_local', provider });
          const linkState: LinkState = {
            state: client.randomState(),
            verifier: client.randomPKCECodeVerifier(),
            returnTo,
          };
          const cookie = linkStateCookie(config, provider);
          reply.setCookie(cookie.name, await saveLinkState(app.db, req.auth.session.id, provider, linkState), {
            httpOnly: true,
            secure: config.isProduction,
            sameSite: 'lax',
            path: cookie.path,
            maxAge: LINK_STATE_TTL_MS / 1000,
          });
          const url = client.buildAuthorizationUrl(providerClient.configFor(originFor(req)), {
            redirect_uri: callbackUrl(originFor(req), provider),
            scope: providerClient.scope,
            state: linkState.state,
            code_challenge: await client.calculatePKCECodeChallenge(linkState.verifier),
            code_challenge_method: 'S256',
          });
          return reply.redirect(url.toString());
        },
      );

      app.get<{ Querystring: Record<string, string | undefined> }>(
        `/api/auth/external/${provider}/callback`,
        async (req, reply) => {
          const cookie = linkStateCookie(config, provider);
          const key = req.cookies[cookie.name];
          reply.clearCookie(cookie.name, { path: cookie.path, secure: config.isProduction });
          if (!req.auth) return reply.redirect(`/auth/login?redirect_uri=${encodeURIComponent(ACCOUNT_PAGE)}`);
          const linkState = await takeLinkState(app.db, req.auth.session.id, provider, key);
          const returnTo = safeRedirectPath(linkState?.returnTo, ACCOUNT_PAGE);
          if (!providerClient) return backTo(reply, returnTo, { link_error: 'not_configured', provider });
          if (req.query.error) return backTo(reply, returnTo, { link_error: 'denied', provider });
          if (!linkState || linkState.state !== req.query.state) {
            req.log.warn({ provider }, 'account linking: state mismatch');
            return backTo(reply, returnTo, { link_error: 'failed', provider });
          }
          let account;
          try {
            const tokens = await client.authorizationCodeGrant(
              providerClient.configFor(originFor(req)),
              new URL(req.url, originFor(req)),
              {
                pkceCodeVerifier: linkState.verifier,
                expectedState: linkState.state,
              },
            );
            // The provider's token is used for this one request and not kept.
            const res = await client.fetchProtectedResource(
              providerClient.configFor(originFor(req)),
              tokens.access_token,
              providerClient.userUrl,
              'GET',
            );
            account = providerClient.readAccount(await res.json());
          } catch (err) {
            req.log.warn({ err, provider }, 'account linking: exchange with the provider failed');
          }
          if (!account) return backTo(reply, returnTo, { link_error: 'failed', provider });
          const result = await linkExternalAccount(app.db, req.auth.user.id, provider, account);
          if (result === 'already-linked-elsewhere') {
            req.log.warn(
              { provider, userId: req.auth.user.id },
              'account linking: provider account belongs to another user',
            );
            return backTo(reply, returnTo, { link_error: 'already_linked', provider });
          }
          req.log.info({ provider, userId: req.auth.user.id }, 'account linking: linked');
          return backTo(reply, returnTo, { linked: provider });
        },
      );
    }
  },
  { name: 'account-linking', dependencies: ['config', 'database', 'session'] },
);
