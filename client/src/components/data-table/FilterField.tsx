import { Field } from '@chakra-ui/react/field';
import type { ReactNode } from 'react';

/** A toolbar filter's label beside its control (a select, a text box, a day). */
export function FilterField({ label, invalid, children }: { label: string; invalid?: boolean; children: ReactNode }) {
  return (
    <Field.Root orientation="horizontal" w="auto" gap="2" invalid={invalid}>
      <Field.Label whiteSpace="nowrap" fontSize="sm" color="fg.muted" mb="0">
        {label}
      </Field.Label>
      {children}
    </Field.Root>
  );
}
