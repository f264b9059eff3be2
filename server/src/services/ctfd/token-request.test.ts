import { describe, expect, it } from 'vitest';
import { parseTokenRequest } from './token-request';

const basic = (raw: string) => `Basic ${Buffer.from(raw, 'utf8').toString('base64')}`;
const GRANT = { grant_type: 'authorization_code', code: 'the-code', redirect_uri: 'https://ctfd.example.org/redirect' };

describe('parseTokenRequest: the token endpoint reads client_secret_post or HTTP Basic (RFC 6749)', () => {
  it('reads client_secret_post, as CTFd sends it, with every parameter', () => {
    expect(
      parseTokenRequest(undefined, { ...GRANT, client_id: 'ctfd', client_secret: 's3cret', code_verifier: 'v' }),
    ).toEqual({
      clientId: 'ctfd',
      clientSecret: 's3cret',
      viaBasic: false,
      grantType: 'authorization_code',
      code: 'the-code',
      redirectUri: 'https://ctfd.example.org/redirect',
      codeVerifier: 'v',
    });
  });

  it('reads HTTP Basic with form-encoded id and secret (a ":" and a space inside the secret)', () => {
    expect(parseTokenRequest(basic('my%20client:pa%3Ass+word'), GRANT)).toEqual({
      clientId: 'my client',
      clientSecret: 'pa:ss word',
      viaBasic: true,
      grantType: 'authorization_code',
      code: 'the-code',
      redirectUri: 'https://ctfd.example.org/redirect',
      codeVerifier: undefined,
    });
    // The scheme's name in any case, with spaces around the credentials.
    expect(parseTokenRequest(`bAsIc   ${Buffer.from('id:secret').toString('base64')}  `, GRANT)).toMatchObject({
      clientId: 'id',
      clientSecret: 'secret',
      viaBasic: true,
    });
    // Basic with a client_id that says the same is allowed.
    expect(parseTokenRequest(basic('id:secret'), { ...GRANT, client_id: 'id' })).toMatchObject({ clientId: 'id' });
  });

  it('ignores an authorization header of another scheme', () => {
    expect(parseTokenRequest('Bearer abc', { ...GRANT, client_id: 'ctfd', client_secret: 's3cret' })).toMatchObject({
      clientId: 'ctfd',
      viaBasic: false,
    });
    expect(parseTokenRequest('Basically no', { ...GRANT, client_id: 'ctfd', client_secret: 's3cret' })).toMatchObject({
      clientId: 'ctfd',
      viaBasic: false,
    });
  });

  it('refuses malformed Basic credentials as invalid_client', () => {
    for (const header of [
      'Basic',
      'Basic !!!',
      `Basic ${Buffer.from('secret-without-id').toString('base64')} x`,
      `x Basic ${Buffer.from('id:secret').toString('base64')}`,
      basic('no-colon'),
      basic(':secret-without-id'),
      basic('id%ZZ:secret'),
      basic('i\u0000d:secret'),
      basic('id:se\u0000cret'),
    ])
      expect(parseTokenRequest(header, GRANT), header).toEqual({ error: 'invalid_client' });
    // One character of id is enough.
    expect(parseTokenRequest(basic('i:s'), GRANT)).toMatchObject({ clientId: 'i', clientSecret: 's' });
  });

  it('refuses malformed Basic credentials even beside valid ones in the body', () => {
    const posted = { ...GRANT, client_id: 'ctfd', client_secret: 's3cret' };
    for (const header of [
      'Basic',
      'Basic !!!',
      `Basic ${Buffer.from('ctfd:s3cret').toString('base64')} trailing`,
      basic('no-colon'),
      basic('ctfd%ZZ:s3cret'),
      basic('ctfd:s3\u0000cret'),
    ])
      expect(parseTokenRequest(header, posted), header).toEqual({ error: 'invalid_client' });
    // "Basic" further on is another scheme's text, not Basic credentials: the body's are read.
    expect(parseTokenRequest('Bearer Basic abc', posted)).toMatchObject({ clientId: 'ctfd', viaBasic: false });
  });

  it('refuses both ways at once (invalid_request) and a client_id that differs from Basic (invalid_client)', () => {
    expect(parseTokenRequest(basic('id:secret'), { ...GRANT, client_secret: 'secret' })).toEqual({
      error: 'invalid_request',
    });
    expect(parseTokenRequest(basic('id:secret'), { ...GRANT, client_id: 'other' })).toEqual({
      error: 'invalid_client',
    });
  });

  it('refuses a request without a grant type or a body that is not a form', () => {
    for (const body of [null, undefined, 'grant_type=x', ['grant_type'], { code: 'c' }, { grant_type: '' }])
      expect(parseTokenRequest(basic('id:secret'), body), JSON.stringify(body)).toEqual({ error: 'invalid_request' });
  });

  it('refuses a parameter sent twice or holding a NUL, and treats an empty one as absent', () => {
    expect(parseTokenRequest(basic('id:secret'), { ...GRANT, code: ['a', 'b'] })).toEqual({ error: 'invalid_request' });
    expect(parseTokenRequest(basic('id:secret'), { ...GRANT, code: 'a\u0000b' })).toEqual({ error: 'invalid_request' });
    expect(parseTokenRequest(basic('id:secret'), { ...GRANT, code: '' })).toMatchObject({ code: undefined });
    expect(parseTokenRequest(basic('id:secret'), { ...GRANT, client_secret: '' })).toMatchObject({
      clientSecret: 'secret',
    });
  });

  it('refuses a request without client credentials as invalid_client', () => {
    expect(parseTokenRequest(undefined, GRANT)).toEqual({ error: 'invalid_client' });
    expect(parseTokenRequest(undefined, { ...GRANT, client_id: 'ctfd' })).toEqual({ error: 'invalid_client' });
    expect(parseTokenRequest(undefined, { ...GRANT, client_secret: 's3cret' })).toEqual({ error: 'invalid_client' });
  });
});
