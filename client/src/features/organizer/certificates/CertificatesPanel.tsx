import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { useTranslation } from 'react-i18next';
import type { Competition } from '../../competitions/types';
import { CertificateList } from '../../certificates/staff/CertificateList';
import { IssueCertificates } from './IssueCertificates';
import '@/locales/certificates';
import '@/locales/organizer/certificates';

/** The competition's Certificates tab (issue 33): issue them in bulk after the stage, then find or revoke one. */
export function CertificatesPanel({ competition }: { competition: Competition }) {
  const { t } = useTranslation();
  return (
    <Stack gap="10">
      <IssueCertificates competition={competition} />
      <Stack as="section" gap="4" aria-labelledby="issued-certificates-heading">
        <Heading as="h2" size="lg" id="issued-certificates-heading">
          {t('certificatesStaff.list.title')}
        </Heading>
        <CertificateList filter={{ competition_id: competition.id }} />
      </Stack>
    </Stack>
  );
}
