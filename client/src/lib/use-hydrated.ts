import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};

/**
 * False while React hydrates a page the server prerendered (and in that prerender), true from the
 * render after: what must not work before the page's code does (a form) can wait for it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
}
