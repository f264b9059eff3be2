/**
 * The session a prerendered page's boot script asked for beside the page's code
 * (server/src/plugins/prerendered-pages.ts, BOOT_SCRIPT and SESSION_FIRST_PATHS): the first read of
 * the session then needs no round trip of its own after the code has loaded.
 */
interface BootWindow {
  __bootSession?: Promise<Response>;
}

/** The early answer, taken once (a later read of the session asks the server as usual). */
export function takeBootSession(): Promise<Response> | undefined {
  // Rendered on the server (entry-server.tsx) there is no window and nothing was asked for.
  if (typeof window === 'undefined') return undefined;
  const holder = window as BootWindow;
  const early = holder.__bootSession;
  delete holder.__bootSession;
  return early;
}

/** The session from the early answer of the tRPC query `auth.session`, or undefined when it is not usable. */
export async function bootSessionData(early: Promise<Response>): Promise<{ data: unknown } | undefined> {
  try {
    const response = await early;
    if (!response.ok) return undefined;
    const body = (await response.json()) as { result?: { data?: unknown } };
    return body.result && 'data' in body.result ? { data: body.result.data } : undefined;
  } catch {
    return undefined;
  }
}
