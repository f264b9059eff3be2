import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { DownloadLink } from '@/components/ui/download-link';

/** The server's export route: every table as CSV and JSON in one ZIP, without secrets. */
export const EXPORT_ZIP_PATH = '/api/admin/export.zip';

/** Export everything: a download of the whole platform's data for a successor. */
export function ExportSection() {
  const { t } = useTranslation();
  return (
    <Stack
      as="section"
      gap="3"
      aria-labelledby="export-title"
      borderTopWidth="1px"
      borderColor="border.muted"
      pt={{ base: '6', md: '8' }}
    >
      <Heading as="h2" size="xl" id="export-title">
        {t('admin.movingIn.export.title')}
      </Heading>
      <Text color="fg.muted" maxW="3xl">
        {t('admin.movingIn.export.text')}{' '}
        <Box as="code" fontFamily="mono" fontSize="xs" overflowWrap="anywhere">
          npm run export -- DIR --with-secrets
        </Box>
      </Text>
      <DownloadLink href={EXPORT_ZIP_PATH} alignSelf="flex-start" data-testid="export-download">
        {t('admin.movingIn.export.download')}
      </DownloadLink>
    </Stack>
  );
}
