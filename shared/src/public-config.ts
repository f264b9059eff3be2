// zod/mini: this schema is on every page's first load, so it uses the small build of zod.
import * as z from 'zod/mini';

const webUrl = z.url({ protocol: /^https?$/ });

/** Configuration the server hands to the browser (embedded in index.html, never secret). */
export const ZPublicConfigSchema = z.object({
  /** PUBLIC_URL: where the platform is registered (with Discord and GitHub), named in messages. */
  publicUrl: webUrl,
  communityChatUrl: webUrl,
  codeRepositoryUrl: webUrl,
  ctfPlaygroundUrl: webUrl,
  /** Which bot-check widget forms show: Cloudflare Turnstile (with its site key) or the development one. */
  /** Development helpers (simulate-outcome, the dev mailbox link) are offered; never in production. */
  devTools: z.boolean(),
  botCheck: z.object({
    provider: z.enum(['dev', 'turnstile']),
    siteKey: z.nullable(z.string()),
  }),
});
export type TPublicConfig = z.infer<typeof ZPublicConfigSchema>;
