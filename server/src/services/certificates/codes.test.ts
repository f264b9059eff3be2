import { describe, expect, it } from 'vitest';
import { CERTIFICATE_CODE_PATTERN, normalizeCertificateCode } from '@ctf/shared/schemas/certificates';
import { newCertificateCode } from './codes';

describe('certificate codes', () => {
  it('are four groups of four base32 characters, each new one different', () => {
    const codes = Array.from({ length: 2000 }, newCertificateCode);
    for (const code of codes) expect(code).toMatch(CERTIFICATE_CODE_PATTERN);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('use every character of the alphabet (no bits lost to the grouping)', () => {
    const seen = new Set(Array.from({ length: 500 }, newCertificateCode).join('').replaceAll('-', ''));
    expect(seen.size).toBe(32);
  });

  it('are read back as typed: any case, spaces, O for zero and I or L for one', () => {
    expect(normalizeCertificateCode(' k7qx m2pd-9hfa 3tne ')).toBe('K7QX-M2PD-9HFA-3TNE');
    expect(normalizeCertificateCode('OIL0-0000-0000-0000')).toBe('0110-0000-0000-0000');
    expect(normalizeCertificateCode('K7QX-M2PD-9HFA-3TN')).toBeNull();
    expect(normalizeCertificateCode('K7QX-M2PD-9HFA-3TNU')).toBeNull();
    expect(normalizeCertificateCode('x'.repeat(65))).toBeNull();
  });
});
