import type { Browser, Page } from 'playwright-core';
import { inject } from 'vitest';
import { DESKTOP, type PageOptions } from '../support/browser';
import type { SentMail } from './fakes';

/**
 * Cloudflare's widget script cannot be fetched here, so the browser is given a stand-in at its
 * address: the same explicit-render API (`turnstile.render/reset/remove`), solving the challenge by
 * itself as Turnstile's managed mode does for most visitors, and handing the page a token that the
 * siteverify fake accepts for this site key, action and host name.
 */
const TURNSTILE_STAND_IN = `(() => {
  let next = 0;
  const widgets = new Map();
  const encode = (value) => btoa(JSON.stringify(value)).replace(/\\+/g, '-').replace(/\\//g, '_').replace(/=+$/, '');
  window.turnstile = {
    render(container, options) {
      const id = 'cf-stand-in-' + (++next);
      const box = document.createElement('div');
      box.id = id;
      box.setAttribute('role', 'status');
      box.textContent = 'Verifying…';
      container.append(box);
      widgets.set(id, box);
      setTimeout(() => {
        if (!widgets.has(id)) return;
        box.textContent = 'Success!';
        options.callback?.('standin.' + encode({ sitekey: options.sitekey, action: options.action ?? '', hostname: location.hostname, nonce: crypto.randomUUID() }));
      }, 50);
      return id;
    },
    reset(id) { const box = widgets.get(id); if (box) { widgets.delete(id); box.remove(); } },
    remove(id) { const box = widgets.get(id); if (box) { widgets.delete(id); box.remove(); } },
  };
})();`;

/** A page of its own (cookies, storage) on the production server, with the Turnstile stand-in. */
export async function openProductionPage(browser: Browser, { language, ...options }: PageOptions = {}): Promise<Page> {
  const context = await browser.newContext({
    viewport: DESKTOP,
    baseURL: inject('baseUrl'),
    // The TLS proxy's certificate is made for the run and signed by nobody.
    ignoreHTTPSErrors: true,
    ...options,
  });
  await context.route('https://challenges.cloudflare.com/turnstile/v0/api.js*', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: TURNSTILE_STAND_IN }),
  );
  if (language) await context.addInitScript((lang) => localStorage.setItem('lang', lang), language);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

async function sentMail(): Promise<SentMail[]> {
  const response = await fetch(`${inject('resendUrl')}/_test/messages`);
  return (await response.json()) as SentMail[];
}

/** How many messages Resend's fake has received so far (to wait for the ones sent after). */
export async function mailCount(): Promise<number> {
  return (await sentMail()).length;
}

/** Waits for a message to `to` among those Resend's fake received after the first `after`. */
export async function waitForSentMail(to: string, after = 0, timeoutMs = 20_000): Promise<SentMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const message = (await sentMail()).slice(after).find((mail) => mail.to === to);
    if (message) return message;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Resend received no mail to ${to} within ${timeoutMs} ms`);
}

/** Every message Resend's fake received for `to`, oldest first. */
export async function sentMailTo(to: string): Promise<SentMail[]> {
  return (await sentMail()).filter((mail) => mail.to === to);
}
