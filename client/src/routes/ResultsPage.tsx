import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PublishedResults } from '../features/results/PublishedResults';
import { useDocumentTitle } from '../lib/use-document-title';

/** DECISIONS: /rezultati-sccquals2025 shows the published results of competition sccquals2025. */
const RESULTS_SLUG = 'sccquals2025';

/**
 * The public results of a competition: /rezultati/{slug}, and the spec's /rezultati-sccquals2025
 * for sccquals2025. A private competition's results are "not found" exactly like an unknown slug.
 */
export function ResultsPage() {
  const { t } = useTranslation();
  const { slug = RESULTS_SLUG } = useParams();
  const isSpecPage = slug === RESULTS_SLUG;
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
