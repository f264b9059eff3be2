import { describe, expect, it } from 'vitest';
import { addressKey, throttleAccount } from './login-throttle';

describe('addressKey: the address a sign-in failure counts against', () => {
  it('keeps an IPv4 address, and the IPv4 address inside an IPv4-mapped IPv6 one', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::FFFF:198.51.100.20')).toBe('198.51.100.20');
  });

  it('counts an IPv6 address by its /64, written without leading zeros', () => {
    expect(addressKey('2001:db8:85a3:0:0:8a2e:370:7334')).toBe('2001:db8:85a3:0::/64');
    expect(addressKey('2001:0db8:0001:0002:abcd::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:DB8:A:B:1:2:3:4')).toBe('2001:db8:a:b::/64');
  });

  it('fills the groups a "::" leaves out, wherever it stands', () => {
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('2001:db8:1::')).toBe('2001:db8:1:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('::5:6:7:8:9')).toBe('0:0:0:5::/64');
  });

  it('gives one key to every address of a /64 and different keys to neighbouring /64s', () => {
    expect(addressKey('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe(addressKey('2001:db8:1:2::'));
    expect(addressKey('2001:db8:1:3::1')).not.toBe(addressKey('2001:db8:1:2::1'));
  });
});

describe('throttleAccount: the account a sign-in names', () => {
  it('is the user when the name is known, and the typed text, trimmed and lower-cased, when not', () => {
    expect(throttleAccount({ id: 42 }, 'Marko')).toBe('user:42');
    expect(throttleAccount(undefined, '  Marko@Example.ORG ')).toBe('name:marko@example.org');
  });
});
