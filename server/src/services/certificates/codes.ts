import { randomBytes } from 'node:crypto';
import { CERTIFICATE_CODE_ALPHABET, CERTIFICATE_CODE_LENGTH } from '@ctf/shared/schemas/certificates';
import { encodeBase32 } from '../auth/crypto';

/**
 * A new certificate code: 80 bits from the system's random source (16 base32 characters of 5 bits),
 * written in four groups of four. Unguessable, so the public check needs no further secret.
 */
export function newCertificateCode(): string {
  const code = encodeBase32(randomBytes((CERTIFICATE_CODE_LENGTH * 5) / 8), CERTIFICATE_CODE_ALPHABET);
  return code.match(/.{4}/g)!.join('-');
}
