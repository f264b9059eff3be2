import { useTranslation } from 'react-i18next';
import {
  useForm,
  type DefaultValues,
  type FieldError,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { formFieldErrors } from '../../lib/errors';
import { VALIDATION_PARAMS, validationKeyOf, type ValidationKey } from './validation-messages';

/**
 * react-hook-form set up the way every auth form behaves: checked on submit, each field checked
 * again when it is left, and typing in a field clears that field's error (spec section 4).
 */
export function useAuthForm<TValues extends FieldValues, TOutput>(
  resolver: Resolver<TValues, unknown, TOutput>,
  defaultValues: DefaultValues<TValues>,
) {
  const form = useForm<TValues, unknown, TOutput>({ resolver, defaultValues, reValidateMode: 'onBlur' });
  const { register, clearErrors } = form;
  const field = (name: Path<TValues>) => register(name, { onChange: () => clearErrors(name) });
  return { form, field };
}

/** Puts the server's field errors under the form's fields; true when there were any. */
export function showServerFieldErrors<TValues extends FieldValues, TOutput>(
  form: UseFormReturn<TValues, unknown, TOutput>,
  error: unknown,
  fields: readonly Path<TValues>[],
): boolean {
  const errors = formFieldErrors(error, fields);
  errors.forEach(([name, key], index) =>
    form.setError(name, { type: 'server', message: key }, { shouldFocus: index === 0 }),
  );
  return errors.length > 0;
}

/** The text of a field's error in the interface language; a form may word some keys its own way. */
export function useFieldErrorText(overrides: Partial<Record<ValidationKey, string>> = {}) {
  const { t } = useTranslation();
  return (error: FieldError | undefined): string | undefined => {
    if (!error) return undefined;
    const key = validationKeyOf(error.message);
    return overrides[key] ?? t(`validation.${key}`, VALIDATION_PARAMS);
  };
}
