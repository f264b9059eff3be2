import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptCtfdToken, encryptCtfdToken } from './token-crypto';

const key = randomBytes(32);

describe('CTFd admin API tokens at rest (AES-256-GCM)', () => {
  it('are stored as v1.<iv>.<tag>.<data> in base64url and read back, a new IV each time', () => {
    const token = 'ctfd_0123456789abcdef — ключ';
    const stored = encryptCtfdToken(key, token);
    const parts = stored.split('.');
    expect(parts).toHaveLength(4);
    expect(parts[0]).toBe('v1');
    for (const part of parts.slice(1)) expect(part).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(Buffer.from(parts[1]!, 'base64url')).toHaveLength(12);
    expect(Buffer.from(parts[2]!, 'base64url')).toHaveLength(16);
    expect(stored).not.toContain('ctfd_0123456789abcdef');
    expect(decryptCtfdToken(key, stored)).toBe(token);
    expect(encryptCtfdToken(key, token)).not.toBe(stored);
  });

  it('refuses another key, an altered value and an unknown format', () => {
    const stored = encryptCtfdToken(key, 'token');
    expect(() => decryptCtfdToken(randomBytes(32), stored)).toThrow();
    const [version, iv, tag, data] = stored.split('.');
    const flipped = Buffer.from(data!, 'base64url');
    flipped[0]! ^= 1;
    expect(() => decryptCtfdToken(key, [version, iv, tag, flipped.toString('base64url')].join('.'))).toThrow();
    for (const bad of [`v2.${iv}.${tag}.${data}`, `v1..${tag}.${data}`, `v1.${iv}..${data}`, `v1.${iv}.${tag}`, 'v1'])
      expect(() => decryptCtfdToken(key, bad), bad).toThrow('unknown CTFd token format');
    // An empty token has empty data, which is still a token.
    expect(decryptCtfdToken(key, encryptCtfdToken(key, ''))).toBe('');
  });
});
