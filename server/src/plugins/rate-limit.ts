import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { AppError } from '../errors';

/** Every per-IP or per-address limit: how many attempts per window. Login has its own (login-throttle.ts). */
export const LIMITS = {
  loginIp: { max: 30, timeWindow: 60_000 },
  // A school's classroom shares one public address and registers a whole class at once; the
  // bot-check is the guard against scripts (docs/decisions.md).
  registerIp: { max: 300, timeWindow: 60 * 60_000 },
  resendIp: { max: 10, timeWindow: 10 * 60_000 },
  resendEmail: { max: 3, timeWindow: 10 * 60_000 },
  forgotIp: { max: 10, timeWindow: 10 * 60_000 },
  forgotEmail: { max: 3, timeWindow: 10 * 60_000 },
  resetIp: { max: 10, timeWindow: 10 * 60_000 },
  verifyIp: { max: 30, timeWindow: 10 * 60_000 },
  devBotCheckIp: { max: 120, timeWindow: 60_000 },
  // The public certificate check: enough for a reader scanning a pile of certificates, and the
  // 80-bit codes leave nothing to find by trying more.
  certificateCheckIp: { max: 60, timeWindow: 60_000 },
  // Per account: a player's "Refresh" of their playground progress asks CTFd at most once a minute.
  playgroundRefresh: { max: 1, timeWindow: 60_000 },
} as const;
export type LimitName = keyof typeof LIMITS;

/** How long a caller is told to wait when the counters' store (Redis) is unreachable. */
export const STORE_UNAVAILABLE_RETRY_SECONDS = 5;
export const REDIS_KEY_PREFIX = 'ctf-rl:';

export interface Limits {
  /**
   * Counts one attempt of `subject` (default: the caller's IP). Over the limit: AppError
   * TOO_MANY_REQUESTS saying when to retry; counters unreachable: SERVICE_UNAVAILABLE (fails closed).
   */
  consume(req: FastifyRequest, name: LimitName, subject?: string): Promise<void>;
  /** 'memory' without REDIS_URL; otherwise whether Redis answers (readiness). */
  storeState(): 'memory' | 'up' | 'down';
}

function connectRedis(url: string, log: FastifyRequest['log']) {
  // Fail fast while Redis is away: no offline queue and no retried commands, so a limited request
  // is refused at once instead of waiting seconds for a reconnect.
  const redis = new Redis(url, {
    connectTimeout: 500,
    commandTimeout: 400,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: (attempt) => Math.min(attempt * 100, 1_000),
  });
  // One line when Redis goes and one when it is back; ioredis's own errors repeat on every retry.
  let lost = false;
  redis.on('error', () => {});
  redis.on('close', () => {
    if (lost) return;
    lost = true;
    log.error('Redis unreachable: rate-limited requests answer 503 until it is back');
  });
  redis.on('ready', () => {
    if (!lost) return;
    lost = false;
    log.info('Redis reachable again: rate limits work again');
  });
  return redis;
}

// One fixed window per key: count, and start the window's expiry with the first hit.
const COUNT = `local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {current, redis.call('PTTL', KEYS[1])}`;

/**
 * Counters in Redis under one plain prefix. (The library's own Redis store names keys after the
 * route, which limiters made by createRateLimit lack: "ctf-rl:undefinedundefined-…".)
 */
function redisStore(redis: Redis) {
  redis.defineCommand('ctfRateLimit', { numberOfKeys: 1, lua: COUNT });
  const count = (key: string, windowMs: number) =>
    (redis as Redis & { ctfRateLimit(key: string, windowMs: number): Promise<[number, number]> }).ctfRateLimit(
      key,
      windowMs,
    );
  const store: FastifyRateLimitStore = {
    incr(key, callback, timeWindow) {
      count(`${REDIS_KEY_PREFIX}${key}`, timeWindow).then(
        ([current, ttl]) => callback(null, { current, ttl }),
        (error: Error) => callback(error),
      );
    },
    child: () => store,
  };
  return function RedisLimitStore() {
    return store;
  } as unknown as new () => FastifyRateLimitStore;
}

export const rateLimitPlugin = fp(
  async (app) => {
    const { redisUrl } = app.config;
    const redis = redisUrl ? connectRedis(redisUrl, app.log) : undefined;
    const store = redis ? redisStore(redis) : undefined;
    await app.register(rateLimit, { global: false, skipOnError: false, ...(store ? { store } : {}) });
    if (redis) app.addHook('onClose', async () => void redis.disconnect());

    const checkers = Object.fromEntries(
      Object.entries(LIMITS).map(([name, limit]) => [
        name,
        app.createRateLimit({ ...limit, keyGenerator: (req) => `${name}:${req.rateLimitSubject ?? req.ip}` }),
      ]),
    ) as Record<LimitName, ReturnType<typeof app.createRateLimit>>;

    app.decorate('limits', {
      async consume(req, name, subject) {
        req.rateLimitSubject = subject?.toLowerCase();
        let result;
        try {
          result = await checkers[name](req);
        } catch (cause) {
          throw new AppError('SERVICE_UNAVAILABLE', { cause, retryAfterSeconds: STORE_UNAVAILABLE_RETRY_SECONDS });
        } finally {
          req.rateLimitSubject = undefined;
        }
        if (!result.isAllowed && result.isExceeded)
          throw new AppError('TOO_MANY_REQUESTS', { retryAfterSeconds: Math.max(1, result.ttlInSeconds) });
      },
      storeState: () => (!redis ? 'memory' : redis.status === 'ready' ? 'up' : 'down'),
    } satisfies Limits);
  },
  { name: 'rate-limit', dependencies: ['config'] },
);
