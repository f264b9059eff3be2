import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { currentLanguage } from './lib/i18n';
import { App } from './app/App';
import { getSystem } from './theme/system';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

/**
 * Ends the current task: the browser may paint and handle input before the next step. A message,
 * not a timer: it is not clamped or throttled, and a page whose clock a test holds still starts.
 */
function yieldToBrowser() {
  return new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

// Start-up in three tasks instead of one long one (a long task delays every tap on a phone): the
// modules' evaluation, the styling system, then the first render.
async function start(root: HTMLElement) {
  await yieldToBrowser();
  getSystem();
  await yieldToBrowser();
  // The server prerenders the public pages in the language of the visitor's cookie (static-client.ts).
  // Hydrated in a transition, so React yields to the browser between parts instead of one long task.
  if (root.dataset.prerendered === currentLanguage()) {
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    createRoot(root).render(app);
  }
}

void start(container);
