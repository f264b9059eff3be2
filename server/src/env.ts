import { createHash } from 'node:crypto';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).default('./.data'),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.string().optional(),
  CORS_ORIGINS: z.string().optional(),
  CLIENT_DIST_DIR: z.string().min(1).default('client/dist'),
  COMMUNITY_CHAT_URL: z.url().default('https://discord.gg/'),
  CODE_REPOSITORY_URL: z.url().default('https://github.com/'),
  SERVE_CLIENT: booleanFlag.default(true),
  CTF_PLAYGROUND_URL: z.url().default('https://play.ctf.example.rs/login'),
  CTF_PLAYGROUND_API_URL: z.url().optional(),
  CTF_PLAYGROUND_API_TOKEN: z.string().min(1).max(512).optional(),
  TURNSTILE_SITE_KEY: z.string().min(1).optional(),
  TURNSTILE_SECRET_KEY: z.string().min(1).optional(),
  TURNSTILE_SITEVERIFY_URL: z.url().default('https://challenges.cloudflare.com/turnstile/v0/siteverify'),
  RESEND_API_KEY: z.string().min(1).optional(),
  RESEND_BASE_URL: z.url().optional(),
  MAIL_FROM: z.string().min(3).default('CTF Srbija <no-reply@ctf.example.rs>'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  JOB_POLLING_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  DISCORD_CLIENT_ID: z.string().min(1).optional(),
  DISCORD_CLIENT_SECRET: z.string().min(1).optional(),
  DISCORD_AUTHORIZE_URL: z.url().default('https://discord.com/oauth2/authorize'),
  DISCORD_TOKEN_URL: z.url().default('https://discord.com/api/oauth2/token'),
  DISCORD_USER_URL: z.url().default('https://discord.com/api/users/@me'),
  GITHUB_CLIENT_ID: z.string().min(1).optional(),
  GITHUB_CLIENT_SECRET: z.string().min(1).optional(),
  GITHUB_AUTHORIZE_URL: z.url().default('https://github.com/login/oauth/authorize'),
  GITHUB_TOKEN_URL: z.url().default('https://github.com/login/oauth/access_token'),
  GITHUB_USER_URL: z.url().default('https://api.github.com/user'),
  MAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  PG_BIN_DIR: z.string().min(1).optional(),
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),

  CTFD_TOKEN_KEY: z
    .string()
    .regex(/^[A-Za-z0-9+/]{43}=$|^[0-9a-fA-F]{64}$/, 'must be 32 bytes, base64 (44 characters) or hex (64)')
    .optional(),
  TOTP_SECRET_KEY: z
    .string()
    .regex(/^[A-Za-z0-9+/]{43}=$|^[0-9a-fA-F]{64}$/, 'must be 32 bytes, base64 (44 characters) or hex (64)')
    .optional(),
  DEVICE_COOKIE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9+/]{43}=$|^[0-9a-fA-F]{64}$/, 'must be 32 bytes, base64 (44 characters) or hex (64)')
    .optional(),
  SESSION_COOKIE_NAME: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,40}$/, 'letters, digits, _ and - only')
    .optional(),

  PWNED_PASSWORDS_URL: z.url().optional(),
  PWNED_PASSWORDS_TIMEOUT_MS: z.coerce.number().int().min(100).max(10_000).default(1500),
});

export type Env = z.infer<typeof EnvSchema>;

export interface AppConfig {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  host: string;
  port: number;
  /** The origin browsers use to reach us; the Origin check and links in e-mails use it. */
  publicUrl: string;
  databaseUrl: string | undefined;
  dataDir: string;
  databasePoolSize: number;
  logLevel: Env['LOG_LEVEL'];
  /**
   * Which X-Forwarded-For entries to believe: false (none, the socket's address is the client), a
   * hop count (that many proxies in front, each appending one entry; `true` means 1), or the
   * proxies' addresses/CIDRs. Read right to left, so entries a client writes itself are never the
   * client address. `request.ip` is that address; app.ts hands this to Fastify.
   */
  trustProxy: false | { hops: number } | { proxies: string[] };
  corsOrigins: string[];
  clientDistDir: string | null;
  communityChatUrl: string;
  codeRepositoryUrl: string;
  ctfPlaygroundUrl: string;
  /**
   * The playground CTFd's address and an admin's API token (a secret: never logged), from which
   * each player's solves per category are read; null when not configured (nothing is read).
   */
  playgroundApi: { url: string; token: string } | null;
  /** Cloudflare Turnstile keys; without them the development bot-check is used (refused in production). */
  turnstile: { siteKey: string; secretKey: string; siteverifyUrl: string } | null;
  /** Resend's API key; without it mail goes to the development mailbox (refused in production). */
  resend: { apiKey: string; baseUrl: string | undefined } | null;
  mailFrom: string;
  redisUrl: string | undefined;
  jobPollingSeconds: number;
  mailRetryDelaySeconds: number;
  /** AES-256-GCM key for CTFd API tokens (CTFD_TOKEN_KEY); without it no token can be stored. */
  ctfdTokenKey: Buffer | null;
  /**
   * AES-256-GCM key the authenticator apps' secrets are stored under (TOTP_SECRET_KEY; required in
   * production, a fixed development key elsewhere, so two-step login works on a fresh clone).
   */
  totpSecretKey: Buffer;
  /**
   * HMAC-SHA256 key signing device cookies (DEVICE_COOKIE_KEY; required in production, a fixed
   * development key elsewhere), and the cookie's name: `__Host-device` in production.
   */
  deviceCookie: { key: Buffer; name: string };
  /** The session cookie's name: `__Host-session` in production, SESSION_COOKIE_NAME or `ctfrs_session` elsewhere. */
  sessionCookieName: string;
  /** OAuth apps for linking accounts; null when not configured (development then uses a built-in stand-in). */
  oauth: Record<'discord' | 'github', OAuthProviderConfig | null>;
  /** Bearer token that opens GET /metrics to scrapers off this machine (loopback needs none). */
  metricsToken: string | undefined;
  /** Where pg_dump and pg_restore are (npm run backup/restore); default: searched (db/pg-tools.ts). */
  pgBinDir: string | undefined;
  /** Worker processes (node:cluster) sharing the port; 1 runs the server in this process. */
  webConcurrency: number;

