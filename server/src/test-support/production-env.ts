/** 32 bytes each, base64: the production keys of the tests' environment. */
export const DEVICE_KEY = 'ZGV2aWNlLWNvb2tpZS1rZXktZm9yLXRlc3RzLTMyYiE=';
export const TOTP_KEY = 'dG90cC1zZWNyZXQta2V5LWZvci10ZXN0cy0zMmJ5dGU=';

const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://ctf.example.rs',
  TURNSTILE_SITE_KEY: 'k',
  TURNSTILE_SECRET_KEY: 's',
  RESEND_API_KEY: 'r',
  DEVICE_COOKIE_KEY: DEVICE_KEY,
  TOTP_SECRET_KEY: TOTP_KEY,
};

/**
 * An environment that passes every production check, less the variables named: each test of a
 * production requirement leaves out just the one it is about.
 */
export function productionEnv(...without: (keyof typeof PRODUCTION_ENV)[]): Record<string, string> {
  return Object.fromEntries(Object.entries(PRODUCTION_ENV).filter(([name]) => !(without as string[]).includes(name)));
}
