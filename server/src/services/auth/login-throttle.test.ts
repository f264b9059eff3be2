import { describe, expect, it } from 'vitest';
import { addressKey, throttleAccount } from './login-throttle';

describe('addressKey: the address a sign-in failure counts against', () => {
  it.each([
    // An IPv4 address, also inside an IPv4-mapped IPv6 one, counts as itself.
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:198.51.100.20', '198.51.100.20'],
    // An IPv6 address counts by its /64, written without leading zeros.
    ['2001:db8:85a3:0:0:8a2e:370:7334', '2001:db8:85a3:0::/64'],
    ['2001:0db8:0001:0002:abcd::1', '2001:db8:1:2::/64'],
    ['2001:DB8:A:B:1:2:3:4', '2001:db8:a:b::/64'],
    // The groups a "::" leaves out are filled, wherever it stands.
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:db8:1::', '2001:db8:1:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['::5:6:7:8:9', '0:0:0:5::/64'],
  ])('counts %s as %s', (address, key) => {
    expect(addressKey(address)).toBe(key);
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
