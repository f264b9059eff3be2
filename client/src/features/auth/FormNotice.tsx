import { Alert } from '@chakra-ui/react/alert';
import type { ReactNode } from 'react';

interface FormNoticeProps {
  status: 'error' | 'success' | 'warning' | 'info';
  title: string;
  children?: ReactNode;
}

/** A notice inside an auth card; errors are announced at once, other notices politely. */
export function FormNotice({ status, title, children }: FormNoticeProps) {
  return (
    <Alert.Root
      status={status}
      variant="surface"
      role={status === 'error' ? 'alert' : 'status'}
      alignItems="flex-start"
    >
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        {children && <Alert.Description>{children}</Alert.Description>}
      </Alert.Content>
    </Alert.Root>
  );
}
