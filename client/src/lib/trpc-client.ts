import { createTRPCClient, httpBatchLink, httpLink, splitLink, type Operation, type TRPCLink } from '@trpc/client';
import { BOT_CHECK_HEADER } from '@ctf/shared/constants';
import type { AppRouter } from '@ctf/server/router';
import { currentLanguage } from './i18n';

export const REQUEST_TIMEOUT_MS = 15_000;

/** Aborts after the timeout or when the caller's own signal aborts (a cancelled query), whichever comes first. */
export function timeoutSignal(ms: number, signal?: AbortSignal | null): AbortSignal {
  if (!signal) return AbortSignal.timeout(ms);
  if (typeof AbortSignal.any === 'function') return AbortSignal.any([signal, AbortSignal.timeout(ms)]);
  // Safari before 17.4 has no AbortSignal.any.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('The request timed out', 'TimeoutError')), ms);
  const forward = () => controller.abort(signal.reason);
  if (signal.aborted) forward();
  else signal.addEventListener('abort', forward, { once: true });
  controller.signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
  return controller.signal;
}

/** The solved bot-check a call carries: `api.auth.login.mutate(input, { context: { botCheckToken } })`. */
export function botCheckTokenOf(op: Pick<Operation, 'context'>): string | undefined {
  const token = op.context.botCheckToken;
  return typeof token === 'string' && token !== '' ? token : undefined;
}

const fetchWithTimeout: typeof fetch = (input, init) =>
  fetch(input, { ...init, credentials: 'include', signal: timeoutSignal(REQUEST_TIMEOUT_MS, init?.signal) });

/**
 * One batched request per page load (see docs/decisions.md); cookies always sent, language on every call.
 * A call with a bot-check token goes alone: the token travels in a header, is single-use and must
 * reach exactly the procedure it was solved for.
 */
function createLinks(url: string): TRPCLink<AppRouter>[] {
  return [
    splitLink({
      condition: (op) => botCheckTokenOf(op) !== undefined,
      true: httpLink({
        url,
        headers: ({ op }) => ({ 'Accept-Language': currentLanguage(), [BOT_CHECK_HEADER]: botCheckTokenOf(op) }),
        fetch: fetchWithTimeout,
      }),
      false: httpBatchLink({
        url,
        headers: () => ({ 'Accept-Language': currentLanguage() }),
        fetch: fetchWithTimeout,
      }),
    }),
  ];
}

export function createApiClient(url = '/trpc') {
  return createTRPCClient<AppRouter>({ links: createLinks(url) });
}

/**
 * The one tRPC client of the page. The public forms call it directly (plain promises, no React
 * Query), fetching this module on demand (features/auth/lazy-api.ts); the data provider gives the
 * same client to the `trpc` hooks.
 */
export const api = createApiClient();
