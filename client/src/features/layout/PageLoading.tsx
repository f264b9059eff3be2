import { Center } from '@chakra-ui/react/center';
import { Spinner } from '@chakra-ui/react/spinner';
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden';
import { useTranslation } from 'react-i18next';

/** A spinner in place of a page (or a whole area) that is still loading. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <Center flex="1" py="24" role="status" data-testid="page-loading">
      <Spinner size="lg" color="brand.solid" />
      <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
    </Center>
  );
}
