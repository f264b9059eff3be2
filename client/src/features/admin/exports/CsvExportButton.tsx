import { Button } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import { useTranslation } from 'react-i18next';
import { DownloadLink } from '@/components/ui/download-link';

interface CsvExportButtonProps {
  kind: 'users' | 'competitors';
  /** The list's current search and filters: the file holds exactly what the list shows, on every page. */
  input: Record<string, string | number | undefined>;
}

/** Two downloads of the filtered list: comma-separated, and semicolon-separated for Excel in a Serbian locale. */
export function CsvExportButton({ kind, input }: CsvExportButtonProps) {
  const { t, i18n } = useTranslation();
  const href = (separator: 'comma' | 'semicolon') => {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(input))
      if (value !== undefined && value !== '') query.set(key, String(value));
    query.set('separator', separator);
    query.set('lang', i18n.language);
    return `/api/admin/${kind}.csv?${query.toString()}`;
  };
  return (
    <HStack gap="2" data-testid={`${kind}-export`}>
      <DownloadLink size="sm" href={href('comma')} fileName={`${kind}.csv`}>
        {t('admin.exports.csv')}
      </DownloadLink>
      <Button asChild size="sm" variant="ghost">
        <a href={href('semicolon')} download={`${kind}.csv`} title={t('admin.exports.excelHint')}>
          {t('admin.exports.excel')}
        </a>
      </Button>
    </HStack>
  );
}
