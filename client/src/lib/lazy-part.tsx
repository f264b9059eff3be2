import { Component, Suspense, lazy, useState, type ComponentType, type ReactNode } from 'react';

/** Waits between tries of a chunk that failed to load (a network blip on a phone). */
export const CHUNK_RETRY_DELAYS_MS = [400, 1500];

/**
 * Loads a chunk, trying again after each delay when the network failed. A browser does not keep
 * a failed dynamic import, so the next try fetches the file again.
 */
export async function importWithRetry<T>(load: () => Promise<T>, delays = CHUNK_RETRY_DELAYS_MS): Promise<T> {
  for (const delay of delays) {
    try {
      return await load();
    } catch {
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
  return load();
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
