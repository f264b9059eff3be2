import { useMemo } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { formFieldErrors } from '../../lib/errors';
import { onDemand } from '../../lib/on-demand';

// Fetched with the first check, like the lazy schemas: a form page's first load carries no validation code.
const loadZodResolver = onDemand(() => import('@hookform/resolvers/zod').then((module) => module.zodResolver));

/** A schema fetched the first time the form validates: zod's API is larger than many a form page. */
export interface LazySchema<TValues, TOutput> {
  load: () => Promise<z.ZodType<TOutput, TValues>>;
}

/**
 * What checks a form: a shared zod schema, one loaded on demand, or a resolver of its own where a
 * rule spans two schemas (the application wizard's institution step).
 */
export type FormSchema<TValues extends FieldValues, TOutput> =
  z.ZodType<TOutput, TValues> | LazySchema<TValues, TOutput> | Resolver<TValues, unknown, TOutput>;

export function lazySchema<TValues, TOutput>(
  load: () => Promise<z.ZodType<TOutput, TValues>>,
): LazySchema<TValues, TOutput> {
  return { load };
}

function resolverOf<TValues extends FieldValues, TOutput>(
  schema: FormSchema<TValues, TOutput>,
): Resolver<TValues, unknown, TOutput> {
  if (typeof schema === 'function') return schema;
  const loadSchema = 'load' in schema ? schema.load : () => Promise.resolve(schema);
  return async (values, context, options) => {
    const [zodResolver, loaded] = await Promise.all([loadZodResolver(), loadSchema()]);
    return zodResolver<TValues, unknown, TOutput>(loaded)(values, context, options);
  };
}

interface ZodFormOptions<TValues extends FieldValues> {
  defaultValues: DefaultValues<TValues>;
  /**
   * When a field with an error is checked again: "blur" (leaving it), or "submit" only (the
   * wizard: a message appearing on blur moves the tiles below it just as a finger lands on one).
   */
  recheckOn?: 'blur' | 'submit';
}

/**
 * react-hook-form set up the way every form behaves (spec section 4): checked on submit against
 * the shared schema, and typing in a field clears that field's error. `showServerErrors` puts the
 * server's field errors (message keys) under the form's fields.
 */
export function useZodForm<TValues extends FieldValues, TOutput>(
  schema: FormSchema<TValues, TOutput>,
  { defaultValues, recheckOn = 'blur' }: ZodFormOptions<TValues>,
) {
  const resolver = useMemo(() => resolverOf(schema), [schema]);
  const form = useForm<TValues, unknown, TOutput>({
    resolver,
    defaultValues,
    reValidateMode: recheckOn === 'blur' ? 'onBlur' : 'onSubmit',
  });
  const field = (name: Path<TValues>) => form.register(name, { onChange: () => form.clearErrors(name) });

  /** True when the server named any of these fields (by default the form's own). */
  const showServerErrors = (
    error: unknown,
    fields: readonly Path<TValues>[] = Object.keys(defaultValues) as Path<TValues>[],
  ): boolean => {
    const errors = formFieldErrors(error, fields);
    errors.forEach(([name, key], index) =>
      form.setError(name, { type: 'server', message: key }, { shouldFocus: index === 0 }),
    );
    return errors.length > 0;
  };

  return { form, field, showServerErrors };
}
