import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './redirect';

describe('redirects stay on this site', () => {
  it.each([
    ['/app/account', '/app/account'],
    ['/app/account?tab=1#x', '/app/account?tab=1#x'],
    ['//evil.example', '/app'],
    ['https://evil.example/app', '/app'],
    ['/\\evil.example', '/app'],
    ['javascript:alert(1)', '/app'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['/app\n/x', '/app'],
    ['', '/app'],
    [undefined, '/app'],
  ])('%j goes to %j', (input, expected) => {
    expect(safeRedirectPath(input, '/app')).toBe(expected);
  });
});
