import { Field } from '@chakra-ui/react/field';
import type { ReactNode } from 'react';

interface FormFieldProps {
  label: string;
  /** The error, already in the interface language. */
  error?: string;
  hint?: string;
  isDisabled?: boolean;
  /** The input itself; it takes its id, aria-invalid and aria-describedby from the field. */
  children: ReactNode;
}

export function FormField({ label, error, hint, isDisabled, children }: FormFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} disabled={isDisabled}>
      <Field.Label>{label}</Field.Label>
      {children}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
      {hint && <Field.HelperText>{hint}</Field.HelperText>}
    </Field.Root>
  );
}
