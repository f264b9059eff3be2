// Everything our plugins add to Fastify's types, in one module that the tRPC context imports, so
// that any program reaching the router (the client's typecheck too) sees the same types.
import type {} from '@fastify/cookie';
import type {} from '@fastify/rate-limit';
import type { Database } from './db/database';
import type { AppConfig } from './env';
import type { BotCheck, DevBotCheck } from './integrations/bot-check/bot-check';
import type { Limits } from './plugins/rate-limit';
import type { ValidatedSession } from './services/auth/sessions';
import type { MailQueue } from './services/jobs/queues';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Database;
    botCheck: BotCheck;
    /** Present only when the development bot-check is in use (never in production). */
    devBotCheck: DevBotCheck | null;
    mail: MailQueue;
    limits: Limits;
  }
  interface FastifyContextConfig {
    /** @fastify/cors reads it: `false` leaves a route without CORS headers (the CTFd endpoints). */
    cors?: false;
  }
  interface FastifyRequest {
    /** The signed-in user and session of an API request, or null. */
    auth: ValidatedSession | null;
    /** A session whose password was right but whose second factor is still to come (it is no sign-in). */
    pendingSecondFactor: ValidatedSession | null;
    rateLimitSubject?: string;
    /** Set on every request by plugins/public-cache.ts: a shared cache may keep the answer. */
    isPublicCacheable: boolean;
  }
}
