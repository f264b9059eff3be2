import * as client from 'openid-client';
import type { AppConfig, OAuthProviderConfig } from '../../env';
import type { LinkProvider } from './fake-provider';

export const LINK_PROVIDERS: readonly LinkProvider[] = ['discord', 'github'];

export interface ProviderAccount {
  id: string;
  username: string;
}

export interface LinkProviderClient {
  provider: LinkProvider;
  /**
   * The OAuth configuration for a browser at `origin`: the stand-in's page is at the address the
   * browser used (its token and user endpoints, which this server calls, stay at PUBLIC_URL); a real
   * provider's endpoints are fixed.
   */
  configFor(origin: string): client.Configuration;
  scope: string;
  userUrl: URL;
  /** Whether this is the built-in development stand-in. */
  isDevStandIn: boolean;
  readAccount(profile: unknown): ProviderAccount | null;
}

export const DEV_OAUTH_CLIENT = { clientId: 'dev-client', clientSecret: 'dev-secret' };

export function devOAuthPrefix(provider: LinkProvider) {
  return `/dev/oauth/${provider}`;
}

function readAccount(provider: LinkProvider, profile: unknown): ProviderAccount | null {
  if (typeof profile !== 'object' || profile === null) return null;
  const p = profile as Record<string, unknown>;
  const id = typeof p.id === 'string' || typeof p.id === 'number' ? String(p.id) : null;
  const username = provider === 'discord' ? p.username : p.login;
  return id && typeof username === 'string' && username.length > 0 ? { id, username } : null;
}

/**
 * The OAuth 2 clients used to link Discord and GitHub accounts: the configured apps, or in
 * development the built-in stand-in, or null when neither applies (production without keys).
 */
export function createLinkProviders(config: AppConfig): Record<LinkProvider, LinkProviderClient | null> {
  const configurationOf = (settings: OAuthProviderConfig) => {
    const oauthConfig = new client.Configuration(
      {
        issuer: new URL(settings.authorizeUrl).origin,
        authorization_endpoint: settings.authorizeUrl,
        token_endpoint: settings.tokenUrl,
      },
      settings.clientId,
      settings.clientSecret,
    );
    if ([settings.authorizeUrl, settings.tokenUrl, settings.userUrl].some((url) => url.startsWith('http:'))) {
      client.allowInsecureRequests(oauthConfig);
    }
    return oauthConfig;
  };
  const build = (provider: LinkProvider): LinkProviderClient | null => {
    const standIn = (origin: string): OAuthProviderConfig => ({
      ...DEV_OAUTH_CLIENT,
      authorizeUrl: `${origin}${devOAuthPrefix(provider)}/authorize`,
      tokenUrl: `${config.publicUrl}${devOAuthPrefix(provider)}/token`,
      userUrl: `${config.publicUrl}${devOAuthPrefix(provider)}/user`,
    });
    const configured = config.oauth[provider];
    if (!configured && config.isProduction) return null;
    const settings = configured ?? standIn(config.publicUrl);
    const fixed = configured ? configurationOf(configured) : null;
    return {
      provider,
      configFor: (origin) => fixed ?? configurationOf(standIn(origin)),
      scope: provider === 'discord' ? 'identify' : '',
      userUrl: new URL(settings.userUrl),
      isDevStandIn: config.oauth[provider] === null,
      readAccount: (profile) => readAccount(provider, profile),
    };
  };
  return { discord: build('discord'), github: build('github') };
}
