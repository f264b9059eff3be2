import { describe, expect, it } from 'vitest';
import { afterLoginPath, safeRedirectPath } from './safe-redirect';

const ORIGIN = 'https://ctf.example.rs';

describe('login redirects only to paths on this site', () => {
  it('keeps a path with its query and fragment', () => {
    expect(safeRedirectPath('/app/account?tab=1#x', ORIGIN)).toBe('/app/account?tab=1#x');
    expect(safeRedirectPath('/app', ORIGIN)).toBe('/app');
    expect(safeRedirectPath('/app/../admin', ORIGIN)).toBe('/admin');
  });

  it('keeps encoded characters inside a path as they are', () => {
    expect(safeRedirectPath('/%2F%2Fevil.com', ORIGIN)).toBe('/%2F%2Fevil.com');
  });

  it.each([
    ['protocol-relative', '//evil.com'],
    ['protocol-relative with a path', '//evil.com/app'],
    ['absolute URL', 'https://evil.com'],
    ['absolute URL of this site', `${ORIGIN}/app`],
    ['backslash host', '/\\evil.com'],
    ['backslash later', '/app\\..\\..\\evil'],
    ['javascript: URL', 'javascript:alert(1)'],
    ['data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['still encoded', '%2F%2Fevil.com'],
    ['relative path', 'app/dashboard'],
    ['tab inside', '/\t/evil.com'],
    ['newline inside', '/app\n'],
    ['NUL inside', '/app\u0000'],
    ['empty', ''],
    ['too long', `/${'a'.repeat(2048)}`],
  ])('refuses %s', (_name, value) => {
    expect(safeRedirectPath(value, ORIGIN)).toBeNull();
  });

  it('falls back to /app when there is nothing usable', () => {
    expect(afterLoginPath(null, ORIGIN)).toBe('/app');
    expect(afterLoginPath(undefined, ORIGIN)).toBe('/app');
    expect(afterLoginPath('//evil.example', ORIGIN)).toBe('/app');
    expect(afterLoginPath('https://evil.example', ORIGIN)).toBe('/app');
    expect(afterLoginPath('/app/account', ORIGIN)).toBe('/app/account');
  });
});
