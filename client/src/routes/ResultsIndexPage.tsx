import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { useTranslation } from 'react-i18next';
import { ResultsBySeason } from '../features/results/ResultsBySeason';
import { useDocumentTitle } from '../lib/use-document-title';
import '../locales/competitions/results';
import '../locales/competitions/results-extra';

/** /rezultati: every season's published results, newest season first (issue 31). */
export function ResultsIndexPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('resultsExtra.indexHeading'));
  return (
    <Container maxW="4xl" px={{ base: '4', md: '6' }} py={{ base: '10', md: '16' }}>
      <Heading as="h1" size={{ base: '3xl', md: '5xl' }} letterSpacing="tight" mb={{ base: '6', md: '10' }}>
        {t('resultsExtra.indexHeading')}
      </Heading>
      <ResultsBySeason />
    </Container>
  );
}
