import { describe, expect, it } from 'vitest';
import { redirectUriProblem } from './clients';

describe('redirectUriProblem: the redirect URIs a CTFd client may register', () => {
  it('takes absolute http and https URLs, with a path and a query', () => {
    expect(redirectUriProblem('https://ctfd.example.org/redirect')).toBeNull();
    expect(redirectUriProblem('http://127.0.0.1:8000/redirect?next=1')).toBeNull();
  });

  it('refuses each kind of bad URI with its reason', () => {
    expect(redirectUriProblem('/redirect')).toBe('not an absolute URL');
    expect(redirectUriProblem('ftp://ctfd.example.org/redirect')).toBe('not an http(s) URL');
    expect(redirectUriProblem('javascript:alert(1)')).toBe('not an http(s) URL');
    expect(redirectUriProblem('https://ctfd.example.org/redirect#x')).toBe('a redirect URI must not have a fragment');
    // An empty fragment is a fragment too (the URL object drops it).
    expect(redirectUriProblem('https://ctfd.example.org/redirect#')).toBe('a redirect URI must not have a fragment');
    expect(redirectUriProblem('https://user@ctfd.example.org/redirect')).toBe(
      'a redirect URI must not carry credentials',
    );
    expect(redirectUriProblem('https://:secret@ctfd.example.org/redirect')).toBe(
      'a redirect URI must not carry credentials',
    );
  });
});
