import type { FieldValues, Resolver } from 'react-hook-form';
import { onDemand } from './on-demand';
import type * as validation from './validation';

type Validation = typeof validation;

/** Fetches the validation code (forms start it on first focus); a failed fetch is retried next time. */
export const loadValidation: () => Promise<Validation> = onDemand(() => import('./validation'));

/** A react-hook-form resolver that fetches the schemas the first time it validates. */
export function lazyResolver<TValues extends FieldValues, TOutput>(
  pick: (resolvers: Validation['resolvers']) => Resolver<TValues, unknown, TOutput>,
): Resolver<TValues, unknown, TOutput> {
  return async (values, context, options) => pick((await loadValidation()).resolvers)(values, context, options);
}
