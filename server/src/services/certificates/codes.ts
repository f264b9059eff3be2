import { randomBytes } from 'node:crypto';
import { CERTIFICATE_CODE_ALPHABET, CERTIFICATE_CODE_LENGTH } from '@ctf/shared/schemas/certificates';

/**
 * A new certificate code: 80 bits from the system's random source (16 base32 characters of 5 bits),
 * written in four groups of four. Unguessable, so the public check needs no further secret.
 */
export function newCertificateCode(): string {
  const bytes = randomBytes((CERTIFICATE_CODE_LENGTH * 5) / 8);
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += CERTIFICATE_CODE_ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  return out.match(/.{4}/g)!.join('-');
}
