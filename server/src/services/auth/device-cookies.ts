import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../env';

/**
 * Device cookies (OWASP "Slow down online guessing attacks with device cookies"): a browser that
 * finished a sign-in gets `<user id>.<nonce>.<HMAC-SHA256 of both>`. Sign-in attempts from it for
 * that account are throttled by the nonce's own count and never by the account-wide limit, so a
 * guesser spread over many addresses cannot keep the owner out. The cookie grants nothing else: it
 * is no session and no second factor.
 */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** A device the request's cookie names, with its signature checked. */
export interface KnownDevice {
  userId: number;
  nonce: string;
}

function sign(key: Buffer, payload: string): string {
  return createHmac('sha256', key).update(payload).digest('base64url');
}

export function deviceToken(key: Buffer, userId: number, nonce: string): string {
  const payload = `${userId}.${nonce}`;
  return `${payload}.${sign(key, payload)}`;
}

/** The device a cookie value names, or null when it is malformed or not signed with our key. */
export function readDeviceToken(key: Buffer, value: string | undefined): KnownDevice | null {
  const match = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(value ?? '');
  if (!match) return null;
  const [, id, nonce, signature] = match as unknown as [string, string, string, string];
  const expected = Buffer.from(sign(key, `${id}.${nonce}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId: Number(id), nonce };
}

/** The nonce of the request's device cookie when it is valid for this account, else null. */
export function knownDeviceOf(req: FastifyRequest, config: AppConfig, userId: number | undefined): string | null {
  if (userId === undefined) return null;
  const device = readDeviceToken(config.deviceCookie.key, req.cookies[config.deviceCookie.name]);
  return device?.userId === userId ? device.nonce : null;
}

/** After a full sign-in (password and second factor, or a passkey): a new cookie for this account. */
export function issueDeviceCookie(reply: FastifyReply, config: AppConfig, userId: number) {
  const nonce = randomBytes(16).toString('base64url');
  reply.setCookie(config.deviceCookie.name, deviceToken(config.deviceCookie.key, userId, nonce), {
    httpOnly: true,
    secure: config.isProduction,
    sameSite: 'lax',
    path: '/',
    maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
  });
}
