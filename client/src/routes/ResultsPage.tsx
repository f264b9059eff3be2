import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { useTranslation } from 'react-i18next';
import { ResultsEmpty } from '../features/results/ResultsEmpty';
import { useDocumentTitle } from '../lib/use-document-title';

export function ResultsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('results.title'));
  return (
    <Container maxW="4xl" px={{ base: '4', md: '6' }} py={{ base: '10', md: '16' }}>
      <Heading as="h1" size={{ base: '3xl', md: '5xl' }} letterSpacing="tight" mb={{ base: '6', md: '10' }}>
        {t('results.heading')}
      </Heading>
      <ResultsEmpty />
    </Container>
  );
}
