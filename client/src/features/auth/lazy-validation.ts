import type { FieldValues, Resolver } from 'react-hook-form';
import type * as validation from './validation';

type Validation = typeof validation;

let loading: Promise<Validation> | undefined;

/** Starts fetching the validation code (forms call it on first focus); a failed fetch is retried next time. */
export function loadValidation(): Promise<Validation> {
  loading ??= import('./validation').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** A react-hook-form resolver that fetches the schemas the first time it validates. */
export function lazyResolver<TValues extends FieldValues, TOutput>(
  pick: (resolvers: Validation['resolvers']) => Resolver<TValues, unknown, TOutput>,
): Resolver<TValues, unknown, TOutput> {
  return async (values, context, options) => pick((await loadValidation()).resolvers)(values, context, options);
}
