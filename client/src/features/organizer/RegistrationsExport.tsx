import { Button } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { RegistrationStatus } from '@ctf/shared/schemas/competition';
import { CSV_SEPARATORS, type CsvSeparator } from '@ctf/shared/schemas/organizer';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadIcon } from '../../components/data-table';
import { OptionSelect } from '../../components/select/OptionSelect';

/** The CSV of what the list shows now (status and search), in the page's language. */
export function registrationsCsvHref(
  slug: string,
  options: { status?: RegistrationStatus; search: string; lang: string; separator: CsvSeparator },
) {
  const query = new URLSearchParams({ lang: options.lang, separator: options.separator });
  if (options.status) query.set('status', options.status);
  if (options.search) query.set('search', options.search);
  return `/api/competitions/${encodeURIComponent(slug)}/registrations.csv?${query.toString()}`;
}

/** The separator choice (`;` by default in Serbian, for Excel) and the download of the list as shown. */
export function RegistrationsExport({
  slug,
  status,
  search,
}: {
  slug: string;
  status: RegistrationStatus | undefined;
  search: string;
}) {
  const { t, i18n } = useTranslation();
  const [separator, setSeparator] = useState<CsvSeparator>(i18n.language === 'sr' ? 'semicolon' : 'comma');
  const separatorId = useId();
  const lang = i18n.language === 'en' ? 'en' : 'sr';
  return (
    <HStack gap="2" wrap="wrap">
      <Text asChild fontSize="sm" color="fg.muted" whiteSpace="nowrap">
        <label htmlFor={separatorId}>{t('organizerArea.ops.registrations.separator')}</label>
      </Text>
      <OptionSelect
        isCompact
        id={separatorId}
        value={separator}
        onChange={(event) => setSeparator(event.currentTarget.value as CsvSeparator)}
        options={CSV_SEPARATORS}
        labelOf={(s) => t(`organizerArea.ops.registrations.${s}`)}
      />
      <Button asChild size="sm" variant="outline">
        <a
          href={registrationsCsvHref(slug, { status, search, lang, separator })}
          download={`registrations-${slug}.csv`}
        >
          <DownloadIcon />
          {t('organizerArea.ops.registrations.export')}
        </a>
      </Button>
    </HStack>
  );
}
