import type { TPublicConfig } from '@ctf/shared/public-config';

import { PUBLIC_CONFIG_ELEMENT_ID } from '@ctf/shared/constants';

/** Used when the page was not served by our server (vite dev) or the embedded block is unreadable. */
const FALLBACK_CONFIG: TPublicConfig = {
  publicUrl: typeof location === 'undefined' ? 'http://localhost:3000' : location.origin,
  communityChatUrl: 'https://discord.com/',
  codeRepositoryUrl: 'https://github.com/',
  ctfPlaygroundUrl: 'https://ctfd.io/',
  devTools: false,
  botCheck: { provider: 'dev', siteKey: null },
};

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;

/** These values become link targets, so only http(s) URLs are admitted (as ZPublicConfigSchema does). */
function isWebUrl(value: unknown): value is string {
  if (typeof value !== 'string' || !URL.canParse(value)) return false;
  const { protocol } = new URL(value);
  return protocol === 'https:' || protocol === 'http:';
}

function isBotCheck(value: unknown): value is TPublicConfig['botCheck'] {
  return (
    isObject(value) &&
    (value.provider === 'dev' || value.provider === 'turnstile') &&
    (value.siteKey === null || typeof value.siteKey === 'string')
  );
}

/**
 * The server's ZPublicConfigSchema, checked by hand: zod is not part of the first page load (the
 * forms' full zod arrives on demand), and zod/mini here would drag its shared core along.
 */
export function parsePublicConfig(value: unknown): TPublicConfig | null {
  if (!isObject(value)) return null;
  const { publicUrl, communityChatUrl, codeRepositoryUrl, ctfPlaygroundUrl, devTools, botCheck } = value;
  if (!isWebUrl(publicUrl) || !isWebUrl(communityChatUrl) || !isWebUrl(codeRepositoryUrl)) return null;
  if (!isWebUrl(ctfPlaygroundUrl)) return null;
  if (typeof devTools !== 'boolean' || !isBotCheck(botCheck)) return null;
  return {
    publicUrl,
    communityChatUrl,
    codeRepositoryUrl,
    ctfPlaygroundUrl,
    devTools,
    botCheck: { provider: botCheck.provider, siteKey: botCheck.siteKey },
  };
}

/** Reads the configuration the server embeds in index.html; never throws. */
export function readPublicConfig(doc: Pick<Document, 'getElementById'> = document): TPublicConfig {
  const text = doc.getElementById(PUBLIC_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return FALLBACK_CONFIG;
  try {
    return parsePublicConfig(JSON.parse(text)) ?? FALLBACK_CONFIG;
  } catch {
    return FALLBACK_CONFIG;
  }
}

/** In the browser, the page's block; on the server (entry-server.tsx), set before each render. */
export const publicConfig: TPublicConfig =
  typeof document === 'undefined' ? { ...FALLBACK_CONFIG } : readPublicConfig();

/** The server's prerender: the configuration the page will carry, so the HTML matches the client's. */
export function setPublicConfig(config: TPublicConfig) {
  Object.assign(publicConfig, config);
}
