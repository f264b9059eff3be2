import { afterEach, describe, expect, it, vi } from 'vitest';

const storage = new Map<string, string>([['lang', 'en']]);
vi.stubGlobal('window', {
  localStorage: {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => storage.set(key, value),
  },
});
vi.stubGlobal('document', { documentElement: { lang: '' } });
const { REQUEST_TIMEOUT_MS, createTrpcClient, timeoutSignal } = await import('./trpc');
const { changeLanguage } = await import('./i18n');

afterEach(() => {
  vi.unstubAllGlobals();
});

function captureFetch() {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify([{ result: { data: { status: 'ok' } } }]), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

describe('every API call sends cookies, the current language and gives up after 15 s', () => {
  it('sends credentials and Accept-Language with the chosen language', async () => {
    const calls = captureFetch();
    const client = createTrpcClient();
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
