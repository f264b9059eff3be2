import { Alert } from '@chakra-ui/react/alert';
import { useEffect, useRef, type ReactNode } from 'react';

interface FormNoticeProps {
  status: 'error' | 'success' | 'warning' | 'info';
  title: string;
  children?: ReactNode;
  /**
   * Takes the focus when it appears: after a failed submit the form's inputs were disabled, and
   * focus would otherwise fall to the page's body.
   */
  takeFocus?: boolean;
}

/** A notice inside an auth card; errors are announced at once, other notices politely. */
export function FormNotice({ status, title, children, takeFocus = false }: FormNoticeProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (takeFocus) ref.current?.focus();
  }, [takeFocus, title]);
  return (
    <Alert.Root
      ref={ref}
      tabIndex={takeFocus ? -1 : undefined}
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
