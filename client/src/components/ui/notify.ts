import type { toaster } from './toaster';

export type ToastOptions = Parameters<(typeof toaster)['create']>[0];

/**
 * The same message shown again replaces the toast already on screen (its timer starts over)
 * instead of stacking a copy on top of it.
 */
export function sameToastId(options: ToastOptions): string {
  return `toast:${String(options.type)}:${String(options.title)}:${String(options.description ?? '')}`;
}

/**
 * Shows a toast; the toast UI is fetched on the first call (see toaster-host.tsx), so pages that
 * may show one do not carry it in their first load.
 */
export function notify(options: ToastOptions): void {
  import('./toaster')
    .then(({ toaster: instance }) => instance.create({ id: sameToastId(options), ...options }))
    .catch((error: unknown) => console.error('The toast UI could not be loaded', error));
}
