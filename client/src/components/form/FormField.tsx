import { Field } from '@chakra-ui/react/field';
import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';

interface FormFieldProps {
  label: string;
  /** The error, already in the interface language. */
  error?: string;
  hint?: string;
  isDisabled?: boolean;
  /** Marked `required` for assistive technology (the forms check it themselves: noValidate). */
  isRequired?: boolean;
  /** The input itself; it takes its id, aria-invalid and aria-describedby from the field. */
  children: ReactNode;
}

/**
 * A labelled field. Its input is described by its error and its hint (`aria-describedby`):
 * Ark's field names the error only by `aria-errormessage`, which few screen readers read.
 */
export function FormField({ label, error, hint, isDisabled, isRequired = false, children }: FormFieldProps) {
  const id = useId();
  const ids = { errorText: `${id}-error`, helperText: `${id}-hint` };
  const describedBy = [error ? ids.errorText : null, hint ? ids.helperText : null].filter(Boolean).join(' ');
  const input = isValidElement(children)
    ? cloneElement(children as ReactElement<{ 'aria-describedby'?: string }>, {
        'aria-describedby': describedBy || undefined,
      })
    : children;
  return (
    <Field.Root invalid={Boolean(error)} disabled={isDisabled} required={isRequired} ids={ids}>
      <Field.Label>{label}</Field.Label>
      {input}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
      {hint && <Field.HelperText>{hint}</Field.HelperText>}
    </Field.Root>
  );
}
