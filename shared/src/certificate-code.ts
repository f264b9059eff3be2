/**
 * A certificate's code without zod, so the public check page can read a typed code without loading
 * the schemas (shared/src/schemas/certificates.ts re-exports it).
 *
 * Crockford's base32 (no I, L, O, U): 16 characters carry 80 random bits, written as four groups of
 * four (`K7QX-M2PD-9HFA-3TNE`) so that a person can read one off paper and type it.
 */
export const CERTIFICATE_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CERTIFICATE_CODE_LENGTH = 16;
export const CERTIFICATE_CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/;

/**
 * A code as typed (any case, spaces or dashes anywhere, O for 0 and I or L for 1) in its written form,
 * or null when it cannot be one.
 */
export function normalizeCertificateCode(raw: string): string | null {
  if (raw.length > 64) return null;
  const plain = raw.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (plain.length !== CERTIFICATE_CODE_LENGTH) return null;
  for (const char of plain) if (!CERTIFICATE_CODE_ALPHABET.includes(char)) return null;
  return plain.match(/.{4}/g)!.join('-');
}
