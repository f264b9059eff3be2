import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { Center } from '@chakra-ui/react/center';
import { Spinner } from '@chakra-ui/react/spinner';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/dates';
import { errorCodeOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import '../../locales/competitions/results';
import { ResultsEmpty } from './ResultsEmpty';
import { ResultsTable } from './ResultsTable';

/** The answer is public and cached for a minute by browsers and proxies (server: Cache-Control). */
const RESULTS_STALE_MS = 60_000;

/** The published results of one competition: one request, no session needed. */
export function PublishedResults({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const results = trpc.results.published.useQuery({ slug }, { staleTime: RESULTS_STALE_MS });

  if (results.isPending) {
    return (
      <Center py="16" role="status">
        <Spinner size="lg" color="brand.solid" />
        <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
      </Center>
    );
  }
  // Not published (or not public) is the same "not found" as an unknown competition.
  if (results.isError && errorCodeOf(results.error) === 'NOT_FOUND') return <ResultsEmpty />;
  if (results.isError) {
    return (
      <Alert.Root status="error" alignItems="center" flexWrap="wrap" data-testid="results-error">
        <Alert.Indicator />
        <Alert.Content minW="48">
          <Alert.Description>{t('resultsTable.loadFailed')}</Alert.Description>
        </Alert.Content>
        <Button size="sm" variant="outline" onClick={() => void results.refetch()}>
          {t('resultsTable.retry')}
        </Button>
      </Alert.Root>
    );
  }
  const { rows, published_at } = results.data;
  if (rows.length === 0) return <ResultsEmpty />;
  return (
    <Stack gap="3">
      {published_at && (
        <Text color="fg.muted" fontSize="sm">
          {t('resultsTable.publishedAt', { date: formatDate(published_at) })}
        </Text>
      )}
      <ResultsTable rows={rows} />
    </Stack>
  );
}
