import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { EmptyState } from '@/components/ui/recipes/empty-state';
import { useTranslation } from 'react-i18next';
import { TrophyIcon } from '../app-shell/icons';

export function ResultsEmpty() {
  const { t } = useTranslation();
  return (
    <EmptyState.Root
      data-testid="results-empty"
      size="lg"
      borderWidth="1px"
      borderColor="border"
      rounded="xl"
      bg="rgba(11, 19, 36, 0.85)"
      backdropFilter="blur(8px)"
    >
      <EmptyState.Content>
        <EmptyState.Indicator color="brand.fg">
          <TrophyIcon />
        </EmptyState.Indicator>
        <EmptyState.Title textAlign="center">{t('results.empty')}</EmptyState.Title>
        <EmptyState.Description textAlign="center">{t('results.emptyHint')}</EmptyState.Description>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

/** The results could not be read: said in a red box, with a retry. */
export function ResultsLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert.Root status="error" alignItems="center" flexWrap="wrap" data-testid="results-error">
      <Alert.Indicator />
      <Alert.Content minW="48">
        <Alert.Description>{t('resultsTable.loadFailed')}</Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={onRetry}>
        {t('resultsTable.retry')}
      </Button>
    </Alert.Root>
  );
}
