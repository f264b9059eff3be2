import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * CTFd admin API tokens at rest: AES-256-GCM with the key from CTFD_TOKEN_KEY, a fresh 12-byte IV
 * each time; stored as `v1.<iv>.<tag>.<ciphertext>` (base64url). The token is never shown again.
 */
export function encryptCtfdToken(key: Buffer, token: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), data]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The token, or an error when the key is not the one it was stored with or the value was altered. */
export function decryptCtfdToken(key: Buffer, stored: string): string {
  const [version, iv, tag, data] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('unknown CTFd token format');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}
