import { Center } from '@chakra-ui/react/center';
import { Heading } from '@chakra-ui/react/heading';
import { Spinner } from '@chakra-ui/react/spinner';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/dates';
import { errorCodeOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import '../../locales/competitions/results';
import { ResultsTable } from './ResultsTable';
import { useInterfaceScript } from '../../lib/script';
import { lazyComponent } from '../../lib/lazy-part';
import { publishedResultsInput, useCategory } from './use-category-filter';

// A page with results (most visits) does not load the empty and failed states.
const ResultsEmptyPart = lazyComponent<'ResultsEmpty', object>(() => import('./ResultsEmpty'), 'ResultsEmpty');
const ResultsLoadErrorPart = lazyComponent<'ResultsLoadError', { onRetry: () => void }>(
  () => import('./ResultsEmpty'),
  'ResultsLoadError',
);
const ResultsEmpty = () => (
  <Suspense fallback={null}>
    <ResultsEmptyPart />
  </Suspense>
);
// Only a season with categories shows the filter: its select is fetched then, not with every results page.
const CategoryFilter = lazyComponent(() => import('./CategoryFilter'), 'CategoryFilter');
const SeasonLine = lazyComponent<'SeasonLine', { name: string }>(() => import('./CategoryFilter'), 'SeasonLine');
const CategoryUnknown = lazyComponent<'CategoryUnknown', object>(() => import('./CategoryFilter'), 'CategoryUnknown');

/**
 * The published results of one competition: one request, no session needed. Read again on every
 * visit (the server answers `no-cache`): a publish or unpublish shows at once. With `headingAs`,
 * the competition's name is the page's heading. The competition's season is named above the table
 * (a link to every season's results), and the season's categories filter it (`?category=`): then
 * each row shows its place within the category beside the overall one.
 */
export function PublishedResults({ slug, headingAs }: { slug: string; headingAs?: 'h1' }) {
  const { t } = useTranslation();
  const inScript = useInterfaceScript();
  const category = useCategory();
  const results = trpc.results.published.useQuery(publishedResultsInput(slug, category), { staleTime: 0 });
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
  // The address names a category the competition's season does not have (an old or edited link).
  if (results.isError && errorCodeOf(results.error) === 'VALIDATION_ERROR' && category !== undefined) {
    return (
      <Stack gap="4">
        {heading}
        <Suspense fallback={null}>
          <CategoryUnknown />
        </Suspense>
      </Stack>
    );
  }
  if (results.isError)
    return (
      <Suspense fallback={null}>
        <ResultsLoadErrorPart onRetry={() => void results.refetch()} />
      </Suspense>
    );
  const { rows, published_at, season, categories } = results.data;
  const seasonLine = (
    <Suspense fallback={null}>
      <SeasonLine name={inScript(season.name)} />
    </Suspense>
  );
  if (published_at === null) {
    return (
      <>
        {heading}
        <ResultsEmpty />
      </>
    );
  }
  const chosen = categories.find((c) => c.code === results.data.category);
  return (
    <Stack gap="3">
      {heading}
      {seasonLine}
      <Text color="fg.muted" fontSize="sm">
        {t('resultsTable.publishedAt', { date: formatDate(published_at) })}
      </Text>
      {categories.length > 0 && (
        <Suspense fallback={null}>
          <CategoryFilter categories={categories} />
        </Suspense>
      )}
      {rows.length === 0 && chosen ? (
        <Text data-testid="results-category-empty">{t('resultsTable.categoryEmpty')}</Text>
      ) : rows.length === 0 ? (
        <ResultsEmpty />
      ) : (
        <ResultsTable rows={rows} category={chosen && inScript(chosen.name)} />
      )}
    </Stack>
  );
}