  /**
   * The Have I Been Pwned range API (k-anonymity: only 5 hex digits of the SHA-1 leave us); null
   * when not configured. A call slower than the timeout, or failing, lets the password through.
   */
  pwnedPasswords: { rangeUrl: string; timeoutMs: number } | null;
}

export interface OAuthProviderConfig {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  userUrl: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** A 32-byte key written as base64 (44 characters) or hex (64). */
const keyBytes = (value: string) => Buffer.from(value, value.length === 64 ? 'hex' : 'base64');

/**
 * Outside production only (production requires DEVICE_COOKIE_KEY): public, so a device cookie of a
 * development server proves nothing anywhere else.
 */
const DEVELOPMENT_DEVICE_COOKIE_KEY = Buffer.from('development device cookie key, never in production');

/**
 * Outside production only (production requires TOTP_SECRET_KEY): public, so secrets stored by a
 * development server are as good as plain text, as development data is.
 */
const DEVELOPMENT_TOTP_SECRET_KEY = createHash('sha256')
  .update('CTF Srbija development TOTP key, never in production')
  .digest();

/** proxy-addr's names for address ranges, accepted beside addresses and CIDRs. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset, `false` or `0`: no proxy; `true`: one proxy (a hop count of 1, never "trust
 * every entry", whose left-most entry the client writes); a number: that many proxies; otherwise
 * the proxies' addresses or CIDRs, comma-separated.
 */
function parseTrustProxy(raw: string | undefined, problems: string[]): AppConfig['trustProxy'] {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') return { hops: 1 };
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops <= 10) return { hops };
    problems.push(`TRUST_PROXY: ${value} proxies in front? Give 1-10, or the proxies' addresses`);
    return false;
  }
  const proxies = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const bad = proxies.filter((entry) => !isProxyAddress(entry));
  if (bad.length > 0) {
    problems.push(
      `TRUST_PROXY: ${bad.map((b) => `"${b}"`).join(', ')} is not true, a hop count, an IP address or a CIDR`,
    );
    return false;
  }
  return { proxies };
}

