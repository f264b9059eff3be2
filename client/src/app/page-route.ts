import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../lib/lazy-part';

/** A module that exports a page component by name. */
export type PageModule<TName extends string> = () => Promise<Record<TName, ComponentType>>;

/** A route to a page in its own chunk (lazyPage): the app's route table and each area's. */
export const pageRoute = <TName extends string>(path: string, load: PageModule<TName>, name: TName): RouteObject => ({
  path,
  element: lazyPage(load, name),
});
