import { Alert } from '@chakra-ui/react/alert';
import { Stack } from '@chakra-ui/react/stack';
import type { ReactNode } from 'react';

interface NoticeProps {
  status: 'error' | 'success' | 'warning' | 'info';
  title: string;
  children?: ReactNode;
  /** A button or link under the text. */
  action?: ReactNode;
  'data-testid'?: string;
}

/** A page-level notice; errors are announced at once, other notices politely. */
export function Notice({ status, title, children, action, ...rest }: NoticeProps) {
  return (
    <Alert.Root
      status={status}
      variant="surface"
      role={status === 'error' ? 'alert' : 'status'}
      alignItems="flex-start"
      {...rest}
    >
      <Alert.Indicator />
      <Alert.Content>
        <Stack gap="3" align={{ base: 'stretch', sm: 'flex-start' }}>
          <Stack gap="1">
            <Alert.Title fontSize="md">{title}</Alert.Title>
            {children && <Alert.Description>{children}</Alert.Description>}
          </Stack>
          {action}
        </Stack>
      </Alert.Content>
    </Alert.Root>
  );
}
