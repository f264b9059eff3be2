import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { CertificateCheck } from '@ctf/shared/schemas/certificates';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailsList } from '../competitions/DetailsList';
import { formatDate } from '../../lib/dates';
import { useInterfaceScript } from '../../lib/script';
import { BadgeCheckIcon, BanIcon, SearchXIcon } from './icons';

const LOOKS = {
  valid: { palette: 'green', Icon: BadgeCheckIcon },
  revoked: { palette: 'red', Icon: BanIcon },
  unknown: { palette: 'orange', Icon: SearchXIcon },
} as const;

/** The answer's frame: a coloured edge, a large mark and the verdict as the heading. */
function Verdict({ result, title, children }: { result: CertificateCheck; title: string; children?: ReactNode }) {
  const { palette, Icon } = LOOKS[result.status];
  return (
    <Stack
      as="section"
      aria-labelledby="certificate-verdict"
      gap="5"
      p={{ base: '5', md: '8' }}
      rounded="xl"
      borderWidth="1px"
      borderTopWidth="4px"
      borderColor="border"
      borderTopColor={`${palette}.solid`}
      bg="bg.panel"
      data-testid="certificate-result"
      data-status={result.status}
    >
      <HStack gap="4" align="center">
        <Box color={`${palette}.fg`} fontSize={{ base: '4xl', md: '5xl' }} flexShrink={0} aria-hidden="true">
          <Icon />
        </Box>
        <Heading as="h2" id="certificate-verdict" size={{ base: 'xl', md: '2xl' }}>
          {title}
        </Heading>
      </HStack>
      {children}
    </Stack>
  );
}

/** Who, what, when and by whom, as the server answered (nothing more is known here about the person). */
function Details({ result, code }: { result: CertificateCheck; code: string }) {
  const { t } = useTranslation();
  const inScript = useInterfaceScript();
  const rows: [string, ReactNode][] = [];
  const add = (label: string, value: ReactNode) => {
    if (value) rows.push([label, value]);
  };
  add(t('certificateCheck.fields.holder'), result.holder && <Text fontWeight="semibold">{result.holder}</Text>);
  add(t('certificateCheck.fields.kind'), result.kind && t(`certificateCheck.kinds.${result.kind}`));
  add(
    result.kind === 'team' ? t('certificateCheck.fields.event') : t('certificateCheck.fields.competition'),
    result.competition && inScript(result.competition),
  );
  add(t('certificateCheck.fields.season'), result.season && inScript(result.season));
  add(t('certificateCheck.fields.issuedAt'), result.issued_at && formatDate(result.issued_at));
  add(t('certificateCheck.fields.issuer'), result.issuer);
  add(t('certificateCheck.fields.revokedAt'), result.revoked_at && formatDate(result.revoked_at));
  add(t('certificateCheck.fields.code'), <Text fontFamily="mono">{code}</Text>);
  return <DetailsList rows={rows} data-testid="certificate-details" />;
}

/** The check page's answer: valid (with its details), revoked (and when), or no such code. */
export function CertificateResult({ result, code }: { result: CertificateCheck; code: string }) {
  const { t } = useTranslation();
  if (result.status === 'unknown') {
    return (
      <Verdict result={result} title={t('certificateCheck.unknown.title')}>
        <Text color="fg.muted">{t('certificateCheck.unknown.text')}</Text>
      </Verdict>
    );
  }
  const isValid = result.status === 'valid';
  return (
    <Verdict result={result} title={t(isValid ? 'certificateCheck.valid.title' : 'certificateCheck.revoked.title')}>
      <Stack gap="2" align="flex-start">
        <Badge size="lg" colorPalette={isValid ? 'green' : 'red'} variant="solid" data-testid="certificate-mark">
          {t(isValid ? 'certificateCheck.valid.badge' : 'certificateCheck.revoked.badge')}
        </Badge>
        <Text color="fg.muted">
          {isValid
            ? t('certificateCheck.valid.text', { issuer: result.issuer ?? '' })
            : t('certificateCheck.revoked.text', { date: result.revoked_at ? formatDate(result.revoked_at) : '' })}
        </Text>
      </Stack>
      <Details result={result} code={code} />
    </Verdict>
  );
}
