import type { CertificateLanguage } from '@ctf/shared/schemas/certificates';
import { renderCertificatePdf } from './pdf';
import type { CertificateFacts } from './wording';

/** Recent PDFs kept in memory: what a certificate says never changes once issued. */
const CACHE_LIMIT = 200;
const cache = new Map<string, Promise<Buffer>>();

/**
 * A certificate's PDF in one language, made once per code and language and kept (the least recently
 * asked for leaves first). Whether it may still be handed out (revocation) is checked by the caller
 * on every request, never cached.
 */
export function certificatePdf(lang: CertificateLanguage, facts: CertificateFacts, publicUrl: string): Promise<Buffer> {
  const key = `${facts.code}:${lang}`;
  const kept = cache.get(key);
  if (kept) {
    cache.delete(key);
    cache.set(key, kept);
    return kept;
  }
  const made = renderCertificatePdf(lang, facts, publicUrl);
  cache.set(key, made);
  made.catch(() => cache.delete(key));
  if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value!);
  return made;
}
