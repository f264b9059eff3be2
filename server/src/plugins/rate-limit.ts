import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

/** Every limit the platform applies: how many attempts per window, per IP or per account/e-mail. */
export const LIMITS = {
  loginIp: { max: 30, timeWindow: 60_000 },
  loginAccountFailures: { max: 10, timeWindow: 15 * 60_000 },
  // Whole classrooms register from one school address at once, so the per-IP limit is generous.
  registerIp: { max: 30, timeWindow: 60 * 60_000 },
  resendIp: { max: 10, timeWindow: 10 * 60_000 },
  resendEmail: { max: 3, timeWindow: 10 * 60_000 },
  forgotIp: { max: 10, timeWindow: 10 * 60_000 },
  forgotEmail: { max: 3, timeWindow: 10 * 60_000 },
  resetIp: { max: 10, timeWindow: 10 * 60_000 },
  verifyIp: { max: 30, timeWindow: 10 * 60_000 },
  devBotCheckIp: { max: 120, timeWindow: 60_000 },
} as const;
export type LimitName = keyof typeof LIMITS;

export interface Limits {
  /** Counts one attempt of `subject` (default: the caller's IP); false when over the limit. */
  hit(req: FastifyRequest, name: LimitName, subject?: string): Promise<boolean>;
  /** Whether `subject` is over the limit, without counting an attempt. */
  isBlocked(req: FastifyRequest, name: LimitName, subject?: string): Promise<boolean>;
}

export const rateLimitPlugin = fp(
  async (app) => {
    const { redisUrl } = app.config;
    const redis = redisUrl ? new Redis(redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1 }) : undefined;
    // Fails closed: if Redis is unreachable, limited requests are refused rather than let through.
    await app.register(rateLimit, {
      global: false,
      skipOnError: false,
      ...(redis ? { redis, nameSpace: 'ctf-rl:' } : {}),
    });
    if (redis) app.addHook('onClose', async () => void redis.disconnect());

    const checkers = Object.fromEntries(
      Object.entries(LIMITS).map(([name, limit]) => [
        name,
        app.createRateLimit({
          ...limit,
          keyGenerator: (req) => `${name}:${req.rateLimitSubject ?? req.ip}`,
        }),
      ]),
    ) as Record<LimitName, ReturnType<typeof app.createRateLimit>>;

    const state = async (req: FastifyRequest, name: LimitName, subject: string | undefined, increment: boolean) => {
      req.rateLimitSubject = subject?.toLowerCase();
      try {
        return await checkers[name](req, { increment });
      } finally {
        req.rateLimitSubject = undefined;
      }
    };
    // The checker's isAllowed only reports its allow-list; the counts decide.
    app.decorate('limits', {
      hit: async (req, name, subject) => {
        const result = await state(req, name, subject, true);
        return result.isAllowed || !result.isExceeded;
      },
      isBlocked: async (req, name, subject) => {
        const result = await state(req, name, subject, false);
        return !result.isAllowed && result.remaining === 0;
      },
    } satisfies Limits);
  },
  { name: 'rate-limit', dependencies: ['config'] },
);
