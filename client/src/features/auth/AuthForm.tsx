import { Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import type { FormEventHandler, ReactNode } from 'react';
import { loadValidation } from './lazy-validation';

interface AuthFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}

/**
 * Our own validation replaces the browser's. Its code is fetched as soon as a field is focused;
 * if that fails, validating on submit fetches it again.
 */
export function AuthForm({ onSubmit, children }: AuthFormProps) {
  return (
    <chakra.form noValidate onSubmit={onSubmit} onFocusCapture={() => void loadValidation().catch(() => {})}>
      <Stack gap="4">{children}</Stack>
    </chakra.form>
  );
}
