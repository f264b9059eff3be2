import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { useTranslation } from 'react-i18next';
import { serverMessageOf, useServerMessages } from '@/lib/errors';

/** A query that failed: the server's reason when it gave one, and a way to ask again. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  useServerMessages(true);
  return (
    <Alert.Root status="error" variant="surface" role="alert" alignItems="center" flexWrap="wrap" gap="3">
      <Alert.Indicator />
      <Alert.Content flex="1" minW="48">
        <Alert.Title>{t('admin.common.loadFailed')}</Alert.Title>
        {serverMessageOf(error) && <Alert.Description>{serverMessageOf(error)}</Alert.Description>}
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={onRetry}>
        {t('admin.common.retry')}
      </Button>
    </Alert.Root>
  );
}
