import { Button } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';

interface PaginationProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** The page count comes from an estimated total (a very broad search): "page X of about Y". */
  estimated?: boolean;
}

/** Previous and next with "page X of Y" between them (spec section 2). */
export function Pagination({ page, pageCount, onPageChange, estimated = false }: PaginationProps) {
  const { t } = useTranslation();
  return (
    <HStack as="nav" aria-label={t('dataTable.label')} justify="center" gap="3" data-testid="pagination">
      <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeftIcon aria-hidden="true" />
        {t('dataTable.previous')}
      </Button>
      <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap" aria-live="polite" data-testid="page-of">
        {t(estimated ? 'dataTable.pageOfAbout' : 'dataTable.pageOf', { page, pageCount })}
      </Text>
      <Button size="sm" variant="outline" disabled={page >= pageCount} onClick={() => onPageChange(page + 1)}>
        {t('dataTable.next')}
        <ChevronRightIcon aria-hidden="true" />
      </Button>
    </HStack>
  );
}
