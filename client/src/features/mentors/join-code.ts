import { JOIN_CODE_PATTERN } from '@ctf/shared/schemas/mentors';

/**
 * A school link's code, kept in this browser from the visit to `/join/<code>` until the
 * application is sent: registering takes a detour through the mailbox (the verification link
 * opens a new tab, where session storage is empty), so it lives in local storage, for a while only.
 */
const STORAGE_KEY = 'ctf.joinCode';
/** How long a school link is remembered: long enough to register, verify and link Discord. */
export const JOIN_CODE_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;

interface StoredJoinCode {
  code: string;
  saved_at: number;
}

const browserStorage = (): Storage | undefined => (typeof window === 'undefined' ? undefined : window.localStorage);

export function isJoinCode(code: string | null | undefined): code is string {
  return typeof code === 'string' && JOIN_CODE_PATTERN.test(code);
}

export function rememberJoinCode(code: string, storage = browserStorage(), now = Date.now()): void {
  if (!isJoinCode(code)) return;
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify({ code, saved_at: now } satisfies StoredJoinCode));
  } catch {
    // Storage full or disabled: the link in the address (`?join=`) still carries the code.
  }
}

/** The remembered code, unless it is older than JOIN_CODE_MAX_AGE_MS (or not a code at all). */
export function readJoinCode(storage = browserStorage(), now = Date.now()): string | null {
  try {
    const stored = storage?.getItem(STORAGE_KEY);
    if (!stored) return null;
    const { code, saved_at: savedAt } = JSON.parse(stored) as Partial<StoredJoinCode>;
    if (!isJoinCode(code) || typeof savedAt !== 'number' || now - savedAt > JOIN_CODE_MAX_AGE_MS) return null;
    return code;
  } catch {
    return null;
  }
}

export function forgetJoinCode(storage = browserStorage()): void {
  try {
    storage?.removeItem(STORAGE_KEY);
  } catch {
    // Nothing kept, nothing to forget.
  }
}
