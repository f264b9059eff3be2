import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';

interface TotalCountProps {
  total: number | undefined;
  /** A search matching very many rows: the total is shown as "about". */
  estimated?: boolean;
  /** The list's own words for its total ("Shown: 12"); "Total: 12" by default. */
  text?: (total: number, estimated: boolean) => string;
}

/** The list's total, said again when a search or a filter changes it. */
export function TotalCount({ total, estimated = false, text }: TotalCountProps) {
  const { t } = useTranslation();
  const words = (count: number) =>
    text ? text(count, estimated) : t(estimated ? 'dataTable.totalAbout' : 'dataTable.total', { total: count });
  return (
    <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap" data-testid="total-count" aria-live="polite">
      {total === undefined ? '\u00a0' : words(total)}
    </Text>
  );
}
