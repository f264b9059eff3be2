import { describe, expect, it } from 'vitest';
import { CERTIFICATE_CODE_PATTERN, normalizeCertificateCode } from './certificate-code';

describe('a certificate code as a person types it', () => {
  it('reads any case, spaces and dashes into the written form', () => {
    expect(normalizeCertificateCode('k7qx m2pd 9hfa 3tne')).toBe('K7QX-M2PD-9HFA-3TNE');
    expect(normalizeCertificateCode('K7QXM2PD9HFA3TNE')).toBe('K7QX-M2PD-9HFA-3TNE');
    expect(normalizeCertificateCode(' k7qx-m2pd-9hfa-3tne ')).toBe('K7QX-M2PD-9HFA-3TNE');
    expect(CERTIFICATE_CODE_PATTERN.test('K7QX-M2PD-9HFA-3TNE')).toBe(true);
  });

  it('takes the letters Crockford’s alphabet leaves out for the digits they look like', () => {
    expect(normalizeCertificateCode('O0IL-0000-0000-0000')).toBe('0011-0000-0000-0000');
  });

  it('is no code when too short, too long or with a letter no code has', () => {
    expect(normalizeCertificateCode('K7QX-M2PD-9HFA')).toBeNull();
    expect(normalizeCertificateCode('K7QX-M2PD-9HFA-3TNE-A')).toBeNull();
    expect(normalizeCertificateCode('K7QX-M2PD-9HFA-3TNU')).toBeNull();
    expect(normalizeCertificateCode('x'.repeat(65))).toBeNull();
  });
});
