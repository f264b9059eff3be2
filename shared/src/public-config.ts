import { z } from 'zod';

/** Configuration the server hands to the browser (embedded in index.html, never secret). */
export const ZPublicConfigSchema = z.object({
  communityChatUrl: z.url(),
  codeRepositoryUrl: z.url(),
});
export type TPublicConfig = z.infer<typeof ZPublicConfigSchema>;

export const PUBLIC_CONFIG_ELEMENT_ID = 'app-config';
