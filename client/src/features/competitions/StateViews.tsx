import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { EmptyState } from '@/components/ui/recipes/empty-state';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessageOf } from '../../lib/errors';

/** A query that failed: the server's message when it gave one, and a way to try again. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert.Root status="error" data-testid="load-error" alignItems="center" flexWrap="wrap">
      <Alert.Indicator />
      <Alert.Content minW="48">
        <Alert.Description>{serverMessageOf(error) ?? t('competitions.loadFailed')}</Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={onRetry}>
        {t('competitions.retry')}
      </Button>
    </Alert.Root>
  );
}

interface StatusNoticeProps {
  status: 'info' | 'warning';
  title: string;
  text: string;
  /** What to do about it (a link button), beside the text; with this slot the box wraps on a phone. */
  action?: ReactNode;
  'data-testid'?: string;
}

/** Why a part of the page is not there (closed, expired, not invited), in a coloured box. */
export function StatusNotice({ status, title, text, action, ...rest }: StatusNoticeProps) {
  const hasAction = action !== undefined;
  return (
    <Alert.Root status={status} data-testid={rest['data-testid']} flexWrap={hasAction ? 'wrap' : undefined}>
      <Alert.Indicator />
      <Alert.Content minW={hasAction ? '56' : undefined}>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{text}</Alert.Description>
      </Alert.Content>
      {action}
    </Alert.Root>
  );
}

interface EmptyNoticeProps {
  title: string;
  text?: string;
  icon?: ReactNode;
  children?: ReactNode;
  'data-testid'?: string;
}

/** Nothing to show yet, said plainly, with what comes next. */
export function EmptyNotice({ title, text, icon, children, ...rest }: EmptyNoticeProps) {
  return (
    <EmptyState.Root
      borderWidth="1px"
      borderColor="border.muted"
      rounded="lg"
      bg="bg.panel"
      size="sm"
      data-testid={rest['data-testid']}
    >
      <EmptyState.Content>
        {icon && <EmptyState.Indicator color="brand.fg">{icon}</EmptyState.Indicator>}
        <EmptyState.Title textAlign="center">{title}</EmptyState.Title>
        {text && <EmptyState.Description textAlign="center">{text}</EmptyState.Description>}
        {children}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
