import { Button } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { normalizeCertificateCode } from '@ctf/shared/certificate-code';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router-dom';
import { Notice } from '../features/account/Notice';
import { CertificateResult } from '../features/certificates/CertificateResult';
import { CodeForm } from '../features/certificates/CodeForm';
import { useCertificateCheck } from '../features/certificates/use-certificate-check';
import { PageLoading } from '../features/layout/PageLoading';
import { certificatePath } from '../lib/paths';
import { useDocumentTitle } from '../lib/use-document-title';
import '../locales/certificates';

/** The answer about the code in the address (its written form). */
function CheckOf({ code }: { code: string | null }) {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  const check = useCertificateCheck(code, attempt);
  if (check.status === 'loading') return <PageLoading />;
  if (check.status === 'failed') {
    return (
      <Notice
        status="error"
        title={t('certificateCheck.loadFailed')}
        action={
          <Button variant="outline" size="sm" onClick={() => setAttempt((count) => count + 1)}>
            {t('certificateCheck.retry')}
          </Button>
        }
        data-testid="certificate-load-failed"
      />
    );
  }
  return <CertificateResult result={check.result} code={code ?? ''} />;
}

/**
 * /certificates and /certificates/{code} (issue 33): the public check of a certificate's code, which
 * the certificate's QR code opens. A code typed another way (lower case, no dashes) moves to its
 * written form; a code that cannot be one is unknown.
 */
export function CertificatePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('certificateCheck.title'));
  const { code: raw } = useParams();
  const code = raw === undefined ? null : normalizeCertificateCode(raw);
  if (raw !== undefined && code !== null && code !== raw) return <Navigate to={certificatePath(code)} replace />;

  return (
    <Container maxW="2xl" px={{ base: '4', md: '6' }} py={{ base: '8', md: '14' }}>
      <Stack gap={{ base: '6', md: '8' }}>
        <Stack gap="2">
          <Heading as="h1" size={{ base: '2xl', md: '4xl' }} letterSpacing="tight" data-testid="certificate-heading">
            {t('certificateCheck.title')}
          </Heading>
          <Text color="fg.muted">{t('certificateCheck.intro')}</Text>
        </Stack>
        {raw !== undefined && (
          <div aria-live="polite">
            <CheckOf key={raw} code={code} />
          </div>
        )}
        <CodeForm key={raw} initialCode={raw ?? ''} />
      </Stack>
    </Container>
  );
}
