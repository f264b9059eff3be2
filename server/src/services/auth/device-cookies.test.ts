import type { FastifyReply } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../env';
import { productionEnv } from '../../test-support/production-env';
import { DEVICE_COOKIE_MAX_AGE_SECONDS, deviceToken, issueDeviceCookie, readDeviceToken } from './device-cookies';

const KEY = Buffer.alloc(32, 1);
const NONCE = 'abcdefghijklmnopqrstuv';

describe('device cookie values', () => {
  it('name the account and the nonce they were signed for', () => {
    expect(readDeviceToken(KEY, deviceToken(KEY, 42, NONCE))).toEqual({ userId: 42, nonce: NONCE });
  });

  it('are refused when any part changes, or under another key', () => {
    const token = deviceToken(KEY, 42, NONCE);
    const [, , signature] = token.split('.');
    expect(readDeviceToken(KEY, `43.${NONCE}.${signature}`)).toBeNull();
    expect(readDeviceToken(KEY, `42.${NONCE.replace('a', 'b')}.${signature}`)).toBeNull();
    expect(readDeviceToken(KEY, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).toBeNull();
    expect(readDeviceToken(Buffer.alloc(32, 2), token)).toBeNull();
  });

  it('are refused when malformed', () => {
    for (const value of [
      undefined,
      '',
      'x',
      `42.${NONCE}`,
      `0.${NONCE}.${'a'.repeat(43)}`,
      `42.${NONCE}.${'a'.repeat(44)}`,
    ]) {
      expect(readDeviceToken(KEY, value), String(value)).toBeNull();
    }
  });
});

describe('the device cookie in production', () => {
  it('is __Host-device: Secure, HttpOnly, SameSite=Lax, the whole site, a year, signed with DEVICE_COOKIE_KEY', () => {
    const config = loadConfig({ ...productionEnv(), DEVICE_COOKIE_KEY: KEY.toString('base64') });
    const set: unknown[][] = [];
    issueDeviceCookie({ setCookie: (...args: unknown[]) => set.push(args) } as unknown as FastifyReply, config, 42);
    expect(set).toHaveLength(1);
    const [name, value, options] = set[0] as [string, string, object];
    expect(name).toBe('__Host-device');
    expect(readDeviceToken(KEY, value)).toMatchObject({ userId: 42 });
    expect(options).toEqual({
      httpOnly: true,
      secure: true,
      sameSite: 'lax',
      path: '/',
      maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
    });
  });
});
