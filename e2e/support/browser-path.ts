import { existsSync } from 'node:fs';

/** The browser e2e tests drive: CHROMIUM_PATH, or Debian's Chromium. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function assertBrowserInstalled() {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `No browser at ${CHROMIUM_PATH}: install it with "apt-get install -y chromium" or set CHROMIUM_PATH.`,
    );
  }
}
