import {
  Component,
  Suspense,
  lazy,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { translationsLoaded } from './i18n';

/** Waits between tries of a chunk that failed to load (a network blip on a phone). */
export const CHUNK_RETRY_DELAYS_MS = [400, 1500];

/** A chunk and the texts its code asked for (lib/i18n, loadTranslations). */
async function loadWithTexts<T>(load: () => Promise<T>): Promise<T> {
  const loaded = await load();
  await translationsLoaded();
  return loaded;
}

/**
 * Loads a chunk with its texts, trying again after each delay when the network failed. A browser
 * does not keep a failed dynamic import, so the next try fetches the file again. Every lazily
 * loaded part of the client loads through here.
 */
export async function importWithRetry<T>(load: () => Promise<T>, delays = CHUNK_RETRY_DELAYS_MS): Promise<T> {
  for (const delay of delays) {
    try {
      return await loadWithTexts(load);
    } catch {
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
  return loadWithTexts(load);
}

interface BoundaryProps {
  fallback: (retry: () => void) => ReactNode;
  onRetry: () => void;
  children: ReactNode;
}

class PartBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('A part of the page could not be loaded', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return this.props.fallback(() => {
      this.props.onRetry();
      this.setState({ failed: false });
    });
  }
}

/** A component a module exports by name, its chunk fetched (with its texts) the first time it renders. */
export function lazyComponent<TName extends string, P extends object = object>(
  load: () => Promise<Record<TName, ComponentType<P>>>,
  name: TName,
) {
  const component: LazyExoticComponent<ComponentType<P>> = lazy(() =>
    importWithRetry(load).then((module) => ({ default: module[name] as ComponentType<P> })),
  );
  return component;
}

/** A route's page: its own chunk, fetched the first time its route renders. */
export function lazyPage<TName extends string>(load: () => Promise<Record<TName, ComponentType>>, name: TName) {
  const Page = lazyComponent(load, name);
  return <Page />;
}

const makeLazy = <P extends object>(load: () => Promise<ComponentType<P>>) =>
  lazy(() => importWithRetry(load).then((component) => ({ default: component })));

interface LazyPartProps<P extends object> {
  /** Module-level loader of the part's component. */
  load: () => Promise<ComponentType<P>>;
  props: P;
  /** What shows instead of the part when its chunk cannot be loaded; `retry` loads it again. */
  failed: (retry: () => void) => ReactNode;
}

/**
 * A lazily loaded part of a page (a menu drawer, a dialog): its chunk is retried, and if it still
 * cannot be loaded only this part shows `failed` (with a retry), the rest of the page stays.
 * Retrying makes a fresh lazy component, since React keeps a failed one failed.
 */
export function LazyPart<P extends object>({ load, props, failed }: LazyPartProps<P>) {
  const [Part, setPart] = useState(() => makeLazy(load));
  const Loaded = Part as unknown as ComponentType<P>;
  return (
    <PartBoundary fallback={failed} onRetry={() => setPart(makeLazy(load))}>
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    </PartBoundary>
  );
}
