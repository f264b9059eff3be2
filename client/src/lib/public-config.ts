import { PUBLIC_CONFIG_ELEMENT_ID, ZPublicConfigSchema, type TPublicConfig } from '@ctf/shared/public-config';

/** Used when the page was not served by our server (vite dev) or the embedded block is unreadable. */
const FALLBACK_CONFIG: TPublicConfig = {
  communityChatUrl: 'https://discord.com/',
  codeRepositoryUrl: 'https://github.com/',
  ctfPlaygroundUrl: 'https://ctfd.io/',
  botCheck: { provider: 'dev', siteKey: null },
};

/** Reads the configuration the server embeds in index.html; never throws. */
export function readPublicConfig(doc: Pick<Document, 'getElementById'> = document): TPublicConfig {
  const text = doc.getElementById(PUBLIC_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return FALLBACK_CONFIG;
  let parsed;
  try {
    parsed = ZPublicConfigSchema.safeParse(JSON.parse(text));
  } catch {
    return FALLBACK_CONFIG;
  }
  // The schema admits only http(s) URLs: these values become link targets.
  return parsed.success ? parsed.data : FALLBACK_CONFIG;
}

export const publicConfig: TPublicConfig = readPublicConfig();
