import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';

export function TotalCount({ total }: { total: number | undefined }) {
  const { t } = useTranslation();
  return (
    <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap" data-testid="total-count">
      {total === undefined ? '\u00a0' : t('admin.paging.total', { total })}
    </Text>
  );
}
