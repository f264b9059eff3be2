import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { EmptyState } from '@/components/ui/recipes/empty-state';
import { useTranslation } from 'react-i18next';
import { lucideIcon } from '../../components/ui/lucide-icon';

const TrophyIcon = lucideIcon(
  ['path', { d: 'M6 9H4.5a2.5 2.5 0 0 1 0-5H6' }],
  ['path', { d: 'M18 9h1.5a2.5 2.5 0 0 0 0-5H18' }],
  ['path', { d: 'M4 22h16' }],
  ['path', { d: 'M10 14.66V17c0 .55-.47.98-.97 1.21C7.85 18.75 7 20.24 7 22' }],
  ['path', { d: 'M14 14.66V17c0 .55.47.98.97 1.21C16.15 18.75 17 20.24 17 22' }],
  ['path', { d: 'M18 2H6v7a6 6 0 0 0 12 0V2Z' }],
);

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
