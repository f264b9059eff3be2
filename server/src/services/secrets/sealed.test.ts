import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openSecret, sealSecret } from './sealed';

const key = randomBytes(32);

describe('secrets at rest (AES-256-GCM)', () => {
  it('are stored as v1.<iv>.<tag>.<data> in base64url and read back, a new IV each time', () => {
    const secret = 'JBSWY3DPEHPK3PXP — ключ';
    const stored = sealSecret(key, secret);
    const parts = stored.split('.');
    expect(parts).toHaveLength(4);
    expect(parts[0]).toBe('v1');
    for (const part of parts.slice(1)) expect(part).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(Buffer.from(parts[1]!, 'base64url')).toHaveLength(12);
    expect(Buffer.from(parts[2]!, 'base64url')).toHaveLength(16);
    expect(stored).not.toContain('JBSWY3DPEHPK3PXP');
    expect(openSecret(key, stored)).toBe(secret);
    expect(sealSecret(key, secret)).not.toBe(stored);
  });

  it('refuses another key, an altered value and an unknown format', () => {
    const stored = sealSecret(key, 'secret');
    expect(() => openSecret(randomBytes(32), stored)).toThrow();
    const [version, iv, tag, data] = stored.split('.');
    const flipped = Buffer.from(data!, 'base64url');
    flipped[0]! ^= 1;
    expect(() => openSecret(key, [version, iv, tag, flipped.toString('base64url')].join('.'))).toThrow();
    for (const bad of [`v2.${iv}.${tag}.${data}`, `v1..${tag}.${data}`, `v1.${iv}..${data}`, `v1.${iv}.${tag}`, 'v1'])
      expect(() => openSecret(key, bad), bad).toThrow('unknown sealed secret format');
    // An empty secret has empty data, which is still a secret.
    expect(openSecret(key, sealSecret(key, ''))).toBe('');
  });
});
