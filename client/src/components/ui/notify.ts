import type { toaster } from './toaster';

export type ToastOptions = Parameters<(typeof toaster)['create']>[0];

/**
 * Shows a toast; the toast UI is fetched on the first call (see toaster-host.tsx), so pages that
 * may show one do not carry it in their first load.
 */
export function notify(options: ToastOptions): void {
  import('./toaster')
    .then(({ toaster: instance }) => instance.create(options))
    .catch((error: unknown) => console.error('The toast UI could not be loaded', error));
}
