import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const storage = new Map<string, string>([['lang', 'en']]);
function stubBrowser() {
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
    },
  });
  vi.stubGlobal('document', { documentElement: { lang: '' } });
}
stubBrowser();
const { REQUEST_TIMEOUT_MS, createApiClient, timeoutSignal } = await import('./trpc-client');
const { changeLanguage } = await import('./i18n');

beforeEach(stubBrowser);
afterEach(() => {
  vi.unstubAllGlobals();
});

function captureFetch(answer: unknown = [{ result: { data: { status: 'ok' } } }]) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

describe('every API call sends cookies, the current language and gives up after 15 s', () => {
  it('sends credentials and Accept-Language with the chosen language', async () => {
    const calls = captureFetch();
    const client = createApiClient();
    await changeLanguage('sr');
    await client.system.health.query();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toMatch(/^\/trpc\/system\.health\?batch=1/);
    expect(calls[0]!.init.credentials).toBe('include');
    expect(new Headers(calls[0]!.init.headers).get('accept-language')).toBe('sr');
    expect(calls[0]!.init.signal).toBeInstanceOf(AbortSignal);
  });

  it('aborts when the caller cancels, and on its own after the timeout', async () => {
    const caller = new AbortController();
    const signal = timeoutSignal(REQUEST_TIMEOUT_MS, caller.signal);
    expect(signal.aborted).toBe(false);
    caller.abort();
    expect(signal.aborted).toBe(true);

    const timed = timeoutSignal(10);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(timed.aborted).toBe(true);
    expect(REQUEST_TIMEOUT_MS).toBe(15_000);
  });
});

describe('a bot-check token goes only with the call it was solved for', () => {
  it('sends a call with a token alone, unbatched, with the x-turnstile-token header', async () => {
    const calls = captureFetch({ result: { data: { message: 'ok' } } });
    const client = createApiClient();
    await changeLanguage('en');
    await client.auth.login.mutate(
      { username: 'ana', password: 'Secret-123' },
      { context: { botCheckToken: 'token-1' } },
    );
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/trpc/auth.login');
    const headers = new Headers(calls[0]!.init.headers);
    expect(headers.get('x-turnstile-token')).toBe('token-1');
    expect(headers.get('accept-language')).toBe('en');
    expect(calls[0]!.init.credentials).toBe('include');
    expect(calls[0]!.init.signal).toBeInstanceOf(AbortSignal);
  });

  it('never adds the header to batched calls', async () => {
    const calls = captureFetch([{ result: { data: { user: null } } }, { result: { data: { status: 'ok' } } }]);
    const client = createApiClient();
    await Promise.all([client.auth.session.query(), client.system.health.query()]);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toMatch(/^\/trpc\/auth\.session,system\.health\?batch=1/);
    expect(new Headers(calls[0]!.init.headers).has('x-turnstile-token')).toBe(false);
  });
});
