import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { BOT_CHECK_TOKEN_MAX_LENGTH } from '@ctf/shared';
import type { Database } from '../../db/database';
import { hashToken } from '../../services/auth/crypto';

export type BotCheckAction = 'login' | 'register' | 'resend' | 'forgot' | 'reset';
export type BotCheckResult = 'ok' | 'missing' | 'failed';

export interface BotCheck {
  provider: 'dev' | 'turnstile';
  /** What the browser widget needs (Turnstile's site key); null for the dev widget. */
  siteKey: string | null;
  verify(token: string | undefined, options: { action: BotCheckAction; remoteIp: string }): Promise<BotCheckResult>;
}

const TOKEN_TTL_MS = 5 * 60 * 1000;

/** Records a token as used; false when it was used before (every token is single-use). */
async function claimOnce(db: Database, token: string): Promise<boolean> {
  const claimed = await db
    .insertInto('bot_check_uses')
    .values({ id: hashToken(token), expires_at: new Date(Date.now() + TOKEN_TTL_MS) })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return claimed !== undefined;
}

/**
 * Development stand-in for Turnstile: the client's widget asks the server for a token, which the
 * server signs and later accepts once within five minutes. Never used in production.
 */
export function createDevBotCheck(db: Database) {
  const key = randomBytes(32);
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  return {
    provider: 'dev' as const,
    siteKey: null,
    issue(): string {
      const payload = `dev.${randomBytes(16).toString('base64url')}.${Date.now() + TOKEN_TTL_MS}`;
      return `${payload}.${sign(payload)}`;
    },
    async verify(token: string | undefined): Promise<BotCheckResult> {
      if (!token) return 'missing';
      const cut = token.lastIndexOf('.');
      const payload = token.slice(0, cut);
      const signature = Buffer.from(token.slice(cut + 1));
      const expected = Buffer.from(sign(payload));
      const expires = Number(payload.split('.')[2]);
      if (
        !payload.startsWith('dev.') ||
        signature.length !== expected.length ||
        !timingSafeEqual(signature, expected)
      ) {
        return 'failed';
      }
      if (!(expires > Date.now())) return 'failed';
      return (await claimOnce(db, token)) ? 'ok' : 'failed';
    },
  };
}
export type DevBotCheck = ReturnType<typeof createDevBotCheck>;

interface SiteverifyAnswer {
  success: boolean;
  hostname?: string;
  action?: string;
  'error-codes'?: string[];
}

/** Cloudflare Turnstile, checked server-side against siteverify (SECURITY 33-37). */
export function createTurnstileBotCheck(options: {
  db: Database;
  siteKey: string;
  secretKey: string;
  siteverifyUrl: string;
  expectedHostname: string;
  log: FastifyBaseLogger;
}): BotCheck {
  const ask = async (token: string, remoteIp: string, idempotencyKey: string): Promise<SiteverifyAnswer | null> => {
    try {
      const res = await fetch(options.siteverifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          secret: options.secretKey,
          response: token,
          remoteip: remoteIp,
          idempotency_key: idempotencyKey,
        }),
        signal: AbortSignal.timeout(5_000),
      });
      if (!res.ok) return null;
      return (await res.json()) as SiteverifyAnswer;
    } catch {
      return null;
    }
  };
  return {
    provider: 'turnstile',
    siteKey: options.siteKey,
    async verify(token, { action, remoteIp }) {
      if (!token) return 'missing';
      if (token.length > BOT_CHECK_TOKEN_MAX_LENGTH) return 'failed';
      const idempotencyKey = randomUUID();
      let answer = await ask(token, remoteIp, idempotencyKey);
      if (answer === null || answer['error-codes']?.includes('internal-error')) {
        answer = await ask(token, remoteIp, idempotencyKey);
      }
      if (answer === null) {
        options.log.error('Turnstile siteverify unreachable: refusing the request');
        return 'failed';
      }
      const passed =
        answer.success === true && answer.hostname === options.expectedHostname && answer.action === action;
      if (!passed) {
        options.log.warn(
          { errorCodes: answer['error-codes'], action, answeredAction: answer.action },
          'Turnstile check failed',
        );
        return 'failed';
      }
      return (await claimOnce(options.db, token)) ? 'ok' : 'failed';
    },
  };
}
