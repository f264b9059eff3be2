import { lazy, type ComponentType } from 'react';
import { importWithRetry } from '../lib/lazy-part';
import type { RequireSessionProps } from '../features/auth/RequireSession';

// Everything that reads data through React Query loads through here, so public pages without it
// never download React Query or the tRPC hooks (docs/decisions.md, Client: page weight).

const loadDataProvider = () => import('./DataProvider');

const SignedInArea = lazy(() =>
  importWithRetry(() => import('./SignedInArea')).then((module) => ({ default: module.SignedInArea })),
);

/**
 * A signed-in area: the data provider and the session guard (RequireSession), their code fetched
 * the first time such an area renders. Suspends meanwhile: needs a Suspense and an error boundary above it.
 */
export function LazySignedInArea(props: RequireSessionProps) {
  return <SignedInArea {...props} />;
}

/**
 * A lazily loaded public page that reads data (the results page): its chunk and the data provider
 * are fetched side by side, not one after the other.
 */
export function lazyDataPage<TName extends string>(load: () => Promise<Record<TName, ComponentType>>, name: TName) {
  const Page = lazy(async () => {
    const [{ DataProvider }, module] = await Promise.all([importWithRetry(loadDataProvider), importWithRetry(load)]);
    const Content: ComponentType = module[name];
    return {
      default: function PageWithData() {
        return (
          <DataProvider>
            <Content />
          </DataProvider>
        );
      },
    };
  });
  return <Page />;
}