/** Reads the configuration once; every problem is reported, one line each. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): AppConfig {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`),
    );
  }
  const env = result.data;
  const problems: string[] = [];
  const isProduction = env.NODE_ENV === 'production';
  if (isProduction && !env.PUBLIC_URL) {
    problems.push('PUBLIC_URL: required in production (e.g. https://ctf.example.rs)');
  }
  const corsOrigins = (env.CORS_ORIGINS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const origin of corsOrigins) {
    if (!URL.canParse(origin) || new URL(origin).origin !== origin) {
      problems.push(`CORS_ORIGINS: "${origin}" is not an origin like https://app.example.rs`);
    }
  }
  if (Boolean(env.TURNSTILE_SITE_KEY) !== Boolean(env.TURNSTILE_SECRET_KEY)) {
    problems.push('TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY: set both or neither');
  }
  if (isProduction && !env.TURNSTILE_SECRET_KEY) {
    problems.push(
      'TURNSTILE_SITE_KEY, TURNSTILE_SECRET_KEY: required in production (the development bot-check is refused there)',
    );
  }
  if (isProduction && !env.RESEND_API_KEY) {
    problems.push('RESEND_API_KEY: required in production (the development mailbox is refused there)');
  }
  for (const provider of ['DISCORD', 'GITHUB'] as const) {
    if (Boolean(env[`${provider}_CLIENT_ID`]) !== Boolean(env[`${provider}_CLIENT_SECRET`])) {
      problems.push(`${provider}_CLIENT_ID and ${provider}_CLIENT_SECRET: set both or neither`);
    }
  }
  if (isProduction && !env.DEVICE_COOKIE_KEY) {
    problems.push('DEVICE_COOKIE_KEY: required in production (32 bytes, e.g. openssl rand -base64 32)');
  }
  if (isProduction && !env.TOTP_SECRET_KEY) {
    problems.push('TOTP_SECRET_KEY: required in production (32 bytes, e.g. openssl rand -base64 32)');
  }
  if (Boolean(env.CTF_PLAYGROUND_API_URL) !== Boolean(env.CTF_PLAYGROUND_API_TOKEN)) {
    problems.push('CTF_PLAYGROUND_API_URL and CTF_PLAYGROUND_API_TOKEN: set both or neither');
  }
  const trustProxy = parseTrustProxy(env.TRUST_PROXY, problems);
  if (problems.length > 0) throw new ConfigError(problems);

  return {
    env: env.NODE_ENV,
    isProduction,
    host: env.HOST,
    port: env.PORT,
    publicUrl: new URL(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).origin,
    databaseUrl: env.DATABASE_URL,
    dataDir: path.resolve(cwd, env.DATA_DIR),
    databasePoolSize: env.DATABASE_POOL_SIZE,
    logLevel: env.LOG_LEVEL,
    trustProxy,
    corsOrigins,
    clientDistDir: env.SERVE_CLIENT ? path.resolve(cwd, env.CLIENT_DIST_DIR) : null,
    communityChatUrl: env.COMMUNITY_CHAT_URL,
    codeRepositoryUrl: env.CODE_REPOSITORY_URL,
    ctfPlaygroundUrl: env.CTF_PLAYGROUND_URL,
    playgroundApi:
      env.CTF_PLAYGROUND_API_URL && env.CTF_PLAYGROUND_API_TOKEN
        ? { url: env.CTF_PLAYGROUND_API_URL.replace(/\/+$/, ''), token: env.CTF_PLAYGROUND_API_TOKEN }
        : null,
    turnstile:
      env.TURNSTILE_SITE_KEY && env.TURNSTILE_SECRET_KEY
        ? {
            siteKey: env.TURNSTILE_SITE_KEY,
            secretKey: env.TURNSTILE_SECRET_KEY,
            siteverifyUrl: env.TURNSTILE_SITEVERIFY_URL,
          }
        : null,
    resend: env.RESEND_API_KEY ? { apiKey: env.RESEND_API_KEY, baseUrl: env.RESEND_BASE_URL } : null,
    mailFrom: env.MAIL_FROM,
    redisUrl: env.REDIS_URL,
    jobPollingSeconds: env.JOB_POLLING_SECONDS,
    mailRetryDelaySeconds: env.MAIL_RETRY_DELAY_SECONDS,
    ctfdTokenKey: env.CTFD_TOKEN_KEY
      ? Buffer.from(env.CTFD_TOKEN_KEY, env.CTFD_TOKEN_KEY.length === 64 ? 'hex' : 'base64')
      : null,
    totpSecretKey: env.TOTP_SECRET_KEY
      ? Buffer.from(env.TOTP_SECRET_KEY, env.TOTP_SECRET_KEY.length === 64 ? 'hex' : 'base64')
      : DEVELOPMENT_TOTP_SECRET_KEY,
    deviceCookie: {
      key: env.DEVICE_COOKIE_KEY ? keyBytes(env.DEVICE_COOKIE_KEY) : DEVELOPMENT_DEVICE_COOKIE_KEY,
      name: isProduction ? '__Host-device' : 'ctfrs_device',
    },
    // A CTFd on the same host name in development names its cookie `session`: ours must differ.
    sessionCookieName: isProduction ? '__Host-session' : (env.SESSION_COOKIE_NAME ?? 'ctfrs_session'),
    oauth: {
      discord:
        env.DISCORD_CLIENT_ID && env.DISCORD_CLIENT_SECRET
          ? {
              clientId: env.DISCORD_CLIENT_ID,
              clientSecret: env.DISCORD_CLIENT_SECRET,
              authorizeUrl: env.DISCORD_AUTHORIZE_URL,
              tokenUrl: env.DISCORD_TOKEN_URL,
              userUrl: env.DISCORD_USER_URL,
            }
          : null,
      github:
        env.GITHUB_CLIENT_ID && env.GITHUB_CLIENT_SECRET
          ? {
              clientId: env.GITHUB_CLIENT_ID,
              clientSecret: env.GITHUB_CLIENT_SECRET,
              authorizeUrl: env.GITHUB_AUTHORIZE_URL,
              tokenUrl: env.GITHUB_TOKEN_URL,
              userUrl: env.GITHUB_USER_URL,
            }
          : null,
    },
    metricsToken: env.METRICS_TOKEN,
    pgBinDir: env.PG_BIN_DIR,
    webConcurrency: env.WEB_CONCURRENCY,

    pwnedPasswords: env.PWNED_PASSWORDS_URL
      ? { rangeUrl: env.PWNED_PASSWORDS_URL.replace(/\/+$/, ''), timeoutMs: env.PWNED_PASSWORDS_TIMEOUT_MS }
      : null,
  };
}
