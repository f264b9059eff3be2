import { describe, expect, it } from 'vitest';
import { backgroundForPath } from './backgrounds';

describe('the listed public routes have their own background, every other path a plain one', () => {
  it('gives each listed route its own artwork', () => {
    expect(backgroundForPath('/')).toBe('home');
    expect(backgroundForPath('/auth/registration')).toBe('registration');
    expect(backgroundForPath('/auth/verify-email')).toBe('verify-email');
    expect(backgroundForPath('/auth/login')).toBe('login');
    expect(backgroundForPath('/auth/password-reset')).toBe('password-reset');
    expect(backgroundForPath('/auth/forgot-password')).toBe('forgot-password');
    expect(backgroundForPath('/rezultati-sccquals2025')).toBe('results');
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
