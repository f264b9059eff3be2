import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PublishedResults } from '../features/results/PublishedResults';
import { publishedResultsInput, useCategory } from '../features/results/use-category-filter';
import { errorCodeOf } from '../lib/errors';
import { trpc } from '../lib/trpc';
import { useDocumentTitle } from '../lib/use-document-title';
import { lazyPage } from '../lib/lazy-part';

const notFound = lazyPage(() => import('./NotFoundPage'), 'NotFoundPage');

/** DECISIONS: /rezultati-sccquals2025 shows the published results of competition sccquals2025. */
const RESULTS_SLUG = 'sccquals2025';

/**
 * The public results of a competition: /rezultati/{slug}, and the spec's /rezultati-sccquals2025
 * for sccquals2025. An unknown slug, or a private competition's, is the not-found page (the server
 * answers its HTML with 404); a competition whose results are not published yet says so.
 */
export function ResultsPage() {
  const { slug = RESULTS_SLUG } = useParams();
  const isSpecPage = slug === RESULTS_SLUG;
  // The same query PublishedResults reads (one request).
  const category = useCategory();
  const results = trpc.results.published.useQuery(publishedResultsInput(slug, category), { staleTime: 0 });
  // Fetched only for an unknown slug: most visits never need it.
  if (!isSpecPage && errorCodeOf(results.error) === 'NOT_FOUND') return notFound;
  return <ResultsOf slug={slug} isSpecPage={isSpecPage} />;
}

function ResultsOf({ slug, isSpecPage }: { slug: string; isSpecPage: boolean }) {
  const { t } = useTranslation();
  useDocumentTitle(t('results.title'));
  return (
    <Container maxW="4xl" px={{ base: '4', md: '6' }} py={{ base: '10', md: '16' }}>
      {isSpecPage && (
        <Heading as="h1" size={{ base: '3xl', md: '5xl' }} letterSpacing="tight" mb={{ base: '6', md: '10' }}>
          {t('results.heading')}
        </Heading>
      )}
      <PublishedResults slug={slug} headingAs={isSpecPage ? undefined : 'h1'} />
    </Container>
  );
}
