import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';
import { DEVICE_KEY, TOTP_KEY, productionEnv } from './test-support/production-env';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env, '/srv/app');
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('configuration is read once from the environment', () => {
  it('has working defaults for a first npm start', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      publicUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      dataDir: '/srv/app/.data',
      clientDistDir: '/srv/app/client/dist',
      trustProxy: false,
      corsOrigins: [],
    });
  });

  it('names every bad variable on its own line', () => {
    const problems = problemsOf({ PORT: 'x', LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://db' });
    expect(problems).toHaveLength(3);
    expect(problems.some((p) => p.startsWith('PORT: '))).toBe(true);
    expect(problems.some((p) => p.startsWith('LOG_LEVEL: '))).toBe(true);
    expect(problems.some((p) => p.startsWith('DATABASE_URL: '))).toBe(true);
  });

  it('requires PUBLIC_URL in production', () => {
    expect(problemsOf(productionEnv('PUBLIC_URL'))).toEqual([
      'PUBLIC_URL: required in production (e.g. https://ctf.example.rs)',
    ]);
  });

  it('refuses the development bot-check and mailbox in production', () => {
    const problems = problemsOf(productionEnv('TURNSTILE_SITE_KEY', 'TURNSTILE_SECRET_KEY', 'RESEND_API_KEY'));
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^TURNSTILE_SITE_KEY, TURNSTILE_SECRET_KEY: required in production/);
    expect(problems[1]).toMatch(/^RESEND_API_KEY: required in production/);
  });

  it('requires the device cookie key in production, and reads base64 or hex; a fixed key elsewhere', () => {
    expect(problemsOf(productionEnv('DEVICE_COOKIE_KEY'))).toEqual([
      'DEVICE_COOKIE_KEY: required in production (32 bytes, e.g. openssl rand -base64 32)',
    ]);
    expect(problemsOf({ DEVICE_COOKIE_KEY: 'short' })).toEqual([
      'DEVICE_COOKIE_KEY: must be 32 bytes, base64 (44 characters) or hex (64)',
    ]);
    const key = Buffer.from(DEVICE_KEY, 'base64');
    expect(loadConfig(productionEnv()).deviceCookie).toEqual({ key, name: '__Host-device' });
    expect(loadConfig({ DEVICE_COOKIE_KEY: key.toString('hex') }).deviceCookie).toEqual({ key, name: 'ctfrs_device' });
    expect(loadConfig({}).deviceCookie.key).toEqual(loadConfig({ PORT: '4000' }).deviceCookie.key);
  });

  it('requires the TOTP secret key in production, reads base64 or hex, and has a fixed 32-byte key elsewhere', () => {
    expect(problemsOf(productionEnv('TOTP_SECRET_KEY'))).toContain(
      'TOTP_SECRET_KEY: required in production (32 bytes, e.g. openssl rand -base64 32)',
    );
    expect(problemsOf({ TOTP_SECRET_KEY: 'short' })).toEqual([
      'TOTP_SECRET_KEY: must be 32 bytes, base64 (44 characters) or hex (64)',
    ]);
    const key = Buffer.from(TOTP_KEY, 'base64');
    expect(loadConfig({ TOTP_SECRET_KEY: key.toString('hex') }).totpSecretKey).toEqual(key);
    expect(problemsOf(productionEnv('DEVICE_COOKIE_KEY'))).not.toContain(
      'TOTP_SECRET_KEY: required in production (32 bytes, e.g. openssl rand -base64 32)',
    );
    const development = loadConfig({}).totpSecretKey;
    expect(development).toHaveLength(32);
    expect(loadConfig({ PORT: '4000' }).totpSecretKey).toEqual(development);
  });

  it('accepts only bare origins in CORS_ORIGINS', () => {
    expect(problemsOf({ CORS_ORIGINS: 'https://a.example.rs, https://b.example.rs/path' })).toEqual([
      'CORS_ORIGINS: "https://b.example.rs/path" is not an origin like https://app.example.rs',
    ]);
    expect(loadConfig({ CORS_ORIGINS: 'https://a.example.rs' }).corsOrigins).toEqual(['https://a.example.rs']);
  });

  it('trusts only the proxies it is told about: true is one proxy, never every entry', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toEqual({ hops: 1 });
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toEqual({ hops: 2 });
    for (const none of ['', 'false', '0']) expect(loadConfig({ TRUST_PROXY: none }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.0/8, fd00::/8, loopback' }).trustProxy).toEqual({
      proxies: ['10.0.0.1', '10.0.0.0/8', 'fd00::/8', 'loopback'],
    });
  });

  it('refuses a TRUST_PROXY that is neither a hop count nor addresses', () => {
    expect(problemsOf({ TRUST_PROXY: 'yes, 10.0.0.0/33' })).toEqual([
      'TRUST_PROXY: "yes", "10.0.0.0/33" is not true, a hop count, an IP address or a CIDR',
    ]);
    expect(problemsOf({ TRUST_PROXY: '50' })).toEqual([
      "TRUST_PROXY: 50 proxies in front? Give 1-10, or the proxies' addresses",
    ]);
  });
  it('reads the playground CTFd only with both its address and token', () => {
    expect(loadConfig({}).playgroundApi).toBeNull();
    expect(
      loadConfig({ CTF_PLAYGROUND_API_URL: 'https://play.example.rs/', CTF_PLAYGROUND_API_TOKEN: 'ctfd_x' })
        .playgroundApi,
    ).toEqual({ url: 'https://play.example.rs', token: 'ctfd_x' });
    expect(problemsOf({ CTF_PLAYGROUND_API_URL: 'https://play.example.rs' })).toEqual([
      'CTF_PLAYGROUND_API_URL and CTF_PLAYGROUND_API_TOKEN: set both or neither',
    ]);
  });
});
