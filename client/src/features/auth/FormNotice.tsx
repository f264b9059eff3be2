import { Alert } from '@chakra-ui/react/alert';
import { Text } from '@chakra-ui/react/text';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

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

/** A mail is on its way: the server's (neutral) message, and the inbox to look in. */
export function MailSentNotice({ title, sent }: { title: string; sent: { message: string; email: string } }) {
  const { t } = useTranslation();
  return (
    <FormNotice status="success" title={title}>
      <Text>{sent.message}</Text>
      <Text mt="1">{t('auth.lookForMail', { email: sent.email })}</Text>
    </FormNotice>
  );
}
