import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { currentLanguage } from './lib/i18n';
import { App } from './app/App';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// The server prerenders the public pages in the language of the visitor's cookie (static-client.ts).
// Hydrated in a transition, so React yields to the browser between parts instead of one long task.
if (container.dataset.prerendered === currentLanguage()) {
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  createRoot(container).render(app);
}
