// react-i18next imports `use-sync-external-store/shim`, a fallback for React before 18 that ships its
// own implementation beside the check for React's. React 19 has the hook, so the bundle takes it from
// React directly (an alias in vite.config.ts) and carries no shim.
export { useSyncExternalStore } from 'react';
