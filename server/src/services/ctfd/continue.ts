import { createHash, timingSafeEqual } from 'node:crypto';
import type { Language } from '@ctf/shared';
import type { Database } from '../../db/database';
import { ascending } from '@ctf/shared/sort';

/**
 * The "continue as" step (issue 13, item 2): a player already signed in on the platform who clicks
 * CTFd's login is asked once, by name, before CTFd gets a code, so on a shared computer nobody is
 * signed in to CTFd as whoever is still signed in on the platform.
 */
export const CONTINUE_TEXT: Record<
  Language,
  {
    title: string;
    entering: string;
    competition: string;
    signedInAs: string;
    continueAs: string;
    other: string;
    otherHint: string;
  }
> = {
  sr: {
    title: 'Улаз у CTFd: {ctfd}',
    entering: 'Пријављујете се у CTFd „{ctfd}“.',
    competition: 'Такмичење: {competition}',
    signedInAs: 'На платформи сте пријављени као {user}.',
    continueAs: 'Настави као {user}',
    other: 'Користи други налог',
    otherHint: 'Одјављује вас са платформе, да бисте се пријавили другим налогом.',
  },
  en: {
    title: 'Entering CTFd: {ctfd}',
    entering: 'You are logging in to the CTFd “{ctfd}”.',
    competition: 'Competition: {competition}',
    signedInAs: 'You are logged in on the platform as {user}.',
    continueAs: 'Continue as {user}',
    other: 'Use another account',
    otherHint: 'Logs you out of the platform, so you can log in with another account.',
  },
};

/** The parameter the "continue as" link adds to the authorization request. */
export const CONFIRM_PARAM = 'confirm';

/**
 * Proof that this session's own page asked: a hash of the session id (never sent to the browser)
 * and the request's parameters. A page elsewhere cannot make it, so it cannot skip the step.
 */
export function confirmToken(sessionId: string, params: Record<string, string>): string {
  const canonical = Object.keys(params)
    .filter((key) => key !== CONFIRM_PARAM)
    .sort(ascending)
    .map((key) => `${key}=${params[key]}`)
    .join('&');
  return createHash('sha256').update(`ctfd-continue\0${sessionId}\0${canonical}`).digest('base64url');
}

export function isConfirmed(sessionId: string, params: Record<string, string>): boolean {
  const given = params[CONFIRM_PARAM];
  if (typeof given !== 'string') return false;
  const expected = Buffer.from(confirmToken(sessionId, params));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * A cookie set when a signed-out player is sent from CTFd to the login page: the time it was set.
 * A session created after it was signed in during this very trip (the player just typed their
 * password for this CTFd), so they are not asked again.
 */
export const SIGN_IN_STARTED_COOKIE = 'ctfd_signin';
export const SIGN_IN_STARTED_MAX_AGE_S = 30 * 60;

export async function signedInSince(db: Database, sessionId: string, startedAt: string | undefined) {
  const started = Number(startedAt);
  if (!Number.isSafeInteger(started) || started <= 0) return false;
  const row = await db.selectFrom('sessions').select('created_at').where('id', '=', sessionId).executeTakeFirst();
  return row !== undefined && row.created_at.getTime() >= started;
}
