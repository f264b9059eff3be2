import { useSyncExternalStore, type ReactNode } from 'react';

let toasterElement: ReactNode = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called once by toaster.tsx when code that shows toasts first loads it. */
export function provideToaster(element: ReactNode) {
  if (toasterElement) return;
  toasterElement = element;
  for (const listener of listeners) listener();
}

/**
 * Where the toasts render. The toast UI (about 15 KB gzipped) is not part of the first page
 * load: it arrives with the first chunk that imports `toaster`, and the toast group reads the
 * toasts already queued when it mounts, so none is lost.
 */
export function ToasterHost() {
  // Prerendered pages have no toasts; they appear after hydration.
  return useSyncExternalStore(
    subscribe,
    () => toasterElement,
    () => null,
  );
}
