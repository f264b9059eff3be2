import { Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import type { FormEventHandler, ReactNode } from 'react';
import { loadApi } from './lazy-api';
import { loadValidation } from './lazy-validation';

interface AuthFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}

/** Starts fetching what sending needs: failures are ignored here, sending fetches again. */
function preloadSending() {
  void loadValidation().catch(() => {});
  void loadApi().catch(() => {});
}

/**
 * Our own validation replaces the browser's. Its code and the tRPC client are fetched as soon as a
 * field is focused; if that fails, submitting fetches them again.
 */
export function AuthForm({ onSubmit, children }: AuthFormProps) {
  return (
    <chakra.form noValidate onSubmit={onSubmit} onFocusCapture={preloadSending}>
      <Stack gap="4">{children}</Stack>
    </chakra.form>
  );
}
