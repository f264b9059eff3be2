import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';

/** The list's total; `estimated` (a search matching very many rows) shows it as "about". */
export function TotalCount({ total, estimated = false }: { total: number | undefined; estimated?: boolean }) {
  const { t } = useTranslation();
  return (
    <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap" data-testid="total-count">
      {total === undefined ? '\u00a0' : t(estimated ? 'admin.paging.totalAbout' : 'admin.paging.total', { total })}
    </Text>
  );
}
