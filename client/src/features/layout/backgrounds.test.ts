import { describe, expect, it } from 'vitest';
import { ARTWORK_ROUTES } from '../../test-support/artwork-routes';
import { backgroundForPath } from './backgrounds';

describe('the listed public routes have their own background, every other path a plain one', () => {
  it.each(ARTWORK_ROUTES)('gives %s its own artwork, %s', (path, artwork) => {
    expect(backgroundForPath(path)).toBe(artwork);
  });

  it('matches like the router: trailing slash and letter case do not matter', () => {
    expect(backgroundForPath('/auth/login/')).toBe('login');
    expect(backgroundForPath('/Auth/Login')).toBe('login');
  });

  it('uses the plain background everywhere else', () => {
    for (const path of ['/auth/resend-verify-email', '/nope', '/auth', '/auth/login/extra', '/app']) {
      expect(backgroundForPath(path)).toBe('plain');
    }
  });
});
