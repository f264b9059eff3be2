import { describe, expect, it } from 'vitest';
import { authorizeUrl, readLinkResult, withoutLinkResult } from './linking';

describe('linking goes through the server and comes back to the account page', () => {
  it('asks the server to come back to /app/account', () => {
    expect(authorizeUrl('discord')).toBe('/api/auth/external/discord/authorize?redirect_uri=%2Fapp%2Faccount');
    expect(authorizeUrl('github')).toBe('/api/auth/external/github/authorize?redirect_uri=%2Fapp%2Faccount');
  });

  it('reads a success and each failure the server reports', () => {
    expect(readLinkResult(new URLSearchParams('linked=github'))).toEqual({ provider: 'github', error: null });
    for (const error of ['already_linked', 'denied', 'failed', 'not_configured', 'wrong_address', 'stand_in_local']) {
      expect(readLinkResult(new URLSearchParams({ link_error: error, provider: 'discord' }))).toEqual({
        provider: 'discord',
        error,
      });
    }
  });

  it('treats an unknown reason as a failure and ignores unknown providers', () => {
    expect(readLinkResult(new URLSearchParams('link_error=teapot&provider=github'))).toEqual({
      provider: 'github',
      error: 'failed',
    });
    expect(readLinkResult(new URLSearchParams('linked=myspace'))).toBeNull();
    expect(readLinkResult(new URLSearchParams('link_error=failed'))).toBeNull();
    expect(readLinkResult(new URLSearchParams(''))).toBeNull();
  });

  it('removes only the result from the address', () => {
    expect(withoutLinkResult('?linked=discord')).toBe('');
    expect(withoutLinkResult('?link_error=denied&provider=github&tab=x')).toBe('?tab=x');
    expect(withoutLinkResult('?tab=x')).toBeNull();
  });
});
