import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { lazySchema, type LazySchema } from '../../components/form/use-zod-form';
import { onDemand } from '../../lib/on-demand';
import type * as validation from './validation';

type Validation = typeof validation;

/** Fetches the validation code (forms start it on first focus); a failed fetch is retried next time. */
export const loadValidation: () => Promise<Validation> = onDemand(() => import('./validation'));

/** One of the auth schemas, fetched the first time the form validates. */
export function authSchema<TValues extends FieldValues, TOutput>(
  pick: (schemas: Validation['schemas']) => z.ZodType<TOutput, TValues>,
): LazySchema<TValues, TOutput> {
  return lazySchema(async () => pick((await loadValidation()).schemas));
}
