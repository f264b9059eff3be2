import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { Center } from '@chakra-ui/react/center';
import { Heading } from '@chakra-ui/react/heading';
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
import { useInterfaceScript } from '../../lib/script';

/**
 * The published results of one competition: one request, no session needed. Read again on every
 * visit (the server answers `no-cache`): a publish or unpublish shows at once. With `headingAs`,
 * the competition's name is the page's heading.
 */
export function PublishedResults({ slug, headingAs }: { slug: string; headingAs?: 'h1' }) {
  const { t } = useTranslation();
  const inScript = useInterfaceScript();
  const results = trpc.results.published.useQuery({ slug }, { staleTime: 0 });
  const heading = headingAs && (
    <Heading as={headingAs} size={{ base: '3xl', md: '5xl' }} letterSpacing="tight" mb={{ base: '6', md: '10' }}>
      {results.data ? t('resultsTable.headingOf', { name: inScript(results.data.name) }) : t('resultsTable.heading')}
    </Heading>
  );

  if (results.isPending) {
    return (
      <>
        {heading}
        <Center py="16" role="status">
          <Spinner size="lg" color="brand.solid" />
          <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
        </Center>
      </>
    );
  }
  // Not published (or not public) is the same "not found" as an unknown competition.
  if (results.isError && errorCodeOf(results.error) === 'NOT_FOUND') {
    return (
      <>
        {heading}
        <ResultsEmpty />
      </>
    );
  }
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
  if (rows.length === 0) {
    return (
      <>
        {heading}
        <ResultsEmpty />
      </>
    );
  }
  return (
    <Stack gap="3">
      {heading}
      {published_at && (
        <Text color="fg.muted" fontSize="sm">
          {t('resultsTable.publishedAt', { date: formatDate(published_at) })}
        </Text>
      )}
      <ResultsTable rows={rows} />
    </Stack>
  );
}
