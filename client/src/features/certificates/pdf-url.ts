import type { CertificateLanguage } from '@ctf/shared/schemas/certificates';

/** The certificate's PDF in one language (the REST door; the owner's or staff's session cookie goes along). */
export function certificatePdfUrl(code: string, lang: CertificateLanguage): string {
  return `/api/certificates/${encodeURIComponent(code)}.pdf?lang=${lang}`;
}
