import { describe, expect, it } from 'vitest';
import { loginPathFor } from './paths';

describe('the login page brings the user back to where they were', () => {
  it('carries the path and query as redirect_uri', () => {
    expect(loginPathFor('/app/account')).toBe('/auth/login?redirect_uri=%2Fapp%2Faccount');
    expect(loginPathFor('/app/competitions?tab=mine&page=2')).toBe(
      '/auth/login?redirect_uri=%2Fapp%2Fcompetitions%3Ftab%3Dmine%26page%3D2',
    );
  });
});
