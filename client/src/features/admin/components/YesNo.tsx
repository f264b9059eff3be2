import { Badge } from '@chakra-ui/react/badge';
import { useTranslation } from 'react-i18next';

/** A yes/no cell: green yes, grey no, in words (not colour alone). */
export function YesNo({ value }: { value: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge colorPalette={value ? 'green' : 'gray'} variant={value ? 'subtle' : 'outline'}>
      {value ? t('admin.common.yes') : t('admin.common.no')}
    </Badge>
  );
}
