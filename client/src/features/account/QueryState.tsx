import { Button } from '@chakra-ui/react/button';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../layout/PageLoading';
import { Notice } from './Notice';

interface QueryStateProps {
  isError: boolean;
  onRetry: () => void;
  isRetrying: boolean;
}

/** What a page shows while its data loads, or when loading failed. */
export function QueryState({ isError, onRetry, isRetrying }: QueryStateProps) {
  const { t } = useTranslation();
  if (!isError) return <PageLoading />;
  return (
    <Notice
      status="error"
      title={t('account.loadFailed')}
      action={
        <Button
          alignSelf="flex-start"
          size={{ base: 'lg', md: 'md' }}
          onClick={onRetry}
          loading={isRetrying}
          variant="outline"
        >
          {t('account.retry')}
        </Button>
      }
      data-testid="load-failed"
    >
      {t('account.loadFailedHint')}
    </Notice>
  );
}
