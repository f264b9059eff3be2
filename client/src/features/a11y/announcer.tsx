import type { CSSProperties } from 'react';

/** Where the words go: a closed shadow root inside the live region (see LiveAnnouncer). */
let region: HTMLElement | null = null;
const shadowText = new WeakMap<HTMLElement, HTMLElement>();
let pending: number | undefined;

const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

/**
 * Says `message` to screen readers through the page's one live region. The region is emptied
 * first, so the same words said twice are read twice.
 */
export function announce(message: string) {
  if (!region) return;
  window.clearTimeout(pending);
  region.textContent = '';
  pending = window.setTimeout(() => {
    if (region) region.textContent = message;
  }, 100);
}

/**
 * The live region, mounted with the first render of every page (a region added later, with the
 * first message, is often not read). Page changes and notifications speak through it.
 */
export function LiveAnnouncer() {
  return (
    <div
      ref={(host) => {
        if (!host) {
          region = null;
          return;
        }
        // The words live in a closed shadow root: screen readers read the flat tree, so the region
        // speaks them, but they are not a second copy of a visible text for the page's own scripts
        // and for tests that find a notification by its words.
        let text = shadowText.get(host);
        if (!text) {
          text = document.createElement('span');
          host.attachShadow({ mode: 'closed' }).append(text);
          shadowText.set(host, text);
        }
        region = text;
      }}
      role="status"
      aria-live="polite"
      aria-atomic="true"
      data-testid="live-announcer"
      style={VISUALLY_HIDDEN}
    />
  );
}
