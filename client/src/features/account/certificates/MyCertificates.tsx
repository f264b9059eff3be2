import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { CERTIFICATE_LANGUAGES, type OwnCertificate } from '@ctf/shared/schemas/certificates';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { DownloadIcon } from '@/components/data-table/icons';
import { formatDate } from '@/lib/dates';
import { certificatePath } from '@/lib/paths';
import { useInterfaceScript } from '@/lib/script';
import { trpc } from '@/lib/trpc';
import { AwardIcon } from '../../certificates/icons';
import { certificatePdfUrl } from '../../certificates/pdf-url';
import { AccountSection } from '../AccountSection';
import { QueryState } from '../QueryState';
import '@/locales/certificates';

/** One certificate: what it is, when it was issued (or revoked), its code and check page, its PDFs. */
function CertificateItem({ certificate }: { certificate: OwnCertificate }) {
  const { t } = useTranslation();
  const inScript = useInterfaceScript();
  const { code, kind, season, competition, issued_at, revoked_at } = certificate;
  const what = [competition && inScript(competition), inScript(season)].filter(Boolean).join(' · ');
  return (
    <Stack
      as="li"
      gap="3"
      p="4"
      rounded="lg"
      borderWidth="1px"
      borderColor="border.muted"
      data-testid="own-certificate"
      data-code={code}
    >
      <Stack gap="1">
        <HStack gap="2" wrap="wrap">
          <Heading as="h3" size="md">
            {t(`certificateCheck.kinds.${kind}`)}
          </Heading>
          {revoked_at && (
            <Badge colorPalette="red" variant="subtle">
              {t('account.certificates.revokedOn', { date: formatDate(revoked_at) })}
            </Badge>
          )}
        </HStack>
        <Text color="fg.muted">{what}</Text>
        <Text fontSize="sm" color="fg.muted">
          {t('account.certificates.issuedOn', { date: formatDate(issued_at) })}
        </Text>
      </Stack>
      <HStack gap="2" wrap="wrap" fontSize="sm">
        <Text color="fg.muted">{t('account.certificates.code')}:</Text>
        <Text fontFamily="mono">{code}</Text>
        <Link asChild color="brand.fg" textDecoration="underline">
          <RouterLink to={certificatePath(code)}>{t('account.certificates.checkPage')}</RouterLink>
        </Link>
      </HStack>
      {!revoked_at && (
        <HStack gap="2" wrap="wrap" role="group" aria-label={t('account.certificates.download')}>
          {CERTIFICATE_LANGUAGES.map((lang) => (
            <Button key={lang} asChild size="sm" variant="outline" colorPalette="brand">
              <a href={certificatePdfUrl(code, lang)} download data-testid={`certificate-pdf-${lang}`}>
                <DownloadIcon aria-hidden="true" />
                {t('account.certificates.downloadIn', { language: t(`account.certificates.languages.${lang}`) })}
              </a>
            </Button>
          ))}
        </HStack>
      )}
    </Stack>
  );
}

/** "My certificates" on the account page (issue 33): each with its code, check page and PDFs in sr and en. */
export function MyCertificates() {
  const { t } = useTranslation();
  const certificates = trpc.certificates.own.useQuery();
  return (
    <AccountSection icon={<AwardIcon />} title={t('account.certificates.title')} data-testid="certificates-section">
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          {t('account.certificates.text')}
        </Text>
        {certificates.data === undefined ? (
          <QueryState
            isError={certificates.isError}
            onRetry={() => void certificates.refetch()}
            isRetrying={certificates.isFetching}
          />
        ) : certificates.data.length === 0 ? (
          <Text data-testid="certificates-empty">{t('account.certificates.empty')}</Text>
        ) : (
          <Stack as="ul" gap="3" listStyleType="none" aria-label={t('account.certificates.label')}>
            {certificates.data.map((certificate) => (
              <CertificateItem key={certificate.code} certificate={certificate} />
            ))}
          </Stack>
        )}
      </Stack>
    </AccountSection>
  );
}
