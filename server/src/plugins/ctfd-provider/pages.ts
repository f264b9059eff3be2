import type { Language } from '@ctf/shared';
import { CTFD_PAGE_BRAND, REFUSAL_TEXT, type CtfdRefusal } from '../../services/ctfd/refusal';
import { CONTINUE_TEXT } from '../../services/ctfd/continue';
import { CTFD_SWITCH_PATH, ctfdLoginUrl } from './paths';

// The pages the provider writes itself (no client bundle): the refusal of a bad authorization
// request, the refusal of a player CTFd may not let in, and the "continue as" step.

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const PAGE_CSS = [
  'body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f5f7;color:#1a202c;line-height:1.5}',
  'main{max-width:40rem;margin:0 auto;padding:2.5rem 1rem}',
  '.brand{font-weight:600;color:#2b6cb0;margin:0 0 1rem}',
  'h1{font-size:1.75rem;line-height:1.2;margin:0 0 1rem}',
  'h2{font-size:1.1rem;margin:1rem 0 .25rem}',
  '.why{background:#fff;border:1px solid #e2e8f0;border-left:4px solid #c05621;border-radius:.5rem;padding:1rem 1.25rem}',
  '.reason{font-weight:600;margin:0}',
  '.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1.5rem}',
  '.button{display:inline-block;padding:.6rem 1.1rem;border-radius:.375rem;border:1px solid #2b6cb0;color:#2b6cb0;text-decoration:none;font-weight:600}',
  '.button.primary{background:#2b6cb0;color:#fff}',
  '.button:focus-visible{outline:3px solid #f6ad55;outline-offset:2px}',
  '.continue{border-left-color:#2b6cb0}.continue p{margin:.25rem 0}',
  '.switch{display:flex;flex-wrap:wrap;align-items:center;gap:.75rem;margin-top:1rem}',
  'button.button{background:#fff;font:inherit;font-weight:600;cursor:pointer}',
  '.hint{color:#4a5568;font-size:.9rem}',
].join('');

/** A whole document; `title` and `body` are HTML already. */
function page(lang: Language, title: string, body: string, css?: string) {
  return (
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${title}</title>${css === undefined ? '' : `<style>${css}</style>`}</head><body>${body}</body></html>`
  );
}

const BAD_REQUEST_PAGE: Record<Language, { title: string; text: string; home: string }> = {
  sr: {
    title: 'Пријава није могућа',
    text: 'Захтев за пријаву није исправан: апликација или њена адреса за повратак нису регистровани на платформи.',
    home: 'Почетна страна',
  },
  en: {
    title: 'Login is not possible',
    text: 'This login request is not valid: the application or its return address is not registered with the platform.',
    home: 'Home page',
  },
};

/** RFC 6749 §4.1.2.1: with an unknown client or redirect URI the user is told, never redirected. */
export function badRequestHtml(lang: Language) {
  const text = BAD_REQUEST_PAGE[lang];
  return page(lang, text.title, `<h1>${text.title}</h1><p>${text.text}</p><p><a href="/">${text.home}</a></p>`);
}

/** A POST (it signs out), so only a page of ours can send it (the Origin check). */
function switchForm(label: string, returnTo: string, hint?: string) {
  return (
    `<form method="post" action="${CTFD_SWITCH_PATH}" class="switch">` +
    `<input type="hidden" name="return_to" value="${escapeHtml(returnTo)}">` +
    `<button type="submit" class="button">${escapeHtml(label)}</button>` +
    (hint ? `<span class="hint">${escapeHtml(hint)}</span>` : '') +
    `</form>`
  );
}

/**
 * A logged-in player CTFd may not let in is told here, on the platform, why and what to do: CTFd
 * 3.8.7 ignores an `error` on its redirect and shows only "Received redirect without OAuth code."
 */
export function refusalHtml(
  lang: Language,
  refusal: CtfdRefusal,
  context: { username: string; competition: string | null; redirectUri: string; returnTo: string },
) {
  const text = REFUSAL_TEXT[lang];
  const why = text[refusal];
  const competition = context.competition ?? text.playground;
  const intro = escapeHtml(text.intro)
    .replace('{user}', `<strong>${escapeHtml(context.username)}</strong>`)
    .replace('{competition}', `<strong>${escapeHtml(competition)}</strong>`);
  const action = `<a class="button primary" href="${escapeHtml(why.action.path)}">${escapeHtml(why.action.label)}</a>`;
  const back = `<a class="button" href="${escapeHtml(ctfdLoginUrl(context.redirectUri))}">${escapeHtml(text.back)}</a>`;
  return page(
    lang,
    escapeHtml(text.title),
    `<main><p class="brand">${escapeHtml(CTFD_PAGE_BRAND[lang])}</p><h1>${escapeHtml(text.title)}</h1><p>${intro}</p>` +
      `<section class="why" aria-labelledby="why"><p id="reason" class="reason">${escapeHtml(why.reason)}</p>` +
      `<h2 id="why">${escapeHtml(text.whatNow)}</h2><p>${escapeHtml(why.next)}</p></section>` +
      `<p class="actions">${action}${back}</p>${switchForm(text.switch, context.returnTo)}</main>`,
    PAGE_CSS,
  );
}

/**
 * The "continue as" step for a player who arrives already logged in: one click on their own name,
 * or "use another account". The continue link carries a proof only this page can make (continue.ts).
 */
export function continueHtml(
  lang: Language,
  context: { username: string; ctfd: string; competition: string | null; continueUrl: string; returnTo: string },
) {
  const text = CONTINUE_TEXT[lang];
  const fill = (template: string, values: Record<string, string>) =>
    Object.entries(values).reduce(
      (html, [key, value]) => html.replace(`{${key}}`, `<strong>${escapeHtml(value)}</strong>`),
      escapeHtml(template),
    );
  const competition = context.competition ?? REFUSAL_TEXT[lang].playground;
  const title = escapeHtml(text.title.replace('{ctfd}', context.ctfd));
  return page(
    lang,
    title,
    `<main><p class="brand">${escapeHtml(CTFD_PAGE_BRAND[lang])}</p>` +
      `<h1>${title}</h1>` +
      `<section class="why continue"><p>${fill(text.entering, { ctfd: context.ctfd })}</p>` +
      `<p>${escapeHtml(text.competition.replace('{competition}', competition))}</p>` +
      `<p>${fill(text.signedInAs, { user: context.username })}</p></section>` +
      `<p class="actions"><a class="button primary" id="continue" href="${escapeHtml(context.continueUrl)}">` +
      `${escapeHtml(text.continueAs.replace('{user}', context.username))}</a></p>` +
      `${switchForm(text.other, context.returnTo, text.otherHint)}</main>`,
    PAGE_CSS,
  );
}
