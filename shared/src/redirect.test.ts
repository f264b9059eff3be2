import { describe, expect, it } from 'vitest';
import { isServerPath, safeRedirectPath } from './redirect';

describe('redirects stay on this site', () => {
  it.each([
    ['/app/account', '/app/account'],
    ['/app/account?tab=1#x', '/app/account?tab=1#x'],
    ['/app', '/app'],
    ['/app/../admin', '/admin'],
    ['/api/auth/external/ctfd?client_id=x&state=y', '/api/auth/external/ctfd?client_id=x&state=y'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
  ])('keeps %j as %j', (input, expected) => {
    expect(safeRedirectPath(input, '/app')).toBe(expected);
  });

  it.each([
    ['protocol-relative', '//evil.example'],
    ['protocol-relative with a path', '//evil.example/app'],
    ['absolute URL', 'https://evil.example/app'],
    ['backslash host', '/\\evil.example'],
    ['backslash later', '/app\\..\\..\\evil'],
    ['javascript: URL', 'javascript:alert(1)'],
    ['data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['still encoded', '%2F%2Fevil.example'],
    ['relative path', 'app/dashboard'],
    ['tab inside', '/\t/evil.example'],
    ['newline inside', '/app\n/x'],
    ['NUL inside', '/app\u0000'],
    ['C1 control inside', '/app\u0085'],
    ['empty', ''],
    ['missing', undefined],
    ['null', null],
    ['too long', `/${'a'.repeat(2048)}`],
    ['dot segment folding into //', '/.//x//evil.example/phish'],
    ['parent segment folding into //', '/a/..//x//evil.example'],
    ['encoded dot segment folding into //', '/%2e//x//evil.example'],
    ['absolute URL with our path', 'http://evil.example/app/account'],
    ['backslash after a dot segment', '/./\\evil.example'],
  ])('refuses %s', (_name, value) => {
    expect(safeRedirectPath(value, '/app')).toBe('/app');
  });
});

describe('the server answers its own paths', () => {
  it('tells server paths from page paths', () => {
    for (const path of ['/api/auth/external/ctfd?client_id=x', '/api', '/trpc/auth.session']) {
      expect(isServerPath(path), path).toBe(true);
    }
    for (const path of ['/app', '/apix', '/app/api/x', '/auth/login', '/']) {
      expect(isServerPath(path), path).toBe(false);
    }
  });
});
